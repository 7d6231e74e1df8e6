import { z } from 'zod'
import { SPOTIFY_ID_PATTERN, spotifyLinkKinds, type SpotifyLink } from './spotify-link'

export * from './spotify-link'

const SpotifyLinkShape = z.strictObject({
  kind: z.enum(spotifyLinkKinds),
  id: z.string().regex(SPOTIFY_ID_PATTERN),
  uri: z.string().max(100),
}) satisfies z.ZodType<SpotifyLink>

/** A Spotify link as it crosses the bridge (`app.openLink`): already read by `parseSpotifyLink`. */
export const SpotifyLinkSchema = SpotifyLinkShape.refine(
  (link) => link.uri === `spotify:${link.kind}:${link.id}`,
  'The URI must name the same kind and id.',
)
