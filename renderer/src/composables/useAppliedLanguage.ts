import { chooseLanguage, type LanguageChoice } from '@contract'
import { useNavigatorLanguage } from '@vueuse/core'
import { toValue, watch, type MaybeRefOrGetter } from 'vue'
import { speak } from '../i18n'

/** The system's preferred languages as the page knows them (Electron passes the system's on; a browser its own). */
export function preferredLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/**
 * Speaks the language Settings chose, or the system's: at once when either changes (no restart), with the
 * page's `lang` following. Until the settings are read the page speaks the system's language.
 */
export function useAppliedLanguage(choice: MaybeRefOrGetter<LanguageChoice | undefined>) {
  // Changes when the system's language changes (the browser's `languagechange`).
  const system = useNavigatorLanguage()
  watch(
    [() => toValue(choice) ?? 'system', () => system.language.value],
    ([chosen]) => void speak(chooseLanguage(chosen, preferredLanguages())),
    { immediate: true },
  )
}
