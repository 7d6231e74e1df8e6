import { spawn } from 'node:child_process'
import * as fs from 'node:fs'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import {
  openHistoryStore,
  historyPathOf,
  type HistoryOwner,
} from '../../../../electron/core/features/history/history-store'
import { createDiskLineFolder, type LineFs } from '../../../../electron/core/features/history/line-files'
import type { IncomingPlay } from '../../../../electron/core/features/history/merge'
import { FROM_PLAYER, FROM_SERVICE, type PlayItems } from '../../../../electron/core/features/history/play'
import { createMemoryLogger } from '../../../support/memory-logger'
import { CRASH_OWNER, CRASH_T0 } from '../../../support/history-writer-child'

const projectRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'encore-history-'))
  made.push(dir)
  return dir
}

const owner: HistoryOwner = { service: 'demo', userId: 'listener' }
const T0 = Date.UTC(2025, 5, 2, 9)
const MIN = 60_000

const itemsOf = (n: number, context: PlayItems['context'] = null): PlayItems => ({
  item: {
    kind: 'track',
    uri: `spotify:track:t${n}`,
    id: `t${n}`,
    name: `Track ${n}`,
    durationMs: 200_000,
    explicit: false,
    album: 'spotify:album:al1',
    artists: [{ id: 'a1', name: 'Artist One', uri: 'spotify:artist:a1' }],
  },
  album: { kind: 'album', uri: 'spotify:album:al1', id: 'al1', name: 'Album One', images: [] },
  context,
})
const playOf = (n: number, at: number, overrides: Partial<IncomingPlay> = {}): IncomingPlay => ({
  at,
  item: `spotify:track:t${n}`,
  context: 'spotify:album:al1',
  playedMs: 180_000,
  sources: FROM_PLAYER,
  device: 'Encore Desktop',
  window: null,
  leftAtMs: null,
  ...overrides,
})
const names = (dir: string) => readdirSync(historyPathOf(dir, owner)).sort()

describe('the history store keeps plays per user in append-only files', () => {
  it('keeps plays and their items, and reads them back after a restart, oldest first', () => {
    const dir = scratch()
    const store = openHistoryStore(dir, owner, createMemoryLogger().logger)
    store.add(playOf(2, T0 + 40 * 24 * 60 * MIN), itemsOf(2))
    store.add(playOf(1, T0), itemsOf(1))
    store.add(playOf(1, T0 + 5 * MIN), itemsOf(1))
    const again = openHistoryStore(dir, owner, createMemoryLogger().logger)
    const plays = again.plays(-Infinity, Infinity)
    expect(plays.map((play) => [play.item.uri, play.at])).toEqual([
      ['spotify:track:t1', T0],
      ['spotify:track:t1', T0 + 5 * MIN],
      ['spotify:track:t2', T0 + 40 * 24 * 60 * MIN],
    ])
    expect(plays[0]?.album?.name).toBe('Album One')
    expect(again.totals()).toEqual({ plays: 3, firstAt: T0, lastAt: T0 + 40 * 24 * 60 * MIN })
    expect(names(dir)).toEqual(['index.json', 'items.jsonl', 'plays-2025-06.jsonl', 'plays-2025-07.jsonl'])
    // Each item once, however often it played.
    const itemLines = readFileSync(join(historyPathOf(dir, owner), 'items.jsonl'), 'utf8')
      .trim()
      .split('\n')
    expect(itemLines).toHaveLength(1 + 3)
  })

  it('files and folder are the owner’s only', () => {
    const dir = scratch()
    openHistoryStore(dir, owner, createMemoryLogger().logger).add(playOf(1, T0), itemsOf(1))
    const folder = historyPathOf(dir, owner)
    expect(statSync(folder).mode & 0o777).toBe(0o700)
    for (const name of names(dir)) expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600)
  })

  it('a play matched later is written again with its number: one play, the later line wins', () => {
    const store = openHistoryStore(undefined, owner, createMemoryLogger().logger)
    const first = store.add(playOf(1, T0), itemsOf(1))
    store.amend(first, { ...first, at: T0 + 1_000, sources: FROM_PLAYER | FROM_SERVICE }, null)
    expect(store.totals().plays).toBe(1)
    expect(store.plays(-Infinity, Infinity).map((play) => [play.at, play.sources])).toEqual([[T0 + 1_000, 3]])
    expect(store.recent(T0).map((play) => play.seq)).toEqual([first.seq])
  })

  it('an item that changed (a playlist renamed) is written again, and the later line wins', () => {
    const store = openHistoryStore(undefined, owner, createMemoryLogger().logger)
    const context = (name: string) => ({
      kind: 'context' as const,
      uri: 'spotify:playlist:p',
      type: 'playlist',
      name,
      images: [],
    })
    store.add(playOf(1, T0), itemsOf(1, context('Old name')))
    store.add(playOf(1, T0 + MIN), itemsOf(1, context('New name')))
    expect(store.items().get('spotify:playlist:p')).toMatchObject({ name: 'New name' })
  })

  it('forgetting erases plays, items and index, keeps the readers’ documents, and a half-done forget finishes at open', () => {
    const dir = scratch()
    const store = openHistoryStore(dir, owner, createMemoryLogger().logger)
    store.add(playOf(1, T0), itemsOf(1))
    store.writeDocument('service.json', { after: T0 })
    store.forget()
    expect(names(dir)).toEqual(['service.json'])
    expect(store.totals().plays).toBe(0)
    expect(store.add(playOf(1, T0 + MIN), itemsOf(1)).seq).toBe(1)

    // A crash after the marker: the next open finishes the erasing.
    writeFileSync(join(historyPathOf(dir, owner), 'forgetting.json'), '{}\n')
    const reopened = openHistoryStore(dir, owner, createMemoryLogger().logger)
    expect(reopened.totals().plays).toBe(0)
    expect(names(dir)).toEqual(['service.json'])
    expect(reopened.readDocument('service.json')).toEqual({ after: T0 })
  })
})

describe('damage and crashes: nothing kept is lost, at most the play being written', () => {
  it('a line cut short at the end is left out, and the next play is written on a line of its own', () => {
    const dir = scratch()
    const store = openHistoryStore(dir, owner, createMemoryLogger().logger)
    store.add(playOf(1, T0), itemsOf(1))
    const file = join(historyPathOf(dir, owner), 'plays-2025-06.jsonl')
    fs.appendFileSync(file, '[2,1748854860000,"spotify:tra')
    const { logger, records } = createMemoryLogger()
    const after = openHistoryStore(dir, owner, logger)
    expect(after.plays(-Infinity, Infinity)).toHaveLength(1)
    after.add(playOf(1, T0 + MIN), itemsOf(1))
    expect(
      openHistoryStore(dir, owner, logger)
        .plays(-Infinity, Infinity)
        .map((play) => play.at),
    ).toEqual([T0, T0 + MIN])
    expect(readFileSync(file, 'utf8')).not.toContain('spotify:tra\n')
    expect(records.filter((record) => record.level === 'warn')).toEqual([])
  })

  it('a write that stops half-way (a simulated crash) loses that play only; the store goes on', () => {
    const dir = scratch()
    let crashAt: number | null = null
    const crashing: LineFs = {
      ...fs,
      writeSync: ((fd: number, buffer: Buffer, offset: number, length: number) => {
        if (crashAt === null) return fs.writeSync(fd, buffer, offset, length)
        fs.writeSync(fd, buffer, offset, Math.floor(length / 2))
        throw new Error('the process died here')
      }) as typeof fs.writeSync,
    }
    const folder = createDiskLineFolder(historyPathOf(dir, owner), crashing)
    const store = openHistoryStore(dir, owner, createMemoryLogger().logger, folder)
    store.add(playOf(1, T0), itemsOf(1))
    store.add(playOf(1, T0 + MIN), itemsOf(1))
    crashAt = 3
    expect(() => store.add(playOf(1, T0 + 2 * MIN), itemsOf(1))).toThrow('the process died here')

    // The next start (a new process): the two kept plays, none torn, and the index caught up.
    const { logger, records } = createMemoryLogger()
    const next = openHistoryStore(dir, owner, logger)
    expect(next.plays(-Infinity, Infinity).map((play) => play.at)).toEqual([T0, T0 + MIN])
    expect(next.totals().plays).toBe(2)
    next.add(playOf(1, T0 + 3 * MIN), itemsOf(1))
    expect(
      openHistoryStore(dir, owner, logger)
        .plays(-Infinity, Infinity)
        .map((play) => play.at),
    ).toEqual([T0, T0 + MIN, T0 + 3 * MIN])
    expect(records.filter((record) => record.level === 'warn')).toEqual([])
  })

  it('a damaged line in the middle is left out (and said), never the plays around it', () => {
    const dir = scratch()
    const store = openHistoryStore(dir, owner, createMemoryLogger().logger)
    for (let n = 0; n < 3; n++) store.add(playOf(1, T0 + n * MIN), itemsOf(1))
    const file = join(historyPathOf(dir, owner), 'plays-2025-06.jsonl')
    const lines = readFileSync(file, 'utf8').split('\n')
    lines[2] = '[2,"not a time"]'
    writeFileSync(file, lines.join('\n'))
    const { logger, records } = createMemoryLogger()
    const after = openHistoryStore(dir, owner, logger)
    expect(after.plays(-Infinity, Infinity).map((play) => play.at)).toEqual([T0, T0 + 2 * MIN])
    expect(records).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'Lines of the listening history could not be read; they are left out',
      }),
    )
  })

  it('a lost index is rebuilt from the files', () => {
    const dir = scratch()
    const store = openHistoryStore(dir, owner, createMemoryLogger().logger)
    store.add(playOf(1, T0), itemsOf(1))
    store.add(playOf(1, T0 + 31 * 24 * 60 * MIN), itemsOf(1))
    rmSync(join(historyPathOf(dir, owner), 'index.json'))
    const after = openHistoryStore(dir, owner, createMemoryLogger().logger)
    expect(after.totals()).toEqual({ plays: 2, firstAt: T0, lastAt: T0 + 31 * 24 * 60 * MIN })
    expect(after.add(playOf(1, T0 + 32 * 24 * 60 * MIN), itemsOf(1)).seq).toBe(3)
  })

  it('killed by SIGKILL while writing: every play it said it kept is there, at most one more, none torn', async () => {
    for (const rounds of [3, 8]) {
      const dir = scratch()
      const kept = await killMidWrite(dir, rounds)
      const { logger, records } = createMemoryLogger()
      const store = openHistoryStore(dir, CRASH_OWNER, logger)
      const plays = store.plays(-Infinity, Infinity)
      expect(plays.length === kept || plays.length === kept + 1).toBe(true)
      plays.forEach((play, n) => {
        expect(play.at).toBe(CRASH_T0 + n * MIN)
        // Its item was written before it: never a stand-in.
        expect(play.item.name.startsWith(`Track ${n} `)).toBe(true)
      })
      store.add({ ...playOf(9, CRASH_T0 + 1000 * MIN), item: 'spotify:track:t9' }, itemsOf(9))
      expect(openHistoryStore(dir, CRASH_OWNER, logger).totals().plays).toBe(plays.length + 1)
      expect(records.filter((record) => record.level === 'warn')).toEqual([])
    }
  }, 60_000)
})

/** Starts the writer child, waits until it said it kept `rounds` plays, then kills it mid-write. */
async function killMidWrite(dataDir: string, rounds: number): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/support/history-writer-child.ts', dataDir],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stderr = ''
  let stdout = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (stdout.includes(`kept ${rounds - 1}\n`)) {
        child.kill('SIGKILL')
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`the writer exited by itself (${code}):\n${stderr}`)))
  })
  expect(await exited).toBe('SIGKILL')
  return stdout.split('\n').filter((line) => line.startsWith('kept ')).length
}

describe('without a data folder (tests), the same in memory', () => {
  it('keeps plays and documents for the run', () => {
    const store = openHistoryStore(undefined, owner, createMemoryLogger().logger)
    store.add(playOf(1, T0), itemsOf(1))
    store.writeDocument('service.json', { after: 1 })
    expect(store.path).toBeNull()
    expect(store.plays(-Infinity, Infinity)).toHaveLength(1)
    expect(store.readDocument('service.json')).toEqual({ after: 1 })
  })
})

describe('month summaries: a year of listening from twelve small files', () => {
  const tallyOf = (store: ReturnType<typeof openHistoryStore>) => store.tally(-Infinity, Infinity)

  it('a month’s summary is made when first asked for, kept, and used while the month is unchanged', () => {
    const dir = scratch()
    const store = openHistoryStore(dir, owner, createMemoryLogger().logger)
    store.add(playOf(1, T0), itemsOf(1))
    store.add(playOf(2, T0 + 40 * 24 * 60 * MIN), itemsOf(2))
    const before = tallyOf(store)
    expect(names(dir)).toContain('summary-2025-06.json')
    // A summary with other counts, as if made before: it is what a second store uses (the month is unchanged).
    const file = join(historyPathOf(dir, owner), 'summary-2025-06.json')
    const kept = JSON.parse(readFileSync(file, 'utf8')) as {
      tally: { tracks: [string, number, number, number][] }
    }
    kept.tally.tracks[0]![1] = 99
    writeFileSync(file, JSON.stringify(kept))
    expect(
      tallyOf(openHistoryStore(dir, owner, createMemoryLogger().logger)).tracks.get('spotify:track:t1')
        ?.plays,
    ).toBe(99)
    expect(before.tracks.get('spotify:track:t1')?.plays).toBe(1)
  })

  it('made again when its month changed, when it cannot be read, and in another time zone', () => {
    const dir = scratch()
    const store = openHistoryStore(dir, owner, createMemoryLogger().logger)
    store.add(playOf(1, T0), itemsOf(1))
    tallyOf(store)
    store.add(playOf(1, T0 + MIN), itemsOf(1))
    expect(tallyOf(store).tracks.get('spotify:track:t1')?.plays).toBe(2)
    const file = join(historyPathOf(dir, owner), 'summary-2025-06.json')
    writeFileSync(file, '{"bytes":')
    expect(
      tallyOf(openHistoryStore(dir, owner, createMemoryLogger().logger)).tracks.get('spotify:track:t1')
        ?.plays,
    ).toBe(2)
    const zone = process.env['TZ']
    try {
      process.env['TZ'] = 'Pacific/Auckland'
      const there = tallyOf(openHistoryStore(dir, owner, createMemoryLogger().logger))
      expect([...there.days.keys()]).toEqual(['2025-06-02'])
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ zone: 'Pacific/Auckland' })
    } finally {
      if (zone === undefined) delete process.env['TZ']
      else process.env['TZ'] = zone
    }
  })

  it('the months at a range’s ends count only their plays inside it', () => {
    const store = openHistoryStore(undefined, owner, createMemoryLogger().logger)
    for (let day = 0; day < 60; day++) store.add(playOf(1, T0 + day * 24 * 60 * MIN), itemsOf(1))
    const from = T0 + 10 * 24 * 60 * MIN
    const to = T0 + 45 * 24 * 60 * MIN
    expect(store.tally(from, to).tracks.get('spotify:track:t1')?.plays).toBe(35)
    expect(store.tally(-Infinity, Infinity).tracks.get('spotify:track:t1')?.plays).toBe(60)
  })

  it('forgetting erases the summaries too', () => {
    const dir = scratch()
    const store = openHistoryStore(dir, owner, createMemoryLogger().logger)
    store.add(playOf(1, T0), itemsOf(1))
    tallyOf(store)
    store.forget()
    expect(names(dir)).toEqual([])
  })
})
