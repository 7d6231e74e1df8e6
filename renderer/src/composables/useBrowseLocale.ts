import { localeOfTag } from '@contract'
import { computed } from 'vue'
import { useSettingsStore } from '../stores/settings'

/**
 * The locale browse strings are asked in: the one chosen in Settings, else the system's (the page's
 * `navigator.language`, as `sv_SE`); null while settings are unread (so nothing is asked twice).
 */
export function useBrowseLocale() {
  const settings = useSettingsStore()
  return computed<string | null>(() => {
    const values = settings.values
    if (!values) return null
    return values.browseLocale || localeOfTag(navigator.language) || 'en_US'
  })
}
