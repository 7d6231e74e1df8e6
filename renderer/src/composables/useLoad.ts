import {
  getCurrentInstance,
  onActivated,
  onDeactivated,
  shallowRef,
  toValue,
  watch,
  type MaybeRefOrGetter,
} from 'vue'
import { BridgeCallError, describeBridgeError } from '../bridge'
import { useShownStore } from '../stores/shown'

/** Why something could not be shown, sorted by what the page can offer about it. */
export interface Failure {
  kind: 'error' | 'scope' | 'unavailable'
  message: string
}

/** What a page's view of one read needs of it (useLoad's answer, or a page item's): whether it is read, why not, Retry. */
export interface LoadView {
  loading: { readonly value: boolean }
  failure: { readonly value: Failure | null }
  retry(): void
}

/** What a shelf shows of a read (useSection's answer, useHistoryRead's): whether it is on its way, why not, Retry. */
export interface ShelfRead {
  waiting: { readonly value: boolean }
  failure: { readonly value: Failure | null }
  retry(): void
}

export function failureOf(error: unknown, fallback: string): Failure {
  const message = describeBridgeError(error, fallback)
  if (error instanceof BridgeCallError && error.code === 'INSUFFICIENT_SCOPE')
    return { kind: 'scope', message }
  if (error instanceof BridgeCallError && error.code === 'UNAVAILABLE')
    return { kind: 'unavailable', message }
  return { kind: 'error', message }
}

/**
 * One thing read from core for a page (an album, an artist, a playlist): read again when `key` changes, the
 * read of an older key cancelled (its requests stop) and its answer dropped; `retry` reads again. `remember`:
 * what this key last showed is drawn at once (a page opened again) and read anew quietly behind it (a failure of
 * that read leaves it shown). In a page kept alive, reads wait while it is away and run when it shows again.
 */
export function useLoad<T>(
  key: MaybeRefOrGetter<string | null>,
  read: (key: string, signal: AbortSignal) => Promise<T>,
  fallback: string,
  options: { remember?: boolean } = {},
) {
  const shown = options.remember ? useShownStore() : null
  const value = shallowRef<T | null>(null)
  const failure = shallowRef<Failure | null>(null)
  const loading = shallowRef(false)
  let current: AbortController | undefined
  // In a page kept while away (Home): nothing is read while it is not shown; shown again, it reads anew.
  let away = false
  if (getCurrentInstance()) {
    onDeactivated(() => (away = true))
    onActivated(() => {
      if (!away) return
      away = false
      void load()
    })
  }

  async function load(): Promise<void> {
    if (away) return
    current?.abort()
    const which = toValue(key)
    if (which === null) return
    const controller = new AbortController()
    current = controller
    const quietly = options.remember === true && value.value !== null
    loading.value = !quietly
    failure.value = null
    try {
      const answer = await read(which, controller.signal)
      if (current !== controller) return
      value.value = answer
      shown?.remember(which, answer)
    } catch (error) {
      if (current !== controller || quietly) return
      failure.value = failureOf(error, fallback)
    } finally {
      if (current === controller) loading.value = false
    }
  }

  watch(
    () => toValue(key),
    (which) => {
      value.value = (which === null ? undefined : shown?.last<T>(which)) ?? null
      void load()
    },
    { immediate: true },
  )

  return { value, failure, loading, retry: load, reload: load }
}
