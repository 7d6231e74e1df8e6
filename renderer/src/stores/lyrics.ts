import { Generation, type Lyrics } from '@contract'
import { useDocumentVisibility } from '@vueuse/core'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { keptFlag, useKeptValue } from '../composables/useKeptValue'
import { useWords } from '../i18n'
import { usePlaybackStore } from './playback'
import { useSessionStore } from './session'
import { useSettingsStore } from './settings'

/**
 * Lyrics of what plays, as core answers them (`lyrics.current`). Core asks LRCLIB only when the page asks, and
 * the page asks only while something shows lyrics (`useLyricsFeed`), lyrics are on and the page is visible:
 * once per track. `shown` is Now playing's choice between what comes next and the lyrics, kept for next time.
 */
export const useLyricsStore = defineStore('lyrics', () => {
  const settings = useSettingsStore()
  const player = usePlaybackStore()
  const enabled = computed(() => settings.values?.lyrics.enabled ?? false)
  const shown = useKeptValue('encore.lyrics.shown', false, keptFlag)

  /** The last answer; it is for the track that plays only when its `trackUri` says so. */
  const answer = shallowRef<Lyrics | null>(null)
  const loading = shallowRef(false)
  const error = shallowRef<string | null>(null)
  const asks = new Generation()

  const trackUri = computed(() => player.track?.uri ?? null)
  /** The answer for what plays now, or null while there is none yet (asking, or not asked). */
  const lyrics = computed<Lyrics | null>(() => {
    if (!enabled.value) return { status: 'off' }
    const current = answer.value
    if (!current || !trackUri.value) return trackUri.value ? null : { status: 'idle' }
    return 'trackUri' in current && current.trackUri === trackUri.value ? current : null
  })

  /**
   * Asks core for the lyrics of what plays; a newer ask makes an older answer stale. `retry`: the person asked
   * to try again after LRCLIB failed (core otherwise waits a minute before asking it again for the track).
   */
  async function refresh(retry = false, again = 1): Promise<void> {
    const mark = asks.advance()
    loading.value = true
    error.value = null
    try {
      const next = await bridge.lyrics.current(retry ? { retry } : undefined)
      if (!asks.isCurrent(mark)) return
      answer.value = next
      // Core answered for a track the page has not heard of yet (or no longer shows): ask once more.
      if ('trackUri' in next && next.trackUri !== trackUri.value && again > 0)
        return refresh(false, again - 1)
    } catch (failure) {
      if (asks.isCurrent(mark))
        error.value = describeBridgeError(failure, useWords().t('player.lyrics.unreachable'))
    } finally {
      if (asks.isCurrent(mark)) loading.value = false
    }
  }

  return { enabled, shown, lyrics, loading, error, refresh, trackUri }
})

/**
 * Keeps the lyrics of what plays while `active` (a view shows them): asks when it becomes active, with each
 * new track, and when the page becomes visible again on another track; never while hidden or lyrics are off.
 */
export function useLyricsFeed(active: MaybeRefOrGetter<boolean>) {
  const store = useLyricsStore()
  const session = useSessionStore()
  const visibility = useDocumentVisibility()
  const wanted = computed(() =>
    toValue(active) && store.enabled && session.status === 'signed-in' && visibility.value === 'visible'
      ? store.trackUri
      : null,
  )
  let asked: string | null = null
  watch(
    wanted,
    (uri) => {
      if (uri === null || uri === asked) return
      asked = uri
      void store.refresh()
    },
    { immediate: true },
  )
  // Turned off and on again, or signed in anew: the same track is asked again.
  watch(
    () => store.enabled && session.status === 'signed-in',
    (on) => {
      if (!on) asked = null
    },
  )
  return store
}

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useLyricsStore, import.meta.hot))
