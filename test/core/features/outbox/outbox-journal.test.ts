import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { QueuedChange } from '../../../../electron/core/features/outbox/outbox-entries'
import {
  createOutboxStore,
  emptyOutbox,
  OUTBOX_FOLDER,
  type OutboxDocument,
} from '../../../../electron/core/features/outbox/outbox-file'
import { createMemoryLogger } from '../../../support/memory-logger'
import { tempFolder } from '../../../support/temp-folders'

/**
 * The outbox file as a journal: what changed is appended (the queue is not written whole for each change), the
 * whole queue is written again now and then, a last line cut short is set aside and said, and the changes that
 * left are kept apart so that an older copy of the file put back sends none of them again.
 */
const owner = { service: 'demo', userId: 'listener' }
/** Each change one object, as core holds it (what is written again is found by object and fields). */
const made = new Map<number, QueuedChange>()
const save = (n: number): QueuedChange => {
  if (!made.has(n)) made.set(n, change(n))
  return made.get(n)!
}
const change = (n: number): QueuedChange => ({
  id: `c${n}`,
  queuedAt: n,
  change: {
    kind: 'saved',
    uri: `spotify:track:t${String(n).padStart(20, '0')}`,
    saved: true,
    name: null,
    before: false,
  },
  state: 'waiting',
  uncertain: false,
  alone: false,
})
const queue = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => save(from + at))
const doc = (entries: QueuedChange[], next: number): OutboxDocument => ({
  ...emptyOutbox(owner),
  entries,
  next,
})
const lines = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean)
const privately = (path: string) => process.platform === 'win32' || (statSync(path).mode & 0o777) === 0o600

function storeIn(dir = tempFolder('encore-outbox-journal-'), clock = () => 1) {
  const store = createOutboxStore(dir, createMemoryLogger().logger, clock)
  return { dir, store, path: store.pathOf(owner)! }
}

describe('the outbox journal', () => {
  it('appends what changed: the first line stays, one line per change, read back as the queue', () => {
    const { dir, store, path } = storeIn()
    store.load(owner)
    store.save(doc(queue(1, 2_000), 2_001))
    const first = lines(path)[0]
    store.save(doc(queue(1, 2_001), 2_002))
    store.save(doc(queue(51, 2_001), 2_002))
    const written = lines(path)
    expect(written).toHaveLength(3)
    expect(written[0]).toBe(first)
    expect(JSON.parse(written[1]!)).toEqual({ put: [save(2_001)], next: 2_002 })
    expect(JSON.parse(written[2]!)).toEqual({ remove: queue(1, 50).map((entry) => entry.id) })
    expect(privately(path)).toBe(true)
    const again = createOutboxStore(dir, createMemoryLogger().logger).load(owner)
    expect(again).toEqual({ document: doc(queue(51, 2_001), 2_002), problem: null })
  })

  it('writes the whole queue again once the appended lines outgrow it', () => {
    const { store, path } = storeIn()
    store.load(owner)
    let entries = queue(1, 2_500)
    store.save(doc(entries, 2_501))
    const counts: number[] = []
    for (let sent = 0; sent < 45; sent++) {
      entries = entries.slice(50)
      store.save(doc(entries, 2_501))
      counts.push(lines(path).length)
    }
    // Lines grow by one per change, and fall back to one line when written whole.
    expect(counts.some((count, at) => at > 0 && count < counts[at - 1]!)).toBe(true)
    expect(Math.max(...counts)).toBeLessThan(45)
    expect(privately(path)).toBe(true)
  })

  it('a last line cut short (Encore stopped while writing it) is left out, set aside and said; the rest kept', () => {
    const { dir, store, path } = storeIn()
    store.load(owner)
    store.save(doc(queue(1, 3), 4))
    store.save(doc(queue(1, 4), 5))
    writeFileSync(path, `${readFileSync(path, 'utf8')}{"put":[{"id":"c5","queuedAt":5,"cha`, { flag: 'w' })
    const reader = createOutboxStore(dir, createMemoryLogger().logger, () => 42)
    const { document, problem } = reader.load(owner)
    expect(document.entries.map((entry) => entry.id)).toEqual(['c1', 'c2', 'c3', 'c4'])
    expect(problem).toBe(
      `The last change written to the outbox before Encore stopped was cut short and left out; what was written of it was set aside as ${path}.torn-42. The other changes are kept.`,
    )
    expect(readFileSync(`${path}.torn-42`, 'utf8')).toBe('{"put":[{"id":"c5","queuedAt":5,"cha')
    expect(privately(`${path}.torn-42`)).toBe(true)
    // Written whole again: the next start meets it no more, and appends follow whole lines.
    expect(lines(path)).toHaveLength(1)
    reader.save(doc(queue(1, 5), 6))
    expect(createOutboxStore(dir, createMemoryLogger().logger).load(owner)).toEqual({
      document: doc(queue(1, 5), 6),
      problem: null,
    })
  })

  it('one line that cannot be read in the middle loses only itself: the changes after it are kept, it is set aside and said', () => {
    const { dir, store, path } = storeIn()
    store.load(owner)
    store.save(doc([], 1))
    for (let n = 1; n <= 4; n++) store.save(doc(queue(1, n), n + 1))
    const written = lines(path)
    expect(written).toHaveLength(5)
    // The line that added c2 is damaged on disk; c3 and c4 were written after it.
    written[2] = '{"put":[{"id":"c2", damaged'
    writeFileSync(path, `${written.join('\n')}\n`)
    const reader = createOutboxStore(dir, createMemoryLogger().logger, () => 42)
    const { document, problem } = reader.load(owner)
    expect(document.entries.map((entry) => entry.id)).toEqual(['c1', 'c3', 'c4'])
    expect(document.next).toBe(5)
    expect(problem).toBe(
      `One line of the outbox file could not be read and was left out; it was set aside as ${path}.torn-42. The changes written before and after it are kept.`,
    )
    expect(readFileSync(`${path}.torn-42`, 'utf8')).toBe('{"put":[{"id":"c2", damaged')
    expect(privately(`${path}.torn-42`)).toBe(true)
    // Written whole again without it: the next start meets it no more.
    expect(createOutboxStore(dir, createMemoryLogger().logger).load(owner)).toEqual({
      document: doc([save(1), save(3), save(4)], 5),
      problem: null,
    })
  })

  it('an older copy of the file put back sends none of the changes that left since, and gives no id twice', () => {
    const { dir, store, path } = storeIn()
    store.load(owner)
    store.save(doc(queue(1, 3), 4))
    const older = readFileSync(path, 'utf8')
    // c1 and c2 were sent, c4 was made and sent too.
    store.save(doc([save(3), save(4)], 5))
    store.save(doc([save(3)], 5))
    writeFileSync(path, older)
    const { document, problem } = createOutboxStore(dir, createMemoryLogger().logger).load(owner)
    expect(document.entries.map((entry) => entry.id)).toEqual(['c3'])
    expect(document.next).toBe(5)
    expect(problem).toBe(
      '2 changes in the outbox file had been sent already (an older copy of the file?); they are not sent again.',
    )
    const ledger = readdirSync(join(dir, OUTBOX_FOLDER)).find((name) => name.endsWith('.settled'))!
    expect(privately(join(dir, OUTBOX_FOLDER, ledger))).toBe(true)
    expect(existsSync(path)).toBe(true)
  })

  it('says what it left out in the language spoken: a last line cut short in German, changes sent already in Japanese', () => {
    const { dir, store, path } = storeIn()
    store.load(owner)
    store.save(doc(queue(1, 3), 4))
    const older = readFileSync(path, 'utf8')
    writeFileSync(path, `${older}{"put":[{"id":"c4","queuedAt":4,"cha`, { flag: 'w' })
    const german = createOutboxStore(dir, createMemoryLogger().logger, () => 42).load(owner, 'de')
    expect(german.problem).toBe(
      `Die letzte Änderung, die vor dem Beenden von Encore gespeichert wurde, ist unvollständig und wurde ausgelassen; was davon geschrieben war, wurde als ${path}.torn-42 beiseitegelegt. Die anderen Änderungen bleiben erhalten.`,
    )
    // c1 is sent; the older copy put back holds it again.
    const reader = createOutboxStore(dir, createMemoryLogger().logger)
    reader.load(owner)
    reader.save(doc([save(2), save(3)], 4))
    writeFileSync(path, older)
    const japanese = createOutboxStore(dir, createMemoryLogger().logger).load(owner, 'ja')
    expect(japanese.problem).toBe(
      '送信待ちの変更のファイルにある変更 1 件は、すでに送信済みでした（古いコピーのファイルが戻された可能性があります）。もう一度送信することはありません。',
    )
  })
})
