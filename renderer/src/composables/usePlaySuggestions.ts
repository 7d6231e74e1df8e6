import { Generation, type Suggestion } from '@contract'
import { shallowRef, watch, type Ref } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { said, useWords } from '../i18n'

/**
 * Albums and playlists played recently, for the playback store: to start one when nothing plays. Only the latest
 * read counts; another user's history must not show after a sign-out.
 */
export function usePlaySuggestions(signedIn: Readonly<Ref<boolean>>) {
  const suggestions = shallowRef<Suggestion[] | null>(null)
  const suggestionsError = shallowRef<string | null>(null)
  const suggestionReads = new Generation()
  watch(signedIn, (now) => {
    if (now) return
    suggestionReads.advance()
    suggestions.value = null
  })

  /** Albums and playlists played recently, to start one when nothing plays. */
  async function loadSuggestions(): Promise<void> {
    const mark = suggestionReads.advance()
    try {
      const list = await bridge.playback.suggestions()
      if (suggestionReads.isCurrent(mark)) {
        suggestions.value = list
        suggestionsError.value = null
      }
    } catch (error) {
      const words = await said(() => useWords().t('player.errors.recent'))
      if (suggestionReads.isCurrent(mark)) suggestionsError.value = describeBridgeError(error, words)
    }
  }

  return { suggestions, suggestionsError, loadSuggestions }
}
