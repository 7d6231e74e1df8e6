import { PAGE_KEY_FRAGMENT } from '@contract'

/** Where the page keeps this start's key: its origin's storage, which pages of other ports cannot read. */
const STORAGE_ITEM = 'encore.pageKey'

/** The origin's storage, or undefined where the browser refuses it (then this tab holds the key itself). */
function storageOf(window: Pick<Window, 'localStorage'>): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/**
 * Browser mode's page key (see WS_PROTOCOL in the contract): the launch link's redirect brings it in the
 * address's fragment; `adopt` moves it into the origin's storage and out of the address before the router
 * reads it, and `current` answers it for each connection (the newest one, when another tab opened a newer
 * launch link).
 */
export function createPageKeyHolder(window: Pick<Window, 'localStorage' | 'location' | 'history'>) {
  let inThisTab: string | null = null
  return {
    adopt(): void {
      const { location, history } = window
      const prefix = `#${PAGE_KEY_FRAGMENT}`
      if (!location.hash.startsWith(prefix)) return
      inThisTab = location.hash.slice(prefix.length)
      try {
        storageOf(window)?.setItem(STORAGE_ITEM, inThisTab)
      } catch {
        // Storage full or refused: this tab keeps the key to itself.
      }
      history.replaceState(history.state, '', `${location.pathname}${location.search}`)
    },
    current(): string | null {
      try {
        return storageOf(window)?.getItem(STORAGE_ITEM) ?? inThisTab
      } catch {
        return inThisTab
      }
    },
  }
}
