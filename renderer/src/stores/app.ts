import { acceptHMRUpdate, defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { bridge, bridgeTransport, type ConnectionState } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { useWords } from '../i18n'

/** What the app is and how it is connected: shown in the status bar and the About panel. */
export const useAppStore = defineStore('app', () => {
  const connection = shallowRef<ConnectionState>('connecting')
  /** Why Encore closed the connection (a request too large, a page that stopped reading), when it said so. */
  const connectionProblem = shallowRef<string | null>(null)
  bridgeTransport.onConnectionChange((state, problem) => {
    connection.value = state
    connectionProblem.value = problem
  })
  const {
    value: info,
    loadError,
    load,
  } = useBridgeMirror({
    read: () => bridge.app.info(),
    failure: () => useWords().t('app.store.appReadFailed'),
  })
  return { info, loadError, connection, connectionProblem, load }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useAppStore, import.meta.hot))
