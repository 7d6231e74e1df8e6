import type { Feature } from '@contract'
import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useCapabilitiesStore } from '../stores/capabilities'
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
  const load = useLoad(() => (!known.value || unavailable.value ? null : toValue(key)), read, fallback)
  const waiting = computed(() => !unavailable.value && (load.loading.value || !known.value))
  return { ...load, unavailable, waiting }
}
