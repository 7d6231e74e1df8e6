import type { ApiClient, CallOptions } from '../../service/api'
import { kindOfUri, type SavedKind } from '../../service/api/saved-kinds'
import { EncoreError } from '../../base/errors'
import type { SavedChange } from './outbox-entries'
import type { ChangeHandler } from './outbox-types'
import { uriId } from '../../../contract'

/**
 * Saving and removing (following and unfollowing) by URI, for every kind the service saves: the item's kind
 * picks the request (the classic endpoints where the generation offers them, `/me/library` where not; the API
 * client decides). A new kind of the library needs a line here and nothing else in the outbox.
 */

/** Ids of one kind, saved or removed together; answers when the service took them all. */
type Send = (api: ApiClient, ids: string[], saved: boolean, options: CallOptions) => Promise<void>

const inParts = async (ids: string[], size: number, send: (part: string[]) => Promise<unknown>) => {
  for (let at = 0; at < ids.length; at += size) await send(ids.slice(at, at + size))
}

const senders: Record<SavedKind, Send> = {
  track: (api, ids, saved, options) =>
    saved
      ? api.library.saveTracksInBatches(ids, options)
      : api.library.removeSavedTracksInBatches(ids, options),
  album: (api, ids, saved, options) =>
    saved
      ? api.library.saveAlbumsInBatches(ids, options)
      : api.library.removeSavedAlbumsInBatches(ids, options),
  artist: (api, ids, saved, options) =>
    saved
      ? api.follow.followInBatches('artist', ids, options)
      : api.follow.unfollowInBatches('artist', ids, options),
  user: (api, ids, saved, options) =>
    saved
      ? api.follow.followInBatches('user', ids, options)
      : api.follow.unfollowInBatches('user', ids, options),
  playlist: (api, ids, saved, options) =>
    inParts(ids, 1, ([id]) =>
      saved ? api.follow.followPlaylist(id!, {}, options) : api.follow.unfollowPlaylist(id!, options),
    ),
  show: (api, ids, saved, options) =>
    inParts(ids, 50, (part) =>
      saved ? api.library.saveShows(part, options) : api.library.removeSavedShows(part, options),
    ),
  episode: (api, ids, saved, options) =>
    inParts(ids, 50, (part) =>
      saved ? api.library.saveEpisodes(part, options) : api.library.removeSavedEpisodes(part, options),
    ),
  audiobook: (api, ids, saved, options) =>
    inParts(ids, 50, (part) =>
      saved ? api.library.saveAudiobooks(part, options) : api.library.removeSavedAudiobooks(part, options),
    ),
}

/** The kind and id of a URI the library saves; throws INVALID_INPUT for anything else. */
export function savedItemOf(uri: string): { kind: SavedKind; id: string } {
  const kind = kindOfUri(uri)
  const id = uriId(uri)
  if (!kind || !id) throw new EncoreError('INVALID_INPUT', `${uri} cannot be saved or followed.`)
  return { kind, id }
}

/** Whether two saves may go in one request: the same kind, the same way, and a kind that takes several. */
export function savedTogether(
  a: { uri: string; saved: boolean },
  b: { uri: string; saved: boolean },
): boolean {
  const kind = kindOfUri(a.uri)
  return a.saved === b.saved && kind !== undefined && kind !== 'playlist' && kind === kindOfUri(b.uri)
}

/** Saves (or removes) the items of `uris`, all of one kind and one way (savedTogether). */
export async function sendSaved(
  api: ApiClient,
  uris: readonly string[],
  saved: boolean,
  options: CallOptions,
): Promise<void> {
  const items = uris.map(savedItemOf)
  const kind = items[0]?.kind
  if (!kind) return
  await senders[kind](
    api,
    items.map((item) => item.id),
    saved,
    options,
  )
}

/** How the outbox sends saves: those of one kind and one way together, up to 50 in a request. */
export const savedSending: Pick<ChangeHandler<SavedChange>, 'together' | 'max' | 'send'> = {
  together: savedTogether,
  max: 50,
  send: (context, changes) =>
    sendSaved(
      context.api,
      changes.map((change) => change.uri),
      changes[0]!.saved,
      context.options,
    ),
}
