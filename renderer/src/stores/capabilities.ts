import { unavailableReason, type Feature } from '@contract'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { bridge } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { useWords } from '../i18n'

/**
 * What the signed-in service offers (`capabilities.changed`): views ask `unavailable(feature)` and show its one
 * line instead of a section that cannot work; `refusal` is a refusal of the whole account, shown app-wide.
 */
export const useCapabilitiesStore = defineStore('capabilities', () => {
  const mirror = useBridgeMirror({
    read: () => bridge.app.capabilities(),
    event: 'capabilities.changed',
    failure: () => useWords().t('app.store.capabilitiesReadFailed'),
  })
  const unavailable = (feature: Feature): string | null => unavailableReason(mirror.value.value, feature)
  return { capabilities: mirror.value, loadError: mirror.loadError, load: mirror.load, unavailable }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useCapabilitiesStore, import.meta.hot))
