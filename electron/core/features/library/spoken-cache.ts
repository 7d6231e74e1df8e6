import { z } from 'zod'
import { areaSchemas, spokenSchemas, type Image } from '../../../contract'
import type { LibraryData } from './library-data'
import type { SavedAudiobookEntry, SavedEpisodeEntry, SavedShowEntry } from './spoken-library'
import type { UrlCodec } from './url-codec'

/**
 * The podcasts and audiobooks part of the library's cache file (`spoken`, beside the music): followed shows
 * with their unplayed counts, saved episodes and audiobooks, and whether each list was read to the end. A file
 * written before them has none: those lists start empty and the sync reads them. A damaged part is dropped the
 * same way (the music in the file is still good).
 */

/** The spoken-cache area's schemas, made the first time one is read (schema-areas.ts). */
export const spokenCacheSchemas = areaSchemas('spoken-cache', () => {
  const SpokenPartSchema = z.object({
    complete: z.object({ shows: z.boolean(), episodes: z.boolean(), audiobooks: z.boolean() }),
    shows: z.array(z.object({ show: spokenSchemas().ShowSchema, addedAt: z.number().nullable() })),
    episodes: z.array(z.object({ episode: spokenSchemas().EpisodeSchema, addedAt: z.number().nullable() })),
    audiobooks: z.array(
      z.object({ audiobook: spokenSchemas().AudiobookSchema, addedAt: z.number().nullable() }),
    ),
    /** Unplayed counts by show id: [count, of, totalEpisodes, countedAt]. */
    showCounts: z.record(z.string(), z.tuple([z.number(), z.number(), z.number(), z.number()])),
  })
  return { SpokenPartSchema }
})
type Schemas = ReturnType<typeof spokenCacheSchemas>
export type SpokenPart = z.infer<Schemas['SpokenPartSchema']>

type WithImages = { images: Image[] }
const mapImages = <T extends WithImages>(item: T, map: (url: string) => string): T => ({
  ...item,
  images: item.images.map((image) => ({ ...image, url: map(image.url) })),
})

function mapped(data: Pick<LibraryData, 'shows' | 'episodes' | 'audiobooks'>, map: (url: string) => string) {
  return {
    shows: data.shows.map((saved): SavedShowEntry => ({ ...saved, show: mapImages(saved.show, map) })),
    episodes: data.episodes.map((saved): SavedEpisodeEntry => ({
      ...saved,
      episode: {
        ...mapImages(saved.episode, map),
        show: saved.episode.show && mapImages(saved.episode.show, map),
      },
    })),
    audiobooks: data.audiobooks.map((saved): SavedAudiobookEntry => ({
      ...saved,
      audiobook: mapImages(saved.audiobook, map),
    })),
  }
}

/** The spoken part of the file, image addresses on the service's host kept relative. */
export function encodeSpoken(data: LibraryData, codec: UrlCodec): SpokenPart {
  return {
    complete: {
      shows: data.complete.shows,
      episodes: data.complete.episodes,
      audiobooks: data.complete.audiobooks,
    },
    ...mapped(data, codec.pack),
    showCounts: Object.fromEntries(
      [...data.showCounts].map(([id, count]) => [
        id,
        [count.count, count.of, count.totalEpisodes, count.countedAt] as [number, number, number, number],
      ]),
    ),
  }
}

/** Fills the spoken lists of `data` from the file's part, when it has a usable one. */
export function decodeSpoken(raw: unknown, data: LibraryData, codec: UrlCodec): void {
  const parsed = spokenCacheSchemas().SpokenPartSchema.safeParse(raw)
  if (!parsed.success) return
  const part = parsed.data
  Object.assign(data, mapped(part, codec.unpack))
  Object.assign(data.complete, part.complete)
  for (const [id, [count, of, totalEpisodes, countedAt]] of Object.entries(part.showCounts)) {
    data.showCounts.set(id, { count, of, totalEpisodes, countedAt })
  }
}
