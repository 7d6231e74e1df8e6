import { uriId } from '../../../contract'
import type { Reading } from './reading'

/*
 * What the heart saves of the item that plays. Apart from saving.ts because the engine's state names the
 * heart's command (its overlay holds it) while saving.ts's decisions read that state: each imports this.
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

/** What the heart would save in this reading; null when nothing that can be saved plays (a local file). */
export function saveTarget(reading: Reading | null, saved: boolean): SaveCommand | null {
  const uri = saveUriOf(reading)
  const id = uriId(uri)
  if (!reading || !uri || !id) return null
  const name = uri === reading.track?.uri ? reading.track.name : (reading.show?.name ?? null)
  return { kind: 'save', saved, uri, id, name }
}
