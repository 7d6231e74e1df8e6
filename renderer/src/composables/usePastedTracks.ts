import { trackUrisInText } from '@contract'
import { useEventListener } from '@vueuse/core'
import { typingIn } from './usePageShortcuts'

/**
 * Ctrl/Cmd+V of Spotify track links or URIs on the page (not into a text field, whose paste is its own): `take`
 * gets their URIs, each once, in order. A paste with no track link in it is left to the page.
 */
export function usePastedTracks(take: (uris: string[]) => void): void {
  useEventListener(window, 'paste', (event: ClipboardEvent) => {
    if (event.defaultPrevented || typingIn(event.target)) return
    const { uris } = trackUrisInText(event.clipboardData?.getData('text/plain') ?? '')
    if (!uris.length) return
    event.preventDefault()
    take(uris)
  })
}
