import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import type { SettingsPatch, SettingsSnapshot } from '../../../electron/contract'
import { useAppliedTheme } from '../composables/useAppliedTheme'
import { bridge, bridgeTransport, BridgeCallError } from '../bridge'
import { useAppStore } from './app'
import { useNoticesStore } from './notices'

/** Settings as core keeps them (`settings.changed`); changes go through `update`, which core validates. */
export const useSettingsStore = defineStore('settings', () => {
  const snapshot = ref<SettingsSnapshot | null>(null)
  const loadError = ref<string | null>(null)
  const saving = ref(false)
  const saveError = ref<string | null>(null)
  let problemsShown = false

  bridge.on('settings.changed', (next) => {
    snapshot.value = next
  })
  bridgeTransport.onConnectionChange((connection) => {
    if (connection === 'open') void load()
  })

  async function load(): Promise<void> {
    try {
      snapshot.value = await bridge.settings.get()
      loadError.value = null
      announceProblems()
    } catch (error) {
      loadError.value =
        error instanceof BridgeCallError ? error.message : 'Encore could not read your settings.'
    }
  }

  /** Once per page: tell the user which values from the settings file were reset. */
  function announceProblems(): void {
    const problems = snapshot.value?.problems ?? []
    if (problemsShown || !problems.length) return
    problemsShown = true
    useNoticesStore().push({
      level: 'warning',
      code: 'SETTINGS_REPAIRED',
      message: `Some saved settings were invalid and were reset to their defaults: ${problems
        .map((problem) => problem.path)
        .join(', ')}. See Settings for details.`,
    })
  }

  /** Saves a change; answers whether core accepted it (saveError says why not). */
  async function update(patch: SettingsPatch): Promise<boolean> {
    saving.value = true
    saveError.value = null
    try {
      snapshot.value = await bridge.settings.update(patch)
      return true
    } catch (error) {
      saveError.value =
        error instanceof BridgeCallError ? error.message : 'Encore could not be reached; nothing was saved.'
      return false
    } finally {
      saving.value = false
    }
  }

  const values = computed(() => snapshot.value?.values ?? null)

  useAppliedTheme(() => values.value?.theme)

  // app.info names the active service: ask again when the profile changes.
  watch(
    () => values.value?.profile,
    (profile, before) => {
      if (before && profile && profile !== before) void useAppStore().load()
    },
  )

  return { snapshot, values, loadError, saving, saveError, load, update }
})
