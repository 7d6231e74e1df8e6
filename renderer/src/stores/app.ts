import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppInfo } from '../../../electron/contract'
import { bridge, bridgeTransport, BridgeCallError, type ConnectionState } from '../bridge'

/** What the app is and how it is connected: loaded once, shown in the status bar and the About panel. */
export const useAppStore = defineStore('app', () => {
  const info = ref<AppInfo | null>(null)
  const loadError = ref<string | null>(null)
  const connection = ref<ConnectionState>('connecting')

  bridgeTransport.onConnectionChange((state) => {
    connection.value = state
    if (state === 'open' && !info.value) void load()
  })

  async function load(): Promise<void> {
    try {
      info.value = await bridge.app.info()
      loadError.value = null
    } catch (error) {
      loadError.value = error instanceof BridgeCallError ? error.message : 'Encore could not be reached.'
    }
  }

  return { info, loadError, connection, load }
})
