import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Notice } from '../../../../electron/contract'
import { createOutbox } from '../../../../electron/core/features/outbox/outbox'
import type { OutboxChange } from '../../../../electron/core/features/outbox/outbox-entries'
import { createOutboxStore } from '../../../../electron/core/features/outbox/outbox-file'
import { systemClock } from '../../../../electron/core/base/ports'

/** One add() of many changes (a long outage's worth at once): each met with the others, kept whole on disk. */
const quiet = { debug() {}, info() {}, warn() {}, error() {} }
const owner = { service: 'demo', userId: 'many' }
const uri = (n: number) => `spotify:track:${String(n).padStart(22, '0')}`

/** An outbox signed out (no API), keeping its file in `dir`, saying nothing but what a test asks of it. */
function outboxIn(dir: string, more: Partial<Parameters<typeof createOutbox>[0]> = {}) {
  return createOutbox({
    clock: systemClock,
    logger: quiet,
    store: createOutboxStore(dir, quiet),
    api: () => undefined,
    serviceName: () => 'the test',
    emit: () => {},
    notice: () => {},
    ...more,
  })
}

describe('outbox.add of many changes at once', () => {
  let dir: string | null = null
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = null
  })

  it('meets each change with those before it in the same lot, and the file holds what waits', async () => {
    dir = mkdtempSync(join(tmpdir(), 'encore-outbox-add-'))
    const outbox = outboxIn(dir)
    outbox.handle('saved', {
      label: (change) => change.uri,
      together: () => true,
      max: 50,
      send: async () => {},
      settled: () => {},
    })
    outbox.sessionChanged(owner, false)
    // 20,000 saves; every tenth takes back the save five before it.
    const changes = Array.from({ length: 20_000 }, (_, n): OutboxChange =>
      n % 10 === 9
        ? { kind: 'saved', uri: uri(n - 5), saved: false, name: null, before: false }
        : { kind: 'saved', uri: uri(n), saved: true, name: null, before: false },
    )
    const ids = outbox.add(changes)
    expect(ids.filter((id) => id === null)).toHaveLength(2_000)
    expect(ids[9], 'a take-back is not kept').toBeNull()
    expect(ids[4], 'the save it took back had an id').toBe('c5')
    const waiting = outbox.entries().map((entry) => (entry.change as { uri: string }).uri)
    const expected = changes.flatMap((change, n) => (n % 10 === 9 || n % 10 === 4 ? [] : [uri(n)]))
    expect(waiting).toEqual(expected)
    expect(outbox.state().entries).toHaveLength(16_000)
    await outbox.idle()
    outbox.dispose()
    const kept = createOutboxStore(dir, quiet).load(owner).document.entries
    expect(kept.map((entry) => entry.id)).toEqual(outbox.entries().map((entry) => entry.id))
  })

  it('asks to sign in first, and says a change no longer waits, in the language spoken', () => {
    dir = mkdtempSync(join(tmpdir(), 'encore-outbox-add-'))
    let language: 'de' | 'ja' = 'ja'
    const outbox = outboxIn(dir, { language: () => language })
    expect(() =>
      outbox.add([{ kind: 'saved', uri: uri(1), saved: true, name: null, before: false }]),
    ).toThrow('まずログインしてください。どのサービスにもログインしていません。')
    outbox.sessionChanged(owner, false)
    language = 'de'
    expect(() => outbox.cancel('c404')).toThrow('Diese Änderung wartet nicht mehr.')
    outbox.dispose()
  })

  it('tells of a file of changes it cannot read in the language spoken', () => {
    dir = mkdtempSync(join(tmpdir(), 'encore-outbox-add-'))
    const path = createOutboxStore(dir, quiet).pathOf(owner)!
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, '{"format":"encore-outbox", cut')
    const notices: Notice[] = []
    const outbox = outboxIn(dir, { language: () => 'de', notice: (notice) => notices.push(notice) })
    outbox.sessionChanged(owner, false)
    expect(notices).toEqual([
      {
        level: 'warning',
        code: 'OUTBOX_UNREADABLE',
        message: `Die Änderungen, die noch gesendet werden sollen, konnten nicht gelesen werden (it is not valid JSON (cut short?)); die Datei wurde als ${path}.corrupt beiseitegelegt.`,
      },
    ])
    outbox.dispose()
  })
})
