/** Signing in, as other features see it: the session service account makes, and the user's profile in words. */
export type { AccountsHttp } from './accounts-http'
export { createSessionService, type KeptService, type ServiceEndpoints, type SessionService } from './session'
export { summarizeUser } from './user-profile'
