import { z } from 'zod'
import { areaSchemas, lyricsSchemas } from '../../../contract'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock, Logger } from '../../base/ports'

/** The lyrics-cache area's schemas, made the first time one is read (schema-areas.ts). */
export const lyricsCacheSchemas = areaSchemas('lyrics-cache', () => {
  /**
   * LRCLIB's answers kept on disk (`lyrics-cache.json` in the data folder, owner-only), so a track is asked for
   * once: its timed lines (as the LRC text), its plain text, that it is instrumental, or that LRCLIB had nothing
   * (asked again after a week: LRCLIB grows). Bounded by entries and characters; the least recently used go
   * first. Failures are never kept here.
   */
  const at = z.number()
  const KeptLyricsSchema = z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('synced'), at, match: lyricsSchemas().LyricsSearchSchema, lrc: z.string() }),
    z.object({ kind: z.literal('plain'), at, match: lyricsSchemas().LyricsSearchSchema, text: z.string() }),
    z.object({ kind: z.literal('instrumental'), at, match: lyricsSchemas().LyricsSearchSchema }),
    z.object({ kind: z.literal('not-found'), at, search: lyricsSchemas().LyricsSearchSchema }),
  ])
  const DocumentSchema = z.object({ version: z.literal(1), entries: z.array(z.unknown()) })
  const EntrySchema = z.object({ key: z.string(), kept: KeptLyricsSchema })

  return { KeptLyricsSchema, at, DocumentSchema, EntrySchema }
})
type Schemas = ReturnType<typeof lyricsCacheSchemas>
export type KeptLyrics = z.infer<Schemas['KeptLyricsSchema']>

export const LYRICS_CACHE_DOCUMENT = 'lyrics-cache.json'
export const NOT_FOUND_ASK_AGAIN_MS = 7 * 24 * 60 * 60 * 1000

export interface LyricsCacheLimits {
  maxEntries: number
  /** Characters of all entries together (about their bytes on disk). */
  maxChars: number
}
/** A few hundred songs' lyrics: about 2 MB lyricsCacheSchemas().at most. */
export const DEFAULT_LYRICS_CACHE_LIMITS: LyricsCacheLimits = { maxEntries: 400, maxChars: 2_000_000 }

export interface LyricsCache {
  /** What is kept for `key`; a not-found older than a week reads as nothing (ask again). */
  get(key: string): KeptLyrics | undefined
  put(key: string, kept: KeptLyrics): void
  readonly size: number
}

export function createLyricsCache(
  documents: JsonDocuments,
  clock: Pick<Clock, 'now'>,
  logger: Logger,
  limits: LyricsCacheLimits = DEFAULT_LYRICS_CACHE_LIMITS,
): LyricsCache {
  /** Oldest use first; each with its size, so the bound is checked without serialising everything. */
  let entries: Map<string, { kept: KeptLyrics; chars: number }> | undefined
  let chars = 0

  const sizeOf = (key: string, kept: KeptLyrics) => key.length + JSON.stringify(kept).length
  // Read when lyrics are first asked for; what a crash left beside it goes lyricsCacheSchemas().at start.
  documents.clearTemporaries(LYRICS_CACHE_DOCUMENT)

  function load(): Map<string, { kept: KeptLyrics; chars: number }> {
    if (entries) return entries
    entries = new Map()
    const document = lyricsCacheSchemas().DocumentSchema.safeParse(documents.read(LYRICS_CACHE_DOCUMENT))
    if (!document.success) return entries
    let dropped = 0
    for (const raw of document.data.entries) {
      const entry = lyricsCacheSchemas().EntrySchema.safeParse(raw)
      if (!entry.success) dropped++
      else remember(entry.data.key, entry.data.kept)
    }
    if (dropped) logger.warn('Unreadable entries of the lyrics cache were dropped', { dropped })
    trim()
    return entries
  }

  function remember(key: string, kept: KeptLyrics) {
    const map = entries!
    const before = map.get(key)
    if (before) chars -= before.chars
    map.delete(key)
    const size = sizeOf(key, kept)
    map.set(key, { kept, chars: size })
    chars += size
  }

  function trim() {
    const map = entries!
    while (map.size > limits.maxEntries || (chars > limits.maxChars && map.size > 0)) {
      const oldest = map.keys().next().value as string
      chars -= map.get(oldest)!.chars
      map.delete(oldest)
    }
  }

  function save() {
    documents.write(LYRICS_CACHE_DOCUMENT, {
      version: 1,
      entries: [...entries!].map(([key, { kept }]) => ({ key, kept })),
    })
  }

  return {
    get(key) {
      const map = load()
      const entry = map.get(key)
      if (!entry) return undefined
      if (entry.kept.kind === 'not-found' && clock.now() - entry.kept.at >= NOT_FOUND_ASK_AGAIN_MS)
        return undefined
      // Used again: the last to go (the order reaches the disk with the next change).
      map.delete(key)
      map.set(key, entry)
      return entry.kept
    },
    put(key, kept) {
      load()
      remember(key, kept)
      trim()
      save()
    },
    get size() {
      return load().size
    },
  }
}
