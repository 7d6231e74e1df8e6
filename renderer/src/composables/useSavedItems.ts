import { isKind } from '@contract'
import { shallowRef, triggerRef, watch } from 'vue'
import { bridge } from '../bridge'
import { usePlaybackStore } from '../stores/playback'
import { useSessionStore } from '../stores/session'

/**
 * What the page knows of items being saved (or followed), for the library store: asked of core (`check`), set
 * as edits go out (`setKnown`), kept in step with the player's heart and with edits the outbox took back, and
 * forgotten on signing out.
 */
export function useSavedItems() {
  const session = useSessionStore()
  /**
   * Saved (or followed) by URI, as far as the page has asked; `undefined` while unknown. Changed in place (a
   * long list scrolled through knows tens of thousands: a copy per answer made scrolling stutter) and
   * announced only when an answer changed something.
   */
  const saved = shallowRef(new Map<string, boolean>())
  const setKnown = (uris: readonly string[], answers: readonly boolean[]) => {
    const known = saved.value
    let changed = false
    uris.forEach((uri, index) => {
      const value = answers[index] === true
      if (known.get(uri) !== value) {
        known.set(uri, value)
        changed = true
      }
    })
    if (changed) triggerRef(saved)
  }

  watch(
    () => session.status,
    (now) => {
      if (now !== 'signed-in') saved.value = new Map()
    },
  )

  // The player knows whether what plays is saved (its heart, the tray and hotkeys change it): rows agree.
  const player = usePlaybackStore()
  watch(
    // A chapter's heart is its book's.
    () =>
      [
        player.state?.itemType === 'chapter' ? player.state.show?.uri : player.state?.track?.uri,
        player.state?.saved,
      ] as const,
    ([uri, isSaved]) => {
      if (uri && typeof isSaved === 'boolean' && saved.value.get(uri) !== isSaved) setKnown([uri], [isSaved])
    },
  )

  // A change that left the outbox unsent (taken back, or refused for good) shows as it was before it.
  bridge.on('outbox.changed', ({ rolledBack }) => {
    if (rolledBack.length)
      setKnown(
        rolledBack.map((item) => item.uri),
        rolledBack.map((item) => item.saved),
      )
  })

  /** Asks core whether these items are in the library (at most 500 at once; the rest is asked in turns). */
  async function check(uris: readonly string[]): Promise<void> {
    const unknown = [...new Set(uris)].filter((uri) =>
      isKind(uri, 'track', 'album', 'artist', 'playlist', 'show', 'episode', 'audiobook'),
    )
    for (let at = 0; at < unknown.length; at += 500) {
      const part = unknown.slice(at, at + 500)
      try {
        setKnown(part, await bridge.library.contains({ uris: part }))
      } catch {
        // Unknown stays unknown: the buttons say "Save to Your Library" until they learn otherwise.
      }
    }
  }

  const isSaved = (uri: string): boolean | undefined => saved.value.get(uri)

  return { setKnown, check, isSaved }
}
