import type { Catalog } from '../catalog/catalog'
import type { ServiceState } from '../state/service-state'
import type { ServiceUrls } from './service-urls'

/** What presenters read: the immutable catalog, the live state, and this instance's URLs. */
export interface PresentContext {
  catalog: Catalog
  state: ServiceState
  urls: ServiceUrls
}

export interface ImageObject {
  url: string
  height: number
  width: number
}
