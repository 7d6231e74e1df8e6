import { z } from 'zod'
import { SPOTIFY_ID_PATTERN, spotifyLinkKinds, type SpotifyLink } from './spotify-link'

export * from './spotify-link'

/** A Spotify link as it crosses the bridge (`app.openLink`): already read by `parseSpotifyLink`. */
export const SpotifyLinkSchema = z.strictObject({
  kind: z.enum(spotifyLinkKinds),
  id: z.string().regex(SPOTIFY_ID_PATTERN),
  uri: z.string().regex(/^spotify:[a-z]+:[A-Za-z0-9]{22}$/),
}) satisfies z.ZodType<SpotifyLink>
