import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Notice, OutboxState } from '../../../electron/contract'
import type { QueuedChange } from '../../../electron/core/outbox/outbox-entries'
import type { OutboxStep } from '../../../electron/core/outbox/outbox-types'
import { startEmulator, type EmulatorHandle } from '../../../electron/emulator'
import {
  SPOTIFY_LIKE_CLIENT_ID,
  startEncoreOnEmulator,
  type EncoreOnEmulator,
} from '../../support/encore-on-emulator'
import { pageApi } from '../../support/page-api'

/**
 * A damaged outbox entry (edited by hand, another version, a disk fault) is set aside with a notice that names
 * it; the others are kept and sent, and the library and the list work (one such entry used to leave Encore half
 * signed in after every restart).
 */

const apps: EncoreOnEmulator[] = []
const emulators: EmulatorHandle[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => {})
  for (const emulator of emulators.splice(0)) await emulator.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'encore-outbox-'))
  dirs.push(dir)
  return dir
}

async function sharedEmulator(seed = 'outbox'): Promise<EmulatorHandle> {
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
async function start(
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
  app.encore.on('outbox.changed', (state) => states.push(state))
  await app.signIn()
  await app.encore.library.service.idle()
  return { app, encore: app.encore, api: pageApi(app.encore), notices, states }
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Tracks in nobody's library yet, and one of the user's followed artists and one they do not follow. */
function items(emulator: EmulatorHandle) {
  const user = emulator.state.demoUser()
  const fresh = emulator.catalog.tracks.filter((track) => !user.library.tracks.has(track.id))
  const artist = emulator.catalog.artists.find((candidate) => !user.follows.artists.has(candidate.id))!
  return { fresh, artist, user }
}

describe('the outbox: a damaged entry', () => {
  it('is set aside (owner-only) with a notice naming it; the others are kept and sent; the list answers', async () => {
    const emulator = await sharedEmulator('outbox-damaged')
    const dir = dataDir()
    const first = await start(emulator, dir)
    const { artist } = items(emulator)
    emulator.faults.set({ down: true })
    await first.api.library.setSaved({ uris: [`spotify:artist:${artist.id}`], saved: true })
    await first.encore.outbox.idle()
    await first.app.close()
    apps.splice(apps.indexOf(first.app), 1)

    const name = readdirSync(join(dir, 'outbox')).find((file) => file.endsWith('.json'))!
    const path = join(dir, 'outbox', name)
    const document = JSON.parse(readFileSync(path, 'utf8')) as { entries: Record<string, unknown>[] }
    const good = document.entries[0]!
    document.entries.unshift({ ...good, id: 'bad-1', change: { kind: 'playlist-create' } })
    document.entries.push({ ...good, id: 'bad-2', queuedAt: 'yesterday' })
    writeFileSync(path, JSON.stringify(document))

    emulator.faults.set({ down: false })
    const second = await start(emulator, dir)
    const notice = second.notices.find((each) => each.code === 'OUTBOX_UNREADABLE')
    expect(notice?.message).toMatch(
      new RegExp(
        `^2 changes waiting to be sent were damaged and left out: making the playlist \\(no name\\); a save of “spotify:artist:${artist.id}”\\. It was set aside as ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.damaged-\\d+; the others are kept\\.$`,
      ),
    )
    await until(async () => (await second.api.outbox.list()).entries.length === 0, 'the good one was sent')
    expect(emulator.state.demoUser().follows.artists.has(artist.id)).toBe(true)
    expect((await second.api.library.playlists({ offset: 0, limit: 10 })).items.length).toBeGreaterThan(0)
    const aside = readdirSync(join(dir, 'outbox')).find((file) => file.includes('.damaged-'))!
    const asidePath = join(dir, 'outbox', aside)
    if (process.platform !== 'win32') expect(statSync(asidePath).mode & 0o777).toBe(0o600)
    expect(
      (JSON.parse(readFileSync(asidePath, 'utf8')) as { id: string }[]).map((entry) => entry.id),
    ).toEqual(['bad-1', 'bad-2'])
    // Written again without them: the next start meets them no more.
    expect(readFileSync(path, 'utf8')).not.toContain('bad-1')
  })
})
