import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { OutboxDelta } from '../../electron/contract'
import type { ApiClient } from '../../electron/core/service/api'
import { OWNER_ONLY, writeFileAtomic } from '../../electron/core/base/files/private-files'
import { createOutbox } from '../../electron/core/features/outbox/outbox'
import type { OutboxChange } from '../../electron/core/features/outbox/outbox-entries'
import {
  createOutboxStore,
  emptyOutbox,
  type OutboxStore,
} from '../../electron/core/features/outbox/outbox-file'
import { systemClock } from '../../electron/core/base/ports'
import { figure, type BenchSection } from './bench-kit'

/**
 * The outbox's own cost, without the network: a sender that answers at once (50 saves a request, as the
 * library's saves go), so what is measured is writing the file and telling the page.
 * - Draining a 50,000-entry outbox file: the journal (appends) against the file written whole per batch, as
 *   it was before, measured over the first 5,000 sent (the journal) and the first 500 (written whole: all
 *   50,000 would take many minutes). Each batch still costs time in the size of the queue (the page's view).
 * - The page's events while 5,000 saves are made one by one (service down): what changed against the whole
 *   list each time, as before.
 */
const quiet = { debug() {}, info() {}, warn() {}, error() {} }
const owner = { service: 'demo', userId: 'bench' }
const save = (n: number): OutboxChange => ({
  kind: 'saved',
  uri: `spotify:track:${String(n).padStart(22, '0')}`,
  saved: true,
  name: `Track ${n}`,
  before: false,
})

/** The file written whole and atomically on every change, as the outbox did before its journal. */
export function wholeFileStore(dir: string): OutboxStore {
  const store = createOutboxStore(dir, quiet)
  return {
    ...store,
    save(document) {
      writeFileAtomic(store.pathOf(document.owner)!, `${JSON.stringify(document)}\n`, OWNER_ONLY)
    },
  }
}

function outboxOn(store: OutboxStore, online: () => boolean, emit: (delta: OutboxDelta) => void = () => {}) {
  const outbox = createOutbox({
    clock: systemClock,
    logger: quiet,
    store,
    api: () => (online() ? ({} as ApiClient) : undefined),
    serviceName: () => 'the bench',
    emit,
    notice: () => {},
  })
  outbox.handle('saved', {
    label: (change) => change.uri,
    together: () => true,
    max: 50,
    send: async () => {},
    settled: () => {},
  })
  return outbox
}

/** Changes sent per second from a file of `total` waiting saves, over the first `measured` of them. */
export async function drainRate(store: (dir: string) => OutboxStore, total: number, measured: number) {
  const dir = mkdtempSync(join(tmpdir(), 'encore-bench-outbox-'))
  try {
    // The file as a long outage leaves it (written as one document: adding 50,000 in one go is not measured).
    const entries = Array.from({ length: total }, (_, n) => ({
      id: `c${n + 1}`,
      queuedAt: n,
      change: save(n),
      state: 'waiting' as const,
      uncertain: false,
      alone: false,
    }))
    createOutboxStore(dir, quiet).save({ ...emptyOutbox(owner), next: total + 1, entries })
    const draining = outboxOn(store(dir), () => true)
    const start = performance.now()
    draining.sessionChanged(owner, false)
    while (draining.entries().length > total - measured) {
      await new Promise((resolve) => setImmediate(resolve))
    }
    const seconds = (performance.now() - start) / 1000
    draining.dispose()
    return measured / seconds
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Bytes of `outbox.changed` while `count` saves are made one by one: what was sent, and the whole list. */
export async function eventBytes(count: number) {
  const dir = mkdtempSync(join(tmpdir(), 'encore-bench-outbox-'))
  try {
    let deltas = 0
    let whole = 0
    const outbox = outboxOn(
      createOutboxStore(dir, quiet),
      () => false,
      (delta) => {
        deltas += Buffer.byteLength(JSON.stringify(delta))
      },
    )
    outbox.sessionChanged(owner, false)
    for (let n = 0; n < count; n++) {
      outbox.add([save(n)])
      // What the event carried before: the whole list (and nothing rolled back).
      whole += Buffer.byteLength(JSON.stringify({ entries: outbox.state().entries, rolledBack: [] }))
    }
    await outbox.idle()
    outbox.dispose()
    return { deltas, whole }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export default async function outboxBench(): Promise<BenchSection> {
  const journal = await drainRate((dir) => createOutboxStore(dir, quiet), 50_000, 5_000)
  const before = await drainRate(wholeFileStore, 50_000, 500)
  const events = await eventBytes(5_000)
  return {
    title: 'Outbox: draining 50,000 waiting saves, and the events of 5,000',
    figures: [
      figure('drain of a 50,000-entry file, journal (appends)', journal, 'changes/s'),
      figure('drain of a 50,000-entry file, written whole per batch (before)', before, 'changes/s'),
      figure('outbox.changed for 5,000 saves made one by one, deltas', events.deltas / 2 ** 20, 'MiB'),
      figure(
        'outbox.changed for 5,000 saves made one by one, whole list (before)',
        events.whole / 2 ** 20,
        'MiB',
      ),
    ],
    notes: [
      'A sender that answers at once, 50 saves a request: the outbox’s own cost (files and events), not the network.',
      'Drain rates over the first 5,000 sent (journal) and the first 500 (written whole) of the 50,000.',
      '“Before” is the file written whole and atomically per change, and the event carrying the whole list.',
    ],
  }
}
