import { z } from 'zod'
import { mediaSchemas, pageOf } from './media'
import { spokenSchemas } from './spoken-schemas'
import { areaSchemas } from './schema-areas'

/** Music, podcasts (shows and episodes) and audiobooks (none where the service does not sell them). */
export const searchKinds = ['track', 'album', 'artist', 'playlist', 'show', 'episode', 'audiobook'] as const
export type SearchKind = (typeof searchKinds)[number]

/** A market: an ISO 3166-1 alpha-2 code, or `from_token` (the signed-in user's country). */
export const marketSchemas = areaSchemas('market', () => ({
  MarketSchema: z
    .string()
    .regex(/^(?:[A-Z]{2}|from_token)$/, 'A market is a two-letter country code such as SE, or from_token.'),
}))

/** Search's schemas, made the first time `search.query` is checked (the tray never searches). */
export const searchSchemas = areaSchemas('search', () => {
  const input = z.strictObject({
    /** Keywords with optional field filters (`artist:`, `album:`, `year:1990-1999`, `genre:`, `tag:new`). */
    query: z
      .string()
      .trim()
      .min(1, 'Type something to search for.')
      .max(500, 'A search is at most 500 characters.'),
    kinds: z
      .array(z.enum(searchKinds))
      .min(1, 'Choose at least one kind of result.')
      .refine((kinds) => new Set(kinds).size === kinds.length, 'Name each kind of result once.'),
    /** Results per kind. */
    limit: z.number().int().min(1).max(50).default(10),
    offset: z.number().int().min(0).max(999).default(0),
    market: marketSchemas().MarketSchema.optional(),
  })
  const results = z.object({
    tracks: pageOf(mediaSchemas().TrackSchema).optional(),
    albums: pageOf(mediaSchemas().AlbumSchema).optional(),
    artists: pageOf(mediaSchemas().ArtistSchema).optional(),
    playlists: pageOf(mediaSchemas().PlaylistSchema).optional(),
    shows: pageOf(spokenSchemas().ShowSchema).optional(),
    episodes: pageOf(spokenSchemas().EpisodeSchema).optional(),
    audiobooks: pageOf(spokenSchemas().AudiobookSchema).optional(),
  })
  return { input, results }
})
export type SearchInput = z.input<ReturnType<typeof searchSchemas>['input']>
export type SearchResults = z.infer<ReturnType<typeof searchSchemas>['results']>
