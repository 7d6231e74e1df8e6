import { afterEach, describe, expect, it, vi } from 'vitest'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'
import { pageApi } from '../../../support/page-api'

/**
 * "Saved" is one truth across the player and the library window: the player's heart (and the tray and
 * hotkeys, which call the same command) changes the library's lists, and saving in the library changes the
 * player's heart when it is the track playing. Core against the emulator.
 */
let app: EncoreOnEmulator | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function playingUnsavedTrack() {
  app = await startEncoreOnEmulator()
  await app.signIn()
  await app.encore.library.service.idle()
  const { encore, emulator } = app
  const savedIds = emulator.state.demoUser().library.tracks
  const track = emulator.catalog.tracks.find((candidate) => !savedIds.has(candidate.id))!
  const uri = `spotify:track:${track.id}`
  const desktop = (await pageApi(encore).playback.devices()).find(
    (device) => device.name === 'Encore Desktop',
  )!
  await pageApi(encore).playback.transfer({ deviceId: desktop.id, play: false })
  await pageApi(encore).playback.play({ uris: [uri] })
  await vi.waitFor(async () => {
    const state = await pageApi(encore).playback.get()
    expect(state.track?.uri).toBe(uri)
    expect(state.saved).toBe(false)
  })
  return { encore, emulator, uri, id: track.id }
}

const allSaved = async (running: EncoreOnEmulator) =>
  (await pageApi(running.encore).library.tracks({ offset: 0, limit: 500 })).items.map((row) => row.track.uri)

describe('saved, across the player and the library', () => {
  it('the player’s heart adds the track to Saved tracks and takes it away again', async () => {
    const { encore, uri } = await playingUnsavedTrack()
    expect(await allSaved(app!)).not.toContain(uri)

    expect(await pageApi(encore).playback.run({ id: 'player.setSaved', args: { saved: true } })).toEqual({
      status: 'done',
    })
    expect(await pageApi(encore).library.contains({ uris: [uri] })).toEqual([true])
    await encore.outbox.idle()
    await encore.library.service.idle()
    expect(await allSaved(app!)).toContain(uri)

    expect(await pageApi(encore).playback.run({ id: 'player.setSaved', args: { saved: false } })).toEqual({
      status: 'done',
    })
    expect(await pageApi(encore).library.contains({ uris: [uri] })).toEqual([false])
    expect(await allSaved(app!)).not.toContain(uri)
  })

  it('a heart saved offline shows at once, waits in the outbox, and is sent once the service is back', async () => {
    const { encore, emulator, uri, id } = await playingUnsavedTrack()
    emulator.faults.set({ down: true })
    expect(await pageApi(encore).playback.run({ id: 'player.setSaved', args: { saved: true } })).toEqual({
      status: 'done',
    })
    await encore.outbox.idle()
    const waiting = (await pageApi(encore).outbox.list()).entries
    expect(waiting).toHaveLength(1)
    expect(waiting[0]!.label).toMatch(/^Save “.+” to Your Library$/)
    expect((await pageApi(encore).playback.get()).saved).toBe(true)
    expect(encore.saved.known(uri)).toBe(true)
    expect(emulator.state.demoUser().library.tracks.has(id)).toBe(false)

    emulator.faults.set({ down: false })
    encore.outbox.nudge(['offline', 'service-error'])
    await vi.waitFor(async () => expect((await pageApi(encore).outbox.list()).entries).toEqual([]))
    expect(emulator.state.demoUser().library.tracks.has(id)).toBe(true)
    expect((await pageApi(encore).playback.get()).saved).toBe(true)
    await encore.library.service.idle()
    expect(await allSaved(app!)).toContain(uri)
  })

  it('saving the playing track in the library fills the player’s heart', async () => {
    const { encore, uri } = await playingUnsavedTrack()
    await pageApi(encore).library.setSaved({ uris: [uri], saved: true })
    expect((await pageApi(encore).playback.get()).saved).toBe(true)
    await pageApi(encore).library.setSaved({ uris: [uri], saved: false })
    expect((await pageApi(encore).playback.get()).saved).toBe(false)
  })
})
