import { uriId, uriKind, type Track } from '../../../contract'
import type { ApiClient } from '../../service/api'
import { toTrack } from '../../service/media/from-wire'
import type { Reading } from './reading'

/**
 * The order of the albums played lately, read once per album: with shuffle off the service plays an album in
 * its order, so Next and Previous show the neighbour at once, on every page, without reading the queue at each
 * track. One GET /albums/{id} per album (its first 50 tracks: an album that long is rare), kept for the session.
 */

/** By context URI: its tracks in order, or null while asked (or when it could not be read: not asked again). */
export type ContextOrders = Readonly<Record<string, readonly Track[] | null>>

/** Albums remembered at most (a long day's albums); all forgotten once there are more. */
const MAX_KEPT = 30

/** The album the reading plays in order whose tracks Encore does not know yet; null when there is none to ask. */
export function orderToLearn(orders: ContextOrders, reading: Reading | null): string | null {
  const context = reading?.context
  if (!reading || reading.shuffle || !context || uriKind(context.uri) !== 'album') return null
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

/** Reads an album's tracks in order (on the background lane, never retried); null when it cannot be. */
export async function readContextOrder(api: ApiClient, uri: string): Promise<Track[] | null> {
  const id = uriKind(uri) === 'album' ? uriId(uri) : null
  if (!id) return null
  const album = await api.albums.getAlbum(id, {}, { lane: 'background', retries: false })
  return album.tracks.items.map((track) => toTrack({ ...track, album }))
}
