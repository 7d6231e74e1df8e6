import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createJsonDocuments } from '../../../../electron/core/base/files/json-documents'
import {
  createLyricsCache,
  LYRICS_CACHE_DOCUMENT,
  NOT_FOUND_ASK_AGAIN_MS,
  type KeptLyrics,
} from '../../../../electron/core/features/lyrics/lyrics-cache'
import { createMemoryLogger } from '../../../support/memory-logger'

/** LRCLIB's answers kept on disk: what is kept, for how long, and how much. */

const search = { trackName: 'Song', artistName: 'Artist', albumName: 'Album', durationS: 200 }
const synced = (at: number, lrc = '[00:01.00]words'): KeptLyrics => ({
  kind: 'synced',
  at,
  match: search,
  lrc,
})
const notFound = (at: number): KeptLyrics => ({ kind: 'not-found', at, search })

let dir: string
let now: number
const clock = { now: () => now }

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'encore-lyrics-cache-'))
  now = Date.UTC(2026, 0, 1)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function open(limits = { maxEntries: 400, maxChars: 2_000_000 }) {
  const { logger, lines } = createMemoryLogger()
  const cache = createLyricsCache(createJsonDocuments(dir, logger), clock, logger, limits)
  return { cache, lines }
}

describe('the lyrics cache', () => {
  it('keeps every kind of answer on disk, owner-only, for the next start', () => {
    const kinds: KeptLyrics[] = [
      synced(now),
      { kind: 'plain', at: now, match: search, text: 'words' },
      { kind: 'instrumental', at: now, match: search },
      notFound(now),
    ]
    const first = open().cache
    kinds.forEach((kept, index) => first.put(`k${index}`, kept))
    const file = join(dir, LYRICS_CACHE_DOCUMENT)
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)

    const again = open().cache
    expect(again.size).toBe(4)
    kinds.forEach((kept, index) => expect(again.get(`k${index}`)).toEqual(kept))
    expect(again.get('unknown')).toBeUndefined()
  })

  it('reads "not found" as nothing a week later, so LRCLIB is asked again; found answers stay', () => {
    const { cache } = open()
    cache.put('missing', notFound(now))
    cache.put('found', synced(now))
    now += NOT_FOUND_ASK_AGAIN_MS - 1
    expect(cache.get('missing')?.kind).toBe('not-found')
    now += 1
    expect(cache.get('missing')).toBeUndefined()
    expect(cache.get('found')?.kind).toBe('synced')
  })

  it('is bounded in entries: the least recently used go first', () => {
    const { cache } = open({ maxEntries: 3, maxChars: 1_000_000 })
    for (const key of ['a', 'b', 'c']) cache.put(key, synced(now))
    expect(cache.get('a')).toBeDefined()
    cache.put('d', synced(now))
    expect(cache.size).toBe(3)
    expect(cache.get('b')).toBeUndefined()
    expect(['a', 'c', 'd'].every((key) => cache.get(key))).toBe(true)
    // The bound holds on disk too.
    const onDisk = JSON.parse(readFileSync(join(dir, LYRICS_CACHE_DOCUMENT), 'utf8')) as {
      entries: unknown[]
    }
    expect(onDisk.entries).toHaveLength(3)
  })

  it('is bounded in characters: big lyrics push the oldest out', () => {
    const { cache } = open({ maxEntries: 100, maxChars: 5_000 })
    cache.put('small', synced(now))
    cache.put('big1', synced(now, `[00:01.00]${'x'.repeat(2_000)}`))
    cache.put('big2', synced(now, `[00:01.00]${'y'.repeat(2_000)}`))
    cache.put('big3', synced(now, `[00:01.00]${'z'.repeat(2_000)}`))
    expect(cache.get('small')).toBeUndefined()
    expect(cache.get('big1')).toBeUndefined()
    expect(cache.get('big3')).toBeDefined()
    expect(readFileSync(join(dir, LYRICS_CACHE_DOCUMENT), 'utf8').length).toBeLessThan(6_000)
  })

  it('drops entries it cannot read (saying so) and keeps the others', () => {
    writeFileSync(
      join(dir, LYRICS_CACHE_DOCUMENT),
      JSON.stringify({
        version: 1,
        entries: [
          { key: 'good', kept: synced(now) },
          { key: 'bad kind', kept: { kind: 'maybe', at: now } },
          { key: 'no lrc', kept: { kind: 'synced', at: now, match: search } },
          'not an entry',
        ],
      }),
    )
    const { cache, lines } = open()
    expect(cache.size).toBe(1)
    expect(cache.get('good')).toEqual(synced(now))
    expect(lines.join('\n')).toContain('Unreadable entries of the lyrics cache were dropped')
  })

  it('starts empty from a file that is not JSON or of another version', () => {
    writeFileSync(join(dir, LYRICS_CACHE_DOCUMENT), '{ not json')
    expect(open().cache.size).toBe(0)
    writeFileSync(join(dir, LYRICS_CACHE_DOCUMENT), JSON.stringify({ version: 2, entries: [] }))
    const { cache } = open()
    expect(cache.size).toBe(0)
    cache.put('k', synced(now))
    expect(open().cache.get('k')).toEqual(synced(now))
  })

  it('clears what a crash left beside its file at start, before anything asks for lyrics', () => {
    writeFileSync(join(dir, LYRICS_CACHE_DOCUMENT), '{"entries":[]}')
    const leftover = join(dir, `${LYRICS_CACHE_DOCUMENT}.0123456789ab.tmp`)
    writeFileSync(leftover, 'x'.repeat(10_000))
    open()
    expect(existsSync(leftover)).toBe(false)
    expect(readFileSync(join(dir, LYRICS_CACHE_DOCUMENT), 'utf8')).toBe('{"entries":[]}')
  })
})
