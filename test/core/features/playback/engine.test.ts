import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { positionAt } from '../../../../electron/contract'
import { PREDICTION_TTL_MS } from '../../../../electron/core/features/playback/overlay'
import { VISIBLE_PLAYING_MS } from '../../../../electron/core/features/playback/read-rhythm'
import { startEngineHarness, type EngineHarness } from '../../../support/engine-harness'

let h: EngineHarness
// Minutes of playback on the manual clock take a few seconds of real HTTP each.
vi.setConfig({ testTimeout: 30_000 })

/** Reads of the player (GET /me/player) the engine sent so far. */
const playerReads = () => h.requests().filter((r) => r.method === 'GET' && r.path === '/me/player').length

/** Signs in, starts the first album of the catalog on a device through the engine, and waits for it. */
async function playAlbumOn(device: 'Encore Desktop' | 'Pocket Phone' = 'Encore Desktop') {
  const album = h.emulator.catalog.albums[0]!
  expect(await h.asAnotherDevice('PUT', '/me/player', { device_ids: [h.deviceId(device)] })).toBe(204)
  await h.engine.run({ kind: 'play', play: { contextUri: `spotify:album:${album.id}` } })
  await h.advance(1_000)
  expect(h.latest()).toMatchObject({
    status: 'ok',
    isPlaying: true,
    context: { uri: `spotify:album:${album.id}` },
  })
  return album
}

beforeEach(async () => {
  h = await startEngineHarness()
}, 30_000)
afterEach(async () => {
  await h.close()
})

describe('the playback engine: reading', () => {
  it('reads nothing while signed out, and says idle once signed in with devices but nothing loaded', async () => {
    await h.advance(10_000, 1_000)
    expect(h.requests()).toEqual([])
    expect(h.engine.state().status).toBe('signed-out')
    h.signIn()
    await h.settle()
    await h.advance(500)
    expect(h.latest()).toMatchObject({
      status: 'idle',
      track: null,
      message: expect.stringContaining('Nothing'),
    })
    expect(h.devices.at(-1)?.map((device) => device.name)).toContain('Encore Desktop')
    h.signOut()
    const before = h.requests().length
    await h.advance(300_000, 10_000)
    expect(h.requests().length).toBe(before)
    expect(h.latest()).toMatchObject({ status: 'signed-out', track: null })
  })

  it('extrapolates progress from the clock between reads, within 500 ms of the service', async () => {
    h.signIn()
    h.engine.setVisible('page', true)
    await h.settle()
    await playAlbumOn()
    await h.advance(3_000, 500)
    const truth = (await h.truth())!
    const shown = positionAt(h.engine.state(), h.clock.now())
    expect(Math.abs(shown - truth.progress_ms)).toBeLessThanOrEqual(500)
  })

  it('reads at the expected end of the track, so the next one shows within 1.5 s', async () => {
    h.signIn()
    h.engine.setVisible('page', true)
    await h.settle()
    await playAlbumOn()
    const first = h.latest().track!
    const remaining = first.durationMs - positionAt(h.latest(), h.clock.now())
    h.engine.setVisible('page', false) // hidden: the track-end read must not depend on the 5 s rhythm
    await h.advance(remaining - 2_000, 1_000)
    await h.advance(3_500, 100)
    const truth = (await h.truth())!
    expect(truth.item.uri).not.toBe(first.uri)
    expect(h.latest().track?.uri).toBe(truth.item.uri)
  })

  it('follows the screen: ~4 reads a minute while shown and playing, few while hidden or paused', async () => {
    h.signIn()
    h.engine.setVisible('page', true)
    await h.settle()
    await playAlbumOn()
    // A long track keeps track ends out of this minute.
    h.emulator.state.user(h.emulator.user.id).player.repeat = 'track'
    let before = playerReads()
    await h.advance(60_000, 200)
    const visiblePlaying = playerReads() - before
    // Every 14 s (read-rhythm.ts): a change elsewhere shows within 15 s, and a day stays within its quota.
    expect(visiblePlaying).toBeGreaterThanOrEqual(4)
    expect(visiblePlaying).toBeLessThanOrEqual(5)

    await h.engine.run({ kind: 'pause' })
    await h.advance(2_000)
    h.engine.setVisible('page', true) // a page renews its word every minute
    before = playerReads()
    await h.advance(60_000, 500)
    h.engine.setVisible('page', true)
    await h.advance(60_000, 500)
    const visiblePaused = playerReads() - before
    expect(visiblePaused).toBeGreaterThanOrEqual(3)
    expect(visiblePaused).toBeLessThanOrEqual(5) // every 30 s

    h.engine.setVisible('page', false)
    await h.advance(1_000)
    before = playerReads()
    await h.advance(600_000, 2_000)
    const hiddenPaused = playerReads() - before
    expect(hiddenPaused).toBeLessThanOrEqual(10) // at most 2 a minute; every 120 s by default
    expect(hiddenPaused).toBeGreaterThanOrEqual(4)
  })

  it('lets a page that vanished without a word stop counting as a viewer after its lease', async () => {
    const presence: boolean[] = []
    h.bus.on('player.presence', ({ anyVisible }) => presence.push(anyVisible))
    h.signIn()
    h.engine.setVisible('page', true)
    await h.settle()
    await playAlbumOn()
    await h.advance(100_000, 1_000) // past the 90 s lease, never renewed
    const before = playerReads()
    h.emulator.state.user(h.emulator.user.id).player.repeat = 'track'
    await h.advance(120_000, 1_000)
    // Hidden and playing: track ends and the hidden rhythm only, far fewer than every 5 s.
    expect(playerReads() - before).toBeLessThanOrEqual(4)
    // The engine told the others on the bus (the library rests while nothing shows Encore).
    expect(presence).toEqual([true, false])
  })

  it('shows a change made on another device within 15 s while shown and focused', async () => {
    h.signIn()
    h.engine.setVisible('page', true)
    await h.settle()
    await playAlbumOn()
    await h.advance(2_000)
    expect(await h.asAnotherDevice('PUT', `/me/player/pause`)).toBe(204)
    const changedAt = h.clock.now()
    while (h.latest().isPlaying && h.clock.now() - changedAt < 30_000) await h.advance(100)
    expect(h.latest().isPlaying).toBe(false)
    expect(h.clock.now() - changedAt).toBeLessThanOrEqual(15_000)
  })
})

describe('the playback engine: commands', () => {
  beforeEach(async () => {
    h.signIn()
    h.engine.setVisible('page', true)
    await h.settle()
  })

  it('shows a command at once, before the service answers, and keeps it once a read confirms it', async () => {
    await playAlbumOn()
    const published = h.states.length
    const pausing = h.engine.run({ kind: 'pause' })
    // Published synchronously, while the request is still on its way.
    expect(h.states.length).toBeGreaterThan(published)
    expect(h.states[published]!.isPlaying).toBe(false)
    await pausing
    await h.advance(2_000)
    expect(h.latest().isPlaying).toBe(false)
    expect((await h.truth())!.is_playing).toBe(false)
    for (const mode of ['context', 'track', 'off'] as const) {
      await h.engine.run({ kind: 'repeat', mode })
      await h.advance(1_000)
      expect(h.latest().repeat).toBe(mode)
    }
    await h.engine.run({ kind: 'shuffle', on: true })
    await h.advance(1_000)
    expect(h.latest().shuffle).toBe(true)
  })

  it('publishes a command once (its prediction): the answer changes nothing the page sees and publishes nothing', async () => {
    await playAlbumOn()
    await h.advance(2_000)
    const from = h.states.length
    const shown = await h.engine.run({ kind: 'pause' })
    expect(h.states.slice(from)).toHaveLength(1)
    expect(h.states[from]).toEqual(shown)
    await h.engine.run({ kind: 'play', play: null })
    expect(h.states.slice(from).map((state) => state.isPlaying)).toEqual([false, true])
  })

  it('rolls a refused command back with a notice in words, and a free account becomes read-only', async () => {
    await playAlbumOn()
    h.emulator.setPremium(false)
    const published = h.states.length
    await h.engine.run({ kind: 'pause' })
    expect(h.states[published]!.isPlaying).toBe(false) // shown at once…
    expect(h.latest().isPlaying).toBe(true) // …and taken back
    expect(h.latest().status).toBe('read-only')
    expect(h.latest().message).toContain('Premium')
    expect(h.notices.at(-1)).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: expect.stringContaining('Premium'),
    })
    expect(h.latest().disallowed.map((entry) => entry.action)).toContain('pause')
    // Refused before sending from now on; reads keep working.
    const sent = h.requests().length
    await h.engine.run({ kind: 'next' })
    expect(h.requests().filter((r) => r.method !== 'GET').length).toBe(
      h
        .requests()
        .slice(0, sent)
        .filter((r) => r.method !== 'GET').length,
    )
    const reads = playerReads()
    await h.advance(VISIBLE_PLAYING_MS + 2_000, 500)
    expect(playerReads()).toBeGreaterThan(reads)
  })

  it('sends at most 4 volume requests a second while a slider moves, and always the last value', async () => {
    await playAlbumOn()
    const volumeSent = () => h.requests().filter((r) => r.path === '/me/player/volume').length
    for (let percent = 40; percent <= 78; percent += 2) {
      h.engine.runLatest({ kind: 'volume', percent })
      expect(h.engine.state().device?.volumePercent).toBe(percent)
      await h.advance(50, 50)
    }
    await h.advance(1_000)
    expect(volumeSent()).toBeLessThanOrEqual(5) // 20 moves over 1 s
    expect(volumeSent()).toBeGreaterThanOrEqual(2)
    const device = h.emulator.state
      .user(h.emulator.user.id)
      .player.devices.find((d) => d.name === 'Encore Desktop')
    expect(device?.volumePercent).toBe(78)
    expect(h.latest().device?.volumePercent).toBe(78)
  })

  it('refuses what the state disallows before sending, with the reason', async () => {
    await playAlbumOn('Pocket Phone')
    await h.engine.run({ kind: 'transfer', deviceId: h.deviceId('Kitchen Speaker'), play: true })
    await h.advance(1_000)
    expect(h.latest().device?.name).toBe('Kitchen Speaker')
    const sent = h.requests().length
    await h.engine.run({ kind: 'volume', percent: 10 })
    expect(h.requests().length).toBe(sent)
    expect(h.notices.at(-1)?.message).toContain('does not let apps change its volume')
    expect(h.latest().disallowed).toContainEqual({
      action: 'volume',
      reason: 'Kitchen Speaker does not let apps change its volume.',
    })
  })

  it('asks the user to choose a device when a play finds none, then plays there once chosen', async () => {
    const album = h.emulator.catalog.albums[1]!
    await h.engine.run({ kind: 'play', play: { contextUri: `spotify:album:${album.id}` } })
    expect(h.notices.at(-1)).toMatchObject({
      code: 'CHOOSE_DEVICE',
      message: expect.stringContaining('Choose where to play'),
    })
    await h.engine.run({ kind: 'transfer', deviceId: h.deviceId('Pocket Phone'), play: true })
    await h.advance(1_000)
    expect(h.latest()).toMatchObject({
      status: 'ok',
      isPlaying: true,
      device: { name: 'Pocket Phone' },
      context: { uri: `spotify:album:${album.id}` },
    })
  })

  it('forgets the waiting play when the user closes the picker without choosing', async () => {
    const album = h.emulator.catalog.albums[1]!
    await h.engine.run({ kind: 'play', play: { contextUri: `spotify:album:${album.id}` } })
    expect(h.notices.at(-1)?.code).toBe('CHOOSE_DEVICE')
    h.engine.cancelWaiting()
    await h.engine.run({ kind: 'transfer', deviceId: h.deviceId('Pocket Phone'), play: false })
    await h.advance(1_000)
    expect(h.latest().context?.uri).not.toBe(`spotify:album:${album.id}`)
  })

  it('queues on the device the user chooses when a queue found none', async () => {
    const track = h.emulator.catalog.tracks[3]!
    await h.engine.addToQueue(`spotify:track:${track.id}`)
    expect(h.notices.at(-1)?.code).toBe('CHOOSE_DEVICE')
    await h.engine.run({ kind: 'transfer', deviceId: h.deviceId('Encore Desktop'), play: true })
    await h.advance(500)
    expect(h.queues.at(-1)?.upNext[0]?.uri).toBe(`spotify:track:${track.id}`)
  })

  it('recovers from "no active device" by moving to the last device used and trying once more', async () => {
    await playAlbumOn()
    await h.engine.run({ kind: 'pause' })
    await h.advance(1_000)
    // The device went to sleep: the service has no active device any more.
    h.emulator.state.user(h.emulator.user.id).player.activeDeviceId = null
    await h.engine.run({ kind: 'play', play: null })
    await h.advance(1_000)
    expect(h.notices.filter((notice) => notice.code === 'CHOOSE_DEVICE')).toEqual([])
    expect(h.latest()).toMatchObject({ isPlaying: true, device: { name: 'Encore Desktop' } })
  })

  it('saves and removes the current track, and knows whether a new track is saved', async () => {
    await playAlbumOn()
    await h.advance(500)
    const track = h.latest().track!
    expect(h.latest().saved).not.toBeNull()
    expect(await h.engine.decide({ id: 'player.setSaved', args: { saved: true } })).toEqual({
      status: 'done',
    })
    expect(h.latest().saved).toBe(true)
    await h.outbox.idle()
    expect(h.emulator.state.user(h.emulator.user.id).library.tracks.has(track.id!)).toBe(true)
    expect(await h.engine.decide({ id: 'player.setSaved', args: { saved: false } })).toEqual({
      status: 'done',
    })
    expect(h.latest().saved).toBe(false)
    await h.outbox.idle()
    expect(h.emulator.state.user(h.emulator.user.id).library.tracks.has(track.id!)).toBe(false)
  })

  it('saves through the library (saved.changed), and follows saves made in the library', async () => {
    await playAlbumOn()
    await h.advance(500)
    const track = h.latest().track!
    expect(await h.engine.decide({ id: 'player.setSaved', args: { saved: true } })).toEqual({
      status: 'done',
    })
    expect(h.savedChanges.at(-1)).toEqual({ uris: [track.uri], saved: true })
    h.bus.emit('saved.changed', { uris: [track.uri], saved: false })
    expect(h.latest().saved).toBe(false)
    h.bus.emit('saved.changed', { uris: ['spotify:track:another'], saved: true })
    expect(h.latest().saved).toBe(false)
  })

  it('saves while rate-limited or offline: shown at once, and sent once the service takes it', async () => {
    await playAlbumOn()
    await h.advance(500)
    const track = h.latest().track!
    const library = () => h.emulator.state.user(h.emulator.user.id).library.tracks
    h.emulator.faults.set({ down: true })
    await h.advance(VISIBLE_PLAYING_MS + 2_000, 500)
    expect(h.latest().status).toBe('offline')
    expect(await h.engine.decide({ id: 'player.setSaved', args: { saved: true } })).toEqual({
      status: 'done',
    })
    expect(h.latest().saved).toBe(true)
    expect(h.notices.filter((notice) => notice.code === 'NETWORK')).toEqual([])
    expect(library().has(track.id!)).toBe(false)
    expect(h.outbox.entries()).toHaveLength(1)
    h.emulator.faults.set({ down: false })
    await h.advance(35_000, 500)
    expect(library().has(track.id!)).toBe(true)
    expect(h.outbox.entries()).toEqual([])
    expect(h.emulator.traffic.count({ method: 'PUT', path: '/me/tracks', status: 200 })).toBe(1)
  })

  it('the last click wins: shuffle on-off-on and repeat off-all-one clicked before the service answers', async () => {
    await playAlbumOn()
    await h.advance(2_000)
    expect(h.latest()).toMatchObject({ shuffle: false, repeat: 'off' })
    h.emulator.faults.set({ latencyMs: 150 })
    const commandsSent = (path: string) => h.requests().filter((r) => r.path === path).length
    const from = h.states.length
    const shuffles = [true, false, true].map((on) => h.engine.run({ kind: 'shuffle', on }))
    const repeats = (['context', 'track'] as const).map((mode) => h.engine.run({ kind: 'repeat', mode }))
    const afterLast = h.states.length
    expect(h.states.slice(from).map((state) => state.shuffle)).toEqual([true, false, true, true, true])
    expect(h.latest().repeat).toBe('track')
    await Promise.all([...shuffles, ...repeats])
    await h.advance(3_000, 200)
    const seen = h.states.slice(afterLast)
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((state) => state.shuffle && state.repeat === 'track')).toBe(true)
    const truth = (await h.truth()) as unknown as { shuffle_state: boolean; repeat_state: string }
    expect(truth).toMatchObject({ shuffle_state: true, repeat_state: 'track' })
    // "On" was on its way when "off" and "on" came: the service already had the last one.
    expect(commandsSent('/me/player/shuffle')).toBe(1)
    expect(commandsSent('/me/player/repeat')).toBe(2)
    h.emulator.faults.set({ latencyMs: 0 })
    await h.advance(PREDICTION_TTL_MS + 1_000, 500)
    expect(h.latest()).toMatchObject({ shuffle: true, repeat: 'track' })
  })

  it('adds to the queue and reads the queue back', async () => {
    await playAlbumOn()
    const queued = h.emulator.catalog.tracks.at(-1)!
    const queue = await h.engine.addToQueue(`spotify:track:${queued.id}`)
    expect(queue.upNext[0]?.uri).toBe(`spotify:track:${queued.id}`)
    expect(h.queues.at(-1)).toEqual(queue)
  })
})

describe('the playback engine: statuses', () => {
  beforeEach(async () => {
    h.signIn()
    h.engine.setVisible('page', true)
    await h.settle()
  })

  it('goes offline keeping the last state, refuses commands, and comes back by itself within 5 s', async () => {
    await playAlbumOn()
    const track = h.latest().track
    h.emulator.faults.set({ down: true })
    await h.advance(VISIBLE_PLAYING_MS + 2_000, 200)
    expect(h.latest()).toMatchObject({ status: 'offline', track: { uri: track!.uri } })
    const sent = h.requests().length
    await h.engine.run({ kind: 'next' })
    expect(h.requests().length).toBe(sent)
    expect(h.notices.at(-1)?.message).toContain('cannot reach')
    h.emulator.faults.set({ down: false })
    const back = h.clock.now()
    while (h.latest().status !== 'ok' && h.clock.now() - back < 10_000) await h.advance(200, 200)
    expect(h.latest().status).toBe('ok')
    expect(h.clock.now() - back).toBeLessThanOrEqual(5_000)
  })

  it('waits out a 429 as rate-limited, with the time it resumes, repeating nothing meanwhile', async () => {
    await playAlbumOn()
    h.emulator.faults.set({ rateLimit: 1 })
    await h.advance(2 * VISIBLE_PLAYING_MS + 2_000, 500)
    const limited = h.latest()
    expect(limited.status).toBe('rate-limited')
    expect(limited.retryAt).toBeGreaterThan(h.clock.now())
    expect(limited.message).toContain('resumes')
    const sent = h.requests().length
    await h.engine.run({ kind: 'pause' })
    expect(h.requests().length).toBe(sent)
    expect(h.notices.at(-1)?.code).toBe('RATE_LIMITED')
    h.emulator.faults.set({ rateLimit: null })
    await h.advance(limited.retryAt! - h.clock.now() + 6_000, 500)
    expect(h.latest().status).toBe('ok')
  })
})
