import { computed, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { useHistoryStore } from '../stores/history'
import { useLoad, type Failure } from './useLoad'

/**
 * One read of the signed-in user's listening history (a Home shelf, a range of Your listening): answered on
 * this computer, so it never waits on the service. Read again when `key` changes (what that key last showed,
 * or blank, until it answers), and whenever the history changes (what shows stays until the new answer).
 */
export function useHistoryRead<T>(
  key: MaybeRefOrGetter<string>,
  read: (signal: AbortSignal) => Promise<T>,
  fallback: string,
) {
  const history = useHistoryStore()
  const load = useLoad(
    () => (history.ownerKey === null ? null : `${history.ownerKey}|${toValue(key)}`),
    (_key, signal) => read(signal),
    fallback,
    { remember: true },
  )
  // Someone else's history is read anew by the key; the same person's changed history is read again here.
  watch(
    () => [history.ownerKey, history.revision] as const,
    ([owner], [before]) => {
      if (owner !== null && owner === before) void load.reload()
    },
  )
  // Whose history it is, not known yet: loading while the status is on its way, failed when it could not be read.
  const failure = computed<Failure | null>(() =>
    history.ownerKey === null && history.loadError
      ? { kind: 'error', message: history.loadError }
      : load.failure.value,
  )
  const waiting = computed(() => load.loading.value || (history.ownerKey === null && !history.loadError))
  const retry = () => (history.ownerKey === null ? history.load() : load.retry())
  return { value: load.value, failure, waiting, retry }
}
