import type { Catalog } from '../catalog/catalog'
import { badRequest, notFound } from './api-error'

/** Spotify URIs in request bodies and queries: `spotify:{type}:{id}`. */
const URI = /^spotify:(album|artist|playlist|track|show|episode|audiobook):([A-Za-z0-9]+)$/

export function parseSpotifyUri(uri: string): { type: string; id: string } | undefined {
  const match = URI.exec(uri)
  return match ? { type: match[1] as string, id: match[2] as string } : undefined
}

/** A track URI naming a catalog track, else 400 (malformed) or 404 (unknown), naming the field. */
export function trackIdOfUri(catalog: Catalog, uri: string, field: string): string {
  const parsed = parseSpotifyUri(uri)
  if (parsed?.type !== 'track')
    throw badRequest(`${field} must hold track URIs like spotify:track:{id}; got '${uri}'`)
  if (!catalog.track(parsed.id)) throw notFound(`Non existing id: no track with id '${parsed.id}' (${field})`)
  return parsed.id
}

/**
 * What the player can be given to play or queue: a track URI, or an episode URI, which names an episode or
 * an audiobook chapter (chapters play as episodes). Else 400 (another kind) or 404 (unknown), naming the field.
 */
export function playableIdOfUri(catalog: Catalog, uri: string, field: string): string {
  const parsed = parseSpotifyUri(uri)
  if (parsed?.type === 'track') return trackIdOfUri(catalog, uri, field)
  if (parsed?.type !== 'episode')
    throw badRequest(`${field} must hold track or episode URIs like spotify:track:{id}; got '${uri}'`)
  if ((catalog.playable(parsed.id)?.kind ?? 'track') === 'track')
    throw notFound(`Non existing id: no episode or chapter with id '${parsed.id}' (${field})`)
  return parsed.id
}
