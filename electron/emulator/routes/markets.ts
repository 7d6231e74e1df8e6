import { MARKETS } from '../catalog/markets'
import type { RouteModule } from './route-module'

/** GET /markets: the markets the service operates in (removed in API mode 2026). */
export const marketRoutes: RouteModule = (app) => {
  app.get('/markets', async () => ({ markets: [...MARKETS] }))
}
