import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOOK_AGAIN_MS } from '../../../electron/core/features/soloist/link'
import { live, MINUTE, type DayRun } from '../../support/listening-day'
import { playingOnThisComputer } from './this-computer'

/**
 * The whole of core (createEncore) following the emulator's Soloist stand-in: while it plays, Encore reads
 * nothing of the player; the moment the socket drops, Soloist logs out or another device plays, the player is
 * read at once. The clock stands still while each fallback is awaited, so any read then is the fallback's own
 * (the rhythm's reads wait on the clock).
 */

vi.setConfig({ testTimeout: 60_000 })
let run: DayRun

beforeEach(async () => {
  run = await playingOnThisComputer()
}, 60_000)

afterEach(async () => {
  await run.close()
})

const playerReads = (since: number) =>
  run.emulator.traffic.count({ method: 'GET', path: '/me/player' }) - since
const readsNow = () => run.emulator.traffic.count({ method: 'GET', path: '/me/player' })

/** Minutes shown and focused; the stand-in pushes in real time, so each minute leaves it a moment to. */
async function playFor(minutes: number) {
  for (let minute = 0; minute < minutes; minute++) {
    await live(run, run.clock.now() + MINUTE, 'focused')
    await new Promise((resolve) => setTimeout(resolve, 60))
  }
}

describe('the player on the Soloist feed', () => {
  it('reads nothing of the player while Soloist plays, and follows its tracks', async () => {
    const before = readsNow()
    const first = (await run.encore.api.playback.get()).track?.uri
    await playFor(10)
    expect(playerReads(before)).toBe(0)
    await expect.poll(async () => (await run.encore.api.playback.get()).track?.uri).not.toBe(first)
  })

  it('shows covers of what Soloist plays and of what comes next from its events: no catalog read', async () => {
    const catalogReads = () =>
      run.emulator.traffic
        .entries()
        .filter((entry) => entry.method === 'GET' && /^\/tracks\/[^/]+$/.test(entry.path))
    const queues: { upNext: { album: { images: unknown[] } | null }[] }[] = []
    const stop = run.encore.on('queue.changed', (queue) => queues.push(queue))
    const before = catalogReads().length
    const shown = new Set<string>()
    for (let minute = 0; minute < 10; minute++) {
      await playFor(1)
      const track = (await run.encore.api.playback.get()).track
      if (track) shown.add(track.uri)
    }
    stop()
    expect(shown.size).toBeGreaterThan(1)
    await expect
      .poll(async () => (await run.encore.api.playback.get()).track?.album?.images.length ?? 0)
      .toBeGreaterThan(0)
    // Next up, as the feed told it after each skip: every entry with its cover.
    const lastQueue = queues.at(-1)
    expect(lastQueue?.upNext.length).toBeGreaterThan(0)
    expect(lastQueue?.upNext.every((next) => (next.album?.images.length ?? 0) > 0)).toBe(true)
    expect(catalogReads().length - before).toBe(0)
  })

  it('reads at once when the socket drops, and rests again once the feed is back', async () => {
    const before = readsNow()
    run.emulator.soloist!.dropConnections()
    await expect.poll(() => playerReads(before)).toBe(1)
    // The link connects again after its pause; the feed leads again (the player taken from it at that very
    // time: the clock stands still, so no read can have given it) and the reads stop.
    const reconnectAt = run.clock.now() + LOOK_AGAIN_MS
    await live(run, reconnectAt, 'focused')
    await expect.poll(async () => (await run.encore.api.playback.get()).readAt).toBe(reconnectAt)
    expect(playerReads(before)).toBe(1)
    const back = readsNow()
    await playFor(5)
    expect(playerReads(back)).toBe(0)
  })

  it('reads at once when Soloist says it is logged out', async () => {
    const before = readsNow()
    run.emulator.soloist!.setLoggedIn(false)
    await expect.poll(() => playerReads(before)).toBe(1)
  })

  it('reads at once when another device takes over, and the rhythm goes on', async () => {
    const before = readsNow()
    const other = run.emulator.issueToken().access_token
    const phone = run.emulator.state
      .user(run.emulator.user.id)
      .player.devices.find((d) => d.name === 'Pocket Phone')!
    const moved = await fetch(`${run.emulator.apiUrl}/me/player`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${other}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ device_ids: [phone.id], play: true }),
    })
    expect(moved.ok).toBe(true)
    await expect.poll(() => playerReads(before)).toBe(1)
    await expect.poll(async () => (await run.encore.api.playback.get()).device?.name).toBe('Pocket Phone')
    await playFor(2)
    expect(playerReads(before)).toBeGreaterThan(2)
  })
})
