import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPlayerControl, type PlayerControl } from '../../../../electron/core/features/playback'
import { startEngineHarness, type EngineHarness } from '../../../support/engine-harness'

let h: EngineHarness
let player: PlayerControl
vi.setConfig({ testTimeout: 30_000 })

beforeEach(async () => {
  h = await startEngineHarness()
  player = createPlayerControl(h.engine)
}, 30_000)
afterEach(async () => {
  await h.close()
})

/**
 * The playback feature's control answers each call's own outcome: the refusal in the words of the notice the
 * page shows, so the command line, the tray and the library need not listen for notices.
 */
describe('PlayerControl', () => {
  it('answers a refused read of the devices with the notice’s words, and the devices once signed in', async () => {
    const refused = await player.devices()
    expect(refused.outcome).toEqual({
      status: 'refused',
      reason: h.notices.at(-1)?.message,
      code: h.notices.at(-1)?.code ?? null,
    })
    expect(refused.outcome).toMatchObject({ reason: expect.stringContaining('Sign in') })
    h.signIn()
    await h.settle()
    const read = await player.devices()
    expect(read.outcome).toEqual({ status: 'done' })
    expect(read.value.map((device) => device.name)).toContain('Pocket Phone')
  })

  it('answers a queue with no device playing as the device question, then queues once moved to one', async () => {
    h.signIn()
    await h.settle()
    const track = h.emulator.catalog.tracks[3]!
    const uri = `spotify:track:${track.id}`
    const noDevice = await player.addToQueue({ uri })
    expect(noDevice).toEqual({ status: 'refused', reason: h.notices.at(-1)?.message, code: 'CHOOSE_DEVICE' })
    h.engine.cancelWaiting()
    expect(await player.transfer({ deviceId: h.deviceId('Encore Desktop') })).toEqual({ status: 'done' })
    await h.advance(500)
    expect(await player.addToQueue({ uri })).toEqual({ status: 'done' })
    const queue = await player.queue()
    expect(queue.outcome).toEqual({ status: 'done' })
    expect(queue.value.map((next) => next.uri)).toContain(uri)
  })

  it('plays what the library names, and runs a command by id through the dispatcher, answering its outcome', async () => {
    expect(await player.run({ id: 'player.next' })).toMatchObject({ status: 'refused' })
    h.signIn()
    await h.settle()
    expect(await player.transfer({ deviceId: h.deviceId('Pocket Phone') })).toEqual({ status: 'done' })
    const album = h.emulator.catalog.albums[0]!
    await player.play({ contextUri: `spotify:album:${album.id}` })
    await h.advance(1_000)
    expect(player.state()).toMatchObject({ isPlaying: true, context: { uri: `spotify:album:${album.id}` } })
    expect(await player.run({ id: 'player.toggle' })).toEqual({ status: 'done' })
    await h.advance(1_000)
    expect(player.state().isPlaying).toBe(false)
  })
})
