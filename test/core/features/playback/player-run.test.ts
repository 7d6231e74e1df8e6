import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PlayerCommandCall, PlayerCommandOutcome } from '../../../../electron/contract'
import { createPlayerControl, type PlayerControl } from '../../../../electron/core/features/playback'
import { startEngineHarness, type EngineHarness } from '../../../support/engine-harness'

let h: EngineHarness
let player: PlayerControl
vi.setConfig({ testTimeout: 30_000 })

/** Runs a command while the shared clock moves, as the emulator's answers need; its outcome. */
async function run(call: PlayerCommandCall): Promise<PlayerCommandOutcome> {
  let outcome: PlayerCommandOutcome | null = null
  const running = player.run(call).then((answer) => (outcome = answer))
  for (let waited = 0; outcome === null && waited < 10_000; waited += 250) await h.advance(250)
  return running
}

/** Plays the first album of the catalog on a device and waits until the engine shows it. */
async function playAlbumOn(device: 'Encore Desktop' | 'Kitchen Speaker' = 'Encore Desktop') {
  expect(await h.asAnotherDevice('PUT', '/me/player', { device_ids: [h.deviceId(device)] })).toBe(204)
  const album = h.emulator.catalog.albums[0]!
  expect(await run({ id: 'player.play', args: { uri: `spotify:album:${album.id}` } })).toEqual({
    status: 'done',
  })
  await h.advance(1_000)
  expect(h.latest()).toMatchObject({ status: 'ok', isPlaying: true })
}

beforeEach(async () => {
  h = await startEngineHarness()
  player = createPlayerControl(h.engine)
  h.signIn()
  h.engine.setVisible('page', true)
  await h.settle()
}, 30_000)
afterEach(async () => {
  await h.close()
})

describe('the player’s commands (PlayerControl.run): toggles decided once by the engine, from what the player shows', () => {
  it('shuffle, repeat and the heart flip from the state shown, predictions included', async () => {
    await playAlbumOn()
    expect(h.latest()).toMatchObject({ shuffle: false, repeat: 'off' })
    // Two quick toggles before any read: on, then off again (the second starts from the first's prediction).
    const first = player.run({ id: 'player.toggleShuffle' })
    expect(h.engine.state().shuffle).toBe(true)
    const second = player.run({ id: 'player.toggleShuffle' })
    expect(h.engine.state().shuffle).toBe(false)
    await h.advance(1_000)
    expect(await first).toEqual({ status: 'done' })
    expect(await second).toEqual({ status: 'done' })
    for (const mode of ['context', 'track', 'off'] as const) {
      expect(await run({ id: 'player.cycleRepeat' })).toEqual({ status: 'done' })
      expect(h.engine.state().repeat).toBe(mode)
    }
    const saved = h.engine.state().saved
    expect(await run({ id: 'player.toggleSaved' })).toEqual({ status: 'done' })
    expect(h.engine.state().saved).toBe(!saved)
  })

  it('mute and back to the last volume heard above zero, as the service keeps it', async () => {
    await playAlbumOn()
    expect(await run({ id: 'player.volumeTo', args: { percent: 40 } })).toEqual({ status: 'done' })
    expect(await run({ id: 'player.toggleMute' })).toEqual({ status: 'done' })
    expect(h.engine.state().device?.volumePercent).toBe(0)
    expect(await run({ id: 'player.toggleMute' })).toEqual({ status: 'done' })
    expect(h.engine.state().device?.volumePercent).toBe(40)
    expect(await run({ id: 'player.volumeBy', args: { delta: 5 } })).toEqual({ status: 'done' })
    expect(h.engine.state().device?.volumePercent).toBe(45)
    // Unmute while audible changes nothing.
    expect(await run({ id: 'player.unmute' })).toEqual({ status: 'done' })
    expect(h.engine.state().device?.volumePercent).toBe(45)
    // Muted by a read (another app muted it): Unmute goes back to the last volume heard, and the service has it.
    expect(await run({ id: 'player.mute' })).toEqual({ status: 'done' })
    await h.advance(1_000)
    expect(await run({ id: 'player.unmute' })).toEqual({ status: 'done' })
    expect(h.engine.state().device?.volumePercent).toBe(45)
    await h.advance(1_000)
    const truth = h.emulator.state
      .user(h.emulator.user.id)
      .player.devices.find((d) => d.name === 'Encore Desktop')
    expect(truth?.volumePercent).toBe(45)
  })
})

describe('the player dispatcher answers how each command went', () => {
  it('refused before sending, with the reason in words and nothing sent', async () => {
    await playAlbumOn('Kitchen Speaker')
    const sent = h.requests().length
    expect(await run({ id: 'player.volumeBy', args: { delta: 5 } })).toEqual({
      status: 'refused',
      reason: 'Kitchen Speaker does not let apps change its volume.',
      code: 'NO_VOLUME',
    })
    // Said where the page shows it too, as the engine says its own refusals.
    expect(h.notices.at(-1)).toEqual({
      level: 'info',
      message: 'Kitchen Speaker does not let apps change its volume.',
      code: 'NO_VOLUME',
    })
    h.emulator.faults.set({ down: true })
    await h.advance(20_000, 500)
    expect(h.latest().status).toBe('offline')
    const before = h.requests().filter((r) => r.method !== 'GET').length
    const next = await run({ id: 'player.next' })
    expect(next).toMatchObject({ status: 'refused', reason: expect.stringContaining('cannot reach') })
    expect(h.requests().filter((r) => r.method !== 'GET').length).toBe(before)
    expect(sent).toBeGreaterThan(0)
  })

  it('refused by the service after sending: the failure’s words, and its code for callers', async () => {
    await playAlbumOn()
    h.emulator.setPremium(false)
    expect(await run({ id: 'player.seekBy', args: { deltaMs: 10_000 } })).toEqual({
      status: 'refused',
      reason: expect.stringContaining('Premium'),
      code: 'PREMIUM_REQUIRED',
    })
  })

  it('asks for a device when nothing plays anywhere', async () => {
    const album = h.emulator.catalog.albums[1]!
    expect(await run({ id: 'player.play', args: { uri: `spotify:album:${album.id}` } })).toMatchObject({
      status: 'refused',
      code: 'CHOOSE_DEVICE',
    })
  })

  it('done once the service took it, and the service has it', async () => {
    await playAlbumOn()
    const track = h.latest().track?.uri
    expect(await run({ id: 'player.next' })).toEqual({ status: 'done' })
    await h.advance(1_000)
    expect((await h.truth())?.item.uri).not.toBe(track)
    expect(await run({ id: 'player.pause' })).toEqual({ status: 'done' })
    expect((await h.truth())?.is_playing).toBe(false)
  })
})
