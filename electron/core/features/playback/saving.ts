import { uriId, uriKind, type Notice, type ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { playbackWords, type Doing } from './playback-words'
import type { ApiClient } from '../../service/api'
import type { EngineState } from './engine-state'

export { saveTarget, saveUriOf, type SaveCommand } from './save-target'

/**
 * The heart: saving the item that plays now to the library, or removing it. Decisions are pure functions over
 * the engine's state (the step calls them). A save goes to features/saved (the driver's `save`), which shows it
 * everywhere at once and sends it through the outbox: it is never lost to a 429 or an outage, and never sent
 * twice. `checkSaved` asks the service whether a new item is saved when the library cannot tell, at the
 * endpoint of the item's kind: a track's, an episode's, and for an audiobook's chapter (which the service does
 * not save alone) its book's.
 */

export const NOTHING_TO_SAVE_NOTICE: Notice = {
  level: 'info',
  message: playbackWords.en.nothingToSave,
  code: 'NOTHING_PLAYING',
}

/** "Nothing is playing that could be saved", in `language`. */
export const nothingToSaveNotice = (language: ShownLanguage): Notice => ({
  ...NOTHING_TO_SAVE_NOTICE,
  message: wordsIn(playbackWords, language)('nothingToSave'),
})

/** What the heart tried to do, for notices ("Encore could not save the track: …"): its words' key. */
export const saveWords = (saved: boolean, uri: string | null = null): Doing => {
  const kind = uriKind(uri)
  const what = kind === 'episode' ? 'Episode' : kind === 'audiobook' ? 'Book' : 'Track'
  return `${saved ? 'save' : 'remove'}${what}`
}

/**
 * The service saved or removed `uri` (the heart's answer, or the library window's): believed for the item
 * that plays; an "is it saved?" answer asked before this is stale from now on.
 */
export function savedKnown(
  state: EngineState,
  shownUri: string | null,
  uri: string,
  value: boolean,
): EngineState {
  if (shownUri !== uri && state.saved?.uri !== uri) return state
  return { ...state, saved: { uri, value }, savedMark: state.savedMark + 1 }
}

/** An "is it saved?" answer for a new item: kept when the item still plays and nobody saved it since. */
export function savedLearned(
  state: EngineState,
  shownUri: string | null,
  answer: { uri: string; saved: boolean | null; mark: number },
): EngineState {
  if (shownUri !== answer.uri || answer.mark !== state.savedMark) return state
  return { ...state, saved: { uri: answer.uri, value: answer.saved } }
}

const kindOf = (uri: string) => uriKind(uri)

/** Whether the service has the item (a track, an episode, a book) in the library; null when it does not say. */
export async function checkSaved(api: ApiClient, uri: string): Promise<boolean | null> {
  const id = uriId(uri) ?? ''
  const read = { lane: 'sync', retries: false } as const
  const kind = kindOf(uri)
  const [isSaved] =
    kind === 'episode'
      ? await api.library.checkSavedEpisodes([id], read)
      : kind === 'audiobook'
        ? await api.library.checkSavedAudiobooks([id], read)
        : await api.library.checkSavedTracks([id], read)
  return isSaved ?? null
}
