import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { applyOutboxDelta, type Notice, type OutboxState } from '../../electron/contract'
import type { QueuedChange } from '../../electron/core/features/outbox/outbox-entries'
import { replay } from '../../electron/core/features/outbox/outbox-journal'
import type { OutboxStep } from '../../electron/core/features/outbox/outbox-types'
import { startEmulator, type EmulatorHandle } from '../../electron/emulator'
import { SPOTIFY_LIKE_CLIENT_ID, startEncoreOnEmulator, type EncoreOnEmulator } from './encore-on-emulator'
import { pageApi } from './page-api'

/**
 * The outbox's tests against the emulator, the whole of core with a data folder: their emulators, data folders
 * and apps, all closed after each test (the `afterEach` is registered by the module that imports this).
 */
/** The apps closed after each test; a test that closes one itself takes it out. */
export const apps: EncoreOnEmulator[] = []
const emulators: EmulatorHandle[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => {})
  for (const emulator of emulators.splice(0)) await emulator.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

export function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'encore-outbox-'))
  dirs.push(dir)
  return dir
}

export async function sharedEmulator(seed = 'outbox'): Promise<EmulatorHandle> {
  const emulator = await startEmulator({
    size: 'small',
    seed,
    autoApprove: true,
    extraClientIds: [SPOTIFY_LIKE_CLIENT_ID],
  })
  emulators.push(emulator)
  return emulator
}

/** Core on `emulator` (left running on close), signed in to the demo, its library read. */
export async function start(
  emulator: EmulatorHandle,
  dir: string,
  crashAt?: (step: OutboxStep, change: QueuedChange) => boolean,
) {
  const app = await startEncoreOnEmulator({
    running: emulator,
    dataDir: dir,
    account: { api: { scheduler: { budget: 5_000 } }, ...(crashAt ? { outboxCrashAt: crashAt } : {}) },
  })
  apps.push(app)
  const notices: Notice[] = []
  const states: OutboxState[] = []
  app.encore.on('notice', (notice) => notices.push(notice))
  // The list after each change, as a page that follows every change holds it.
  app.encore.on('outbox.changed', (delta) => {
    const next = applyOutboxDelta(states.at(-1) ?? null, delta)
    if (!next) throw new Error(`the outbox's change ${delta.revision} does not follow the last one`)
    states.push(next)
  })
  await app.signIn()
  await app.encore.library.service.idle()
  return { app, encore: app.encore, api: pageApi(app.encore), notices, states }
}

export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  ms = 10_000,
): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Tracks in nobody's library yet, and one of the user's followed artists and one they do not follow. */
export function items(emulator: EmulatorHandle) {
  const user = emulator.state.demoUser()
  const fresh = emulator.catalog.tracks.filter((track) => !user.library.tracks.has(track.id))
  const artist = emulator.catalog.artists.find((candidate) => !user.follows.artists.has(candidate.id))!
  return { fresh, artist, user }
}

/** What an outbox file holds once its journal is read: the first line's document with what followed applied. */
export function outboxFileDocument(path: string): {
  format: string
  version: number
  owner: unknown
  next: number
  entries: QueuedChange[]
  parts: Record<string, unknown>
} {
  const [first = '', ...rest] = readFileSync(path, 'utf8').split('\n')
  const start = JSON.parse(first) as ReturnType<typeof outboxFileDocument>
  const { entries, next, parts } = replay(start, rest)
  return { ...start, entries, next, parts }
}
