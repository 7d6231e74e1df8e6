import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { encodeCache, urlCodecFor } from '../../../../electron/core/features/library/cache-format'
import { emptyLibrary } from '../../../../electron/core/features/library/library-data'
import {
  CACHE_FOLDER,
  cacheFileName,
  createLibraryCacheStore,
} from '../../../../electron/core/features/library/cache-store'
import { createMemoryLogger } from '../../../support/memory-logger'
import { startWriterChild } from '../../../support/writer-child'

const owner = { service: 'demo', userId: 'listener' }
const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const temporariesIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.tmp'))

/**
 * Starts the cache writer and kills it with SIGKILL as soon as one of its temporary files shows in the
 * folder; answers the temporaries the kill left (none when the write had just finished).
 */
async function killDuringWrite(dataDir: string): Promise<string[]> {
  const folder = join(dataDir, CACHE_FOLDER)
  const writer = startWriterChild('test/support/torn-cache-write-child.ts', dataDir)
  // After a first whole round, so a whole cache sits beside the write that is cut short.
  await writer.roundDone(0)
  for (let polls = 0; polls < 20_000; polls++) {
    let entries: string[] = []
    try {
      entries = temporariesIn(folder)
    } catch {
      // The folder is being made.
    }
    if (entries.length) break
    await new Promise((resolve) => setImmediate(resolve))
  }
  expect(await writer.kill()).toBe('SIGKILL')
  return temporariesIn(folder)
}

describe('the library cache store', () => {
  it('removes what a write killed by SIGKILL left in its folder at the next start; the cache itself is whole', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'encore-cache-kill-'))
    made.push(dataDir)
    let left: string[] = []
    // The kill lands inside a write nearly always; a few tries make sure one did.
    for (let attempt = 0; attempt < 5 && !left.length; attempt++) left = await killDuringWrite(dataDir)
    expect(left.length, 'a kill landed inside a write and left its temporary file').toBeGreaterThan(0)

    const { logger, records } = createMemoryLogger()
    const store = createLibraryCacheStore(dataDir, logger)
    expect(temporariesIn(join(dataDir, CACHE_FOLDER))).toEqual([])
    const loaded = store.load(owner, urlCodecFor(null))
    expect(loaded && 'data' in loaded ? loaded.data.tracks.length : loaded).toBe(60_000)
    expect(records.filter((record) => record.level !== 'debug')).toEqual([])
  }, 120_000)

  it('sets a damaged cache aside owner-only, whatever mode it had', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'encore-cache-aside-'))
    made.push(dataDir)
    mkdirSync(join(dataDir, CACHE_FOLDER))
    const path = join(dataDir, CACHE_FOLDER, cacheFileName(owner))
    writeFileSync(path, '{"format":"encore-library","version":1,"tracks":[["cut short', { mode: 0o644 })
    const store = createLibraryCacheStore(dataDir, createMemoryLogger().logger)
    expect(store.load(owner, urlCodecFor(null))).toEqual({
      problem: expect.stringMatching(/^it is not JSON/),
    })
    expect(readdirSync(join(dataDir, CACHE_FOLDER))).toEqual([`${cacheFileName(owner)}.corrupt`])
    if (process.platform !== 'win32') expect(statSync(`${path}.corrupt`).mode & 0o777).toBe(0o600)
  })

  it('reads a cache off the thread as `load` does; a damaged one is left for `load`, which sets it aside', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'encore-cache-soon-'))
    made.push(dataDir)
    const store = createLibraryCacheStore(dataDir, createMemoryLogger().logger)
    const codec = urlCodecFor(null)
    expect(await store.loadSoon(owner, codec)).toBeNull()
    const data = emptyLibrary()
    data.complete.tracks = true
    expect(store.save(owner, data, codec, 99)).toBe(true)
    const soon = await store.loadSoon(owner, codec)
    expect(soon?.savedAt).toBe(99)
    expect(soon?.data.complete.tracks).toBe(true)
    expect(soon).toEqual(store.load(owner, codec))

    const path = join(dataDir, CACHE_FOLDER, cacheFileName(owner))
    writeFileSync(path, encodeCache(data, { ...owner, userId: 'someone-else' }, 1, codec))
    expect(await store.loadSoon(owner, codec)).toBeNull()
    expect(readdirSync(join(dataDir, CACHE_FOLDER))).toEqual([cacheFileName(owner)])
    expect(store.load(owner, codec)).toEqual({ problem: expect.stringMatching(/another user or service/) })
    expect(readdirSync(join(dataDir, CACHE_FOLDER))).toEqual([`${cacheFileName(owner)}.corrupt`])
  })
})
