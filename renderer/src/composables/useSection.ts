import type { Feature } from '@contract'
import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useCapabilitiesStore } from '../stores/capabilities'
import { useSessionStore } from '../stores/session'
import { useLoad } from './useLoad'

/**
 * One section of a Discover page that loads and fails on its own: `useLoad` once the service is known to offer
 * `feature` (nothing is asked while that is unknown, and never when it is not offered: `unavailable` then
 * holds the one line to show instead). A new `key` reads again and cancels the older read.
 */
export function useSection<T>(
  feature: Feature | null,
  key: MaybeRefOrGetter<string | null>,
  read: (key: string, signal: AbortSignal) => Promise<T>,
  fallback: string,
) {
  const capabilities = useCapabilitiesStore()
  const known = computed(() => capabilities.capabilities !== null || capabilities.loadError !== null)
  const unavailable = computed(() => (feature ? capabilities.unavailable(feature) : null))
  const session = useSessionStore()
  // What a section last showed is drawn at once when its page opens again: the user's own, of this feature
  // (a track's features and its analysis share their key), by the key.
  const prefix = () => `${session.user?.id ?? ''}|${feature ?? ''}|`
  const load = useLoad(
    () => {
      const which = !known.value || unavailable.value ? null : toValue(key)
      return which === null ? null : `${prefix()}${which}`
    },
    (which, signal) => read(which.slice(prefix().length), signal),
    fallback,
    { remember: true },
  )
  const waiting = computed(() => !unavailable.value && (load.loading.value || !known.value))
  return { ...load, unavailable, waiting }
}
