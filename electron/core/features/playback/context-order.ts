import { uriId, uriKind, type Track } from '../../../contract'
import { itemOf, itemsOf, type ApiClient } from '../../service/api'
import { toTrack } from '../../service/media/from-wire'
import { playableToTrack } from '../../service/media/spoken-from-wire'
import type { Reading } from './reading'

/**
 * The order of the albums and playlists played lately, read once per context: with shuffle off the service
 * plays them in their order, so Next and Previous show the neighbour at once, on every page, without reading the
 * queue at each track. One request per context, kept for the session: GET /albums/{id} (its first 50 tracks),
 * GET /playlists/{id} (its name, and for a playlist the person owns its first 100 items; today's service shows
 * another's without items, and then nothing is guessed). The playlist's read names it too, in place of the
 * light read of its name.
 */

/** Contexts whose order is read: the kinds the service plays in a fixed order. */
const ORDERED_KINDS = new Set(['album', 'playlist'])

/** By context URI: its tracks in order, or null while asked (or when it could not be read: not asked again). */
export type ContextOrders = Readonly<Record<string, readonly Track[] | null>>

/** Albums remembered at most (a long day's albums); all forgotten once there are more. */
const MAX_KEPT = 30

/** The album the reading plays in order whose tracks Encore does not know yet; null when there is none to ask. */
export function orderToLearn(orders: ContextOrders, reading: Reading | null): string | null {
  const context = reading?.context
  if (!reading || reading.shuffle || !context || !ORDERED_KINDS.has(uriKind(context.uri) ?? '')) return null
  return context.uri in orders ? null : context.uri
}

/** The orders with `uri`'s (null: asked, or not known). */
export function keepOrder(
  orders: ContextOrders,
  uri: string,
  tracks: readonly Track[] | null,
): ContextOrders {
  const kept = !(uri in orders) && Object.keys(orders).length >= MAX_KEPT ? {} : orders
  return { ...kept, [uri]: tracks }
}

/**
 * The item `step` away in the context's order from what `shown` shows (1: Next, -1: Previous), as the service
 * moves with shuffle off: past the end it wraps with repeat on the context and is unknown otherwise (the service
 * stops, or plays something of its own). Null when the order is not known or what shows is not in it (a queued
 * track, an episode).
 */
export function contextNeighbour(orders: ContextOrders, shown: Reading | null, step: 1 | -1): Track | null {
  const uri = shown?.track?.uri
  const context = shown?.context
  if (!shown || !uri || !context || shown.shuffle) return null
  const tracks = orders[context.uri]
  if (!tracks?.length) return null
  const at = tracks.findIndex((track) => track.uri === uri || track.linkedFromUri === uri)
  if (at < 0) return null
  const to = at + step
  if (to >= 0 && to < tracks.length) return tracks[to]!
  return shown.repeat === 'context' ? tracks[(to + tracks.length) % tracks.length]! : null
}

/** A context's tracks in order (null when not known) and, for a playlist, its name. */
export interface ReadOrder {
  tracks: Track[] | null
  name: string | null
}

/** Reads a context's tracks in order (on the background lane, never retried). */
export async function readContextOrder(api: ApiClient, uri: string): Promise<ReadOrder> {
  const kind = uriKind(uri)
  const id = uriId(uri)
  const options = { lane: 'background', retries: false } as const
  if (kind === 'album' && id) {
    const album = await api.albums.getAlbum(id, {}, options)
    return { tracks: album.tracks.items.map((track) => toTrack({ ...track, album })), name: null }
  }
  if (kind === 'playlist' && id) {
    const playlist = await api.playlists.getPlaylist(id, {}, options)
    const entries = itemsOf(playlist)?.items
    const items = entries?.map(itemOf)
    // A playlist shown without items, or with an entry that is no item (a removed track): nothing is guessed.
    const tracks = items?.every((item) => item !== null) ? items.map(playableToTrack) : null
    return { tracks: tracks?.length ? tracks : null, name: playlist.name ?? null }
  }
  return { tracks: null, name: null }
}
