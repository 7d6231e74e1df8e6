import { z } from 'zod'
import {
  SPOTIFY_ID_PATTERN,
  spotifyLinkKinds,
  uriOf,
  type SpotifyLink,
  type SpotifyUriKind,
} from './spotify-link'
import { areaSchemas } from './schema-areas'

export * from './spotify-link'

/** The links area's schemas, made the first time one is read (schema-areas.ts). */
export const linkSchemas = areaSchemas('links', () => {
  const SpotifyLinkShape = z.strictObject({
    kind: z.enum(spotifyLinkKinds),
    id: z.string().regex(SPOTIFY_ID_PATTERN),
    uri: z.string().max(100),
  }) satisfies z.ZodType<SpotifyLink>
  /** A Spotify link as it crosses the bridge (`app.openLink`): already read by `parseSpotifyLink`. */
  const SpotifyLinkSchema = SpotifyLinkShape.refine(
    (link) => link.uri === uriOf(link.kind, link.id),
    'The URI must name the same kind and id.',
  )
  /** Any kind's URI, the one most of the bridge's methods take. */
  const SpotifyUriSchema = spotifyUriSchema()
  return { SpotifyLinkSchema, SpotifyUriSchema }
})

const URI_SHAPE = /^spotify:[a-z]+:[A-Za-z0-9]+$/
const ANY_URI_WORDS = 'Expected a Spotify URI such as spotify:track:…'

/**
 * A Spotify URI as it crosses the bridge, `spotify:{kind}:{id}` (the one schema of them): of the kinds given
 * only, when given, `words` said otherwise.
 */
export function spotifyUriSchema(kinds?: readonly SpotifyUriKind[], words = ANY_URI_WORDS) {
  // The kinds as part of the pattern rather than a refinement: the same URIs pass (a URI of this shape is of a
  // kind exactly when `isKind` says so), and the bridge's fuzzers can make valid ones from the pattern alone.
  const shape = kinds ? new RegExp(`^spotify:(?:${kinds.join('|')}):[A-Za-z0-9]+$`) : URI_SHAPE
  return z.string().max(200).regex(shape, words)
}
