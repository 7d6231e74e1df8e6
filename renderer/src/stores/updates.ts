import { acceptHMRUpdate, defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { said, useWords } from '../i18n'

/**
 * Updates (`updates.changed`): where the check stands and what to say, for About. The person checks on demand
 * and agrees to a download here; core decides everything else.
 */
export const useUpdatesStore = defineStore('updates', () => {
  const mirror = useBridgeMirror({
    read: () => bridge.updates.get(),
    event: 'updates.changed',
    failure: () => useWords().t('app.store.updatesReadFailed'),
  })
  /** Why the last request did not reach core (the connection dropped); core's own failures are in the state. */
  const requestError = shallowRef<string | null>(null)
  async function run(call: () => ReturnType<typeof bridge.updates.check>, failure: () => string) {
    requestError.value = null
    try {
      await mirror.apply(call)
    } catch (error) {
      requestError.value = describeBridgeError(error, await said(failure))
    }
  }
  const check = () =>
    run(
      () => bridge.updates.check(),
      () => useWords().t('app.store.updatesCheckFailed'),
    )
  const download = () =>
    run(
      () => bridge.updates.download(),
      () => useWords().t('app.store.updatesDownloadFailed'),
    )
  return { state: mirror.value, loadError: mirror.loadError, requestError, check, download }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useUpdatesStore, import.meta.hot))
