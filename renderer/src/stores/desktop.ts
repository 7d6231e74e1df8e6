import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed } from 'vue'
import type { HotkeyAction, HotkeyEntry } from '@contract'
import { bridge } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { useWords } from '../i18n'

/**
 * The desktop around the player (`desktop.changed`): what registering each hotkey gave, what the session
 * supports, the OS media controls, and whether closing the window keeps Encore in the tray.
 */
export const useDesktopStore = defineStore('desktop', () => {
  const mirror = useBridgeMirror({
    read: () => bridge.desktop.get(),
    event: 'desktop.changed',
    failure: () => useWords().t('app.store.desktopReadFailed'),
  })
  const entries = computed(() => {
    const map = new Map<HotkeyAction, HotkeyEntry>()
    for (const entry of mirror.value.value?.hotkeys.entries ?? []) map.set(entry.action, entry)
    return map
  })
  /**
   * A hotkey field records keys, or stopped. If this is not heard, the desktop app's hotkeys stay live while
   * recording (a pressed hotkey acts as well as being recorded): nothing the listener must be told.
   */
  function recordHotkey(recording: boolean) {
    void bridge.desktop.recordHotkey({ recording }).catch(() => {})
  }
  return { state: mirror.value, loadError: mirror.loadError, entries, recordHotkey }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useDesktopStore, import.meta.hot))
