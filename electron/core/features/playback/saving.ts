import { uriId, uriKind, type Notice } from '../../../contract'
import type { ApiClient } from '../../service/api'
import type { EngineState } from './engine-state'
import type { Reading } from './reading'

/**
 * The heart: saving the item that plays now to the library, or removing it. Decisions are pure functions over
 * the engine's state (the step calls them). A save goes to the library (the driver's `save`), which shows it
 * everywhere at once and sends it through the outbox: it is never lost to a 429 or an outage, and never sent
 * twice. `checkSaved` asks the service whether a new item is saved when the library cannot tell, at the
 * endpoint of the item's kind: a track's, an episode's, and for an audiobook's chapter (which the service does
 * not save alone) its book's.
 */

/** The heart's command once it knows what plays: save (or remove) exactly this item. */
export interface SaveCommand {
  kind: 'save'
  saved: boolean
  uri: string
  /** The item's id, as the library endpoints take it. */
  id: string
  /** Its name, for the list of what waits to be sent. */
  name: string | null
}

/** What the heart saves of a reading: the track or episode, a chapter's book; null when nothing can be. */
export function saveUriOf(reading: Reading | null): string | null {
  const track = reading?.track
  if (!reading || !track?.id || track.isLocal) return null
  if (reading.itemType === 'chapter') return reading.show?.kind === 'audiobook' ? reading.show.uri : null
  return track.uri
}

export const NOTHING_TO_SAVE_NOTICE: Notice = {
  level: 'info',
  message: 'Nothing is playing that could be saved.',
  code: 'NOTHING_PLAYING',
}

/** Words for what the heart tried to do, for notices: "Encore could not save the track: …". */
export const saveWords = (saved: boolean, uri: string | null = null): string => {
  const kind = uriKind(uri)
  const what = kind === 'episode' ? 'episode' : kind === 'audiobook' ? 'book' : 'track'
  return saved ? `save the ${what}` : `remove the ${what} from your library`
}

/** What the heart would save in this reading; null when nothing that can be saved plays (a local file). */
export function saveTarget(reading: Reading | null, saved: boolean): SaveCommand | null {
  const uri = saveUriOf(reading)
  const id = uriId(uri)
  if (!reading || !uri || !id) return null
  const name = uri === reading.track?.uri ? reading.track.name : (reading.show?.name ?? null)
  return { kind: 'save', saved, uri, id, name }
}

/** Whether the item at `uri` shows as saved: the last heart click still on its way, else what is known. */
export function shownSaved(state: EngineState, uri: string): boolean | null {
  for (let index = state.overlay.length - 1; index >= 0; index--) {
    const command = state.overlay[index]!.command
    if (command.kind === 'save' && command.uri === uri) return command.saved
  }
  return state.saved?.uri === uri ? state.saved.value : null
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
