import type { RequestCounts } from '@contract'
import { onMounted, shallowRef } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { said, useWords } from '../i18n'

/** How many requests Encore sent to the service lately, read once when the caller mounts (Settings opens). */
export function useRequestCounts() {
  const counts = shallowRef<RequestCounts | null>(null)
  const error = shallowRef<string | null>(null)
  async function load() {
    try {
      counts.value = await bridge.app.requests()
      error.value = null
    } catch (failure) {
      error.value = describeBridgeError(
        failure,
        await said(() => useWords().t('app.store.requestsReadFailed')),
      )
    }
  }
  onMounted(load)
  return { counts, error, load }
}
