import type { Catalog } from '../catalog/catalog'
import type { GenerationSwitch } from '../generation'
import type { ServiceState } from '../state/service-state'
import type { ServiceUrls } from './service-urls'

/** What presenters read: the immutable catalog, the live state, this instance's URLs and the API mode. */
export interface PresentContext {
  catalog: Catalog
  state: ServiceState
  urls: ServiceUrls
  /** The generation played: in `2026` objects leave out the fields service-2026.md §3 lists. */
  generation: GenerationSwitch
}

export interface ImageObject {
  url: string
  height: number
  width: number
}
