import { acceptHMRUpdate, defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { bridge, bridgeTransport, type ConnectionState } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'

/** What the app is and how it is connected: shown in the status bar and the About panel. */
export const useAppStore = defineStore('app', () => {
  const connection = shallowRef<ConnectionState>('connecting')
  bridgeTransport.onConnectionChange((state) => {
    connection.value = state
  })
  const {
    value: info,
    loadError,
    load,
  } = useBridgeMirror({
    read: () => bridge.app.info(),
    failure: 'Encore could not be reached.',
  })
  return { info, loadError, connection, load }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useAppStore, import.meta.hot))
