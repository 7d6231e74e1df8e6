import type { SettingsPatch } from '@contract'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, shallowRef, watch } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { useAppliedTheme } from '../composables/useAppliedTheme'
import { useAppliedLanguage } from '../composables/useAppliedLanguage'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { said, useWords } from '../i18n'
import { useAppStore } from './app'
import { useNoticesStore } from './notices'

/** Settings as core keeps them (`settings.changed`); changes go through `update`, which core validates. */
export const useSettingsStore = defineStore('settings', () => {
  const mirror = useBridgeMirror({
    read: () => bridge.settings.get(),
    event: 'settings.changed',
    failure: () => useWords().t('app.store.settingsReadFailed'),
  })
  const snapshot = mirror.value
  const saving = shallowRef(false)
  const saveError = shallowRef<string | null>(null)
  let problemsShown = false

  /** Once per page: tell the user which values from the settings file were reset. */
  watch(
    snapshot,
    (current) => {
      const problems = current?.problems ?? []
      if (problemsShown || !problems.length) return
      problemsShown = true
      const paths = problems.map((problem) => problem.path).join(', ')
      void said(() => useWords().t('app.store.settingsRepaired', { paths })).then((message) =>
        useNoticesStore().push({ level: 'warning', code: 'SETTINGS_REPAIRED', message }),
      )
    },
    { flush: 'sync' },
  )

  /** Saves a change; answers whether core accepted it (saveError says why not). */
  async function update(patch: SettingsPatch): Promise<boolean> {
    saving.value = true
    saveError.value = null
    try {
      await mirror.apply(() => bridge.settings.update(patch))
      return true
    } catch (error) {
      saveError.value = describeBridgeError(
        error,
        await said(() => useWords().t('app.store.settingsUnsaved')),
      )
      return false
    } finally {
      saving.value = false
    }
  }

  const values = computed(() => snapshot.value?.values ?? null)

  useAppliedTheme(() => values.value?.theme)
  useAppliedLanguage(() => values.value?.language)

  // app.info names the active service: ask again when the profile changes.
  watch(
    () => values.value?.profile,
    (profile, before) => {
      if (before && profile && profile !== before) void useAppStore().load()
    },
  )

  return { snapshot, values, loadError: mirror.loadError, saving, saveError, load: mirror.load, update }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useSettingsStore, import.meta.hot))
