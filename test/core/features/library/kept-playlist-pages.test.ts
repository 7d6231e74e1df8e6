import { afterEach, describe, expect, it } from 'vitest'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'
import { tempFolder } from '../../../support/temp-folders'
import { pageApi } from '../../../support/page-api'

/**
 * A playlist's page read before opens while the service cannot be reached: the copy kept in memory, marked
 * with when it was read (kept-pages.ts), its items from the editor; one never read says it cannot be reached.
 */

let running: EncoreOnEmulator | undefined
let emulatorOfRestart: EncoreOnEmulator['emulator'] | undefined
afterEach(async () => {
  await running?.close()
  running = undefined
  await emulatorOfRestart?.close()
  emulatorOfRestart = undefined
})

describe('a playlist page while the service is out of reach', () => {
  it('answers the copy read before, marked, and reads afresh once the service is back', async () => {
    running = await startEncoreOnEmulator()
    await running.signIn()
    const { encore, emulator } = running
    await encore.library.service.idle()
    const api = pageApi(encore)
    const [first, second] = [...emulator.state.playlists.all()].map((playlist) => playlist.id)
    expect(first && second, 'the emulator has two playlists').toBeTruthy()

    const fresh = await api.playlists.get({ id: first! })
    expect(fresh.offlineReadAt).toBeUndefined()
    const items = await api.playlists.items({ id: first!, offset: 0, limit: 50 })

    emulator.faults.set({ down: true })
    const kept = await api.playlists.get({ id: first! })
    expect(kept.name).toBe(fresh.name)
    expect(kept.offlineReadAt).toEqual(expect.any(Number))
    expect((await api.playlists.items({ id: first!, offset: 0, limit: 50 })).items).toEqual(items.items)
    // The emulator's outage answers 503: a service error, out of reach like a network failure.
    await expect(api.playlists.get({ id: second! })).rejects.toMatchObject({ code: 'SERVICE_ERROR' })

    emulator.faults.reset()
    expect((await api.playlists.get({ id: first! })).offlineReadAt).toBeUndefined()
  })

  it('answers the copy read before a restart (kept on disk), with its first items, read only', async () => {
    const dataDir = tempFolder('encore-kept-pages-')
    const first = await startEncoreOnEmulator({ dataDir })
    emulatorOfRestart = first.emulator
    await first.signIn()
    const { emulator } = first
    const playlist = [...emulator.state.playlists.all()].find((each) => each.items.length > 0)!
    const album = emulator.catalog.albums[0]!
    const before = pageApi(first.encore)
    const fresh = await before.playlists.get({ id: playlist.id })
    const items = await before.playlists.items({ id: playlist.id, offset: 0, limit: 50 })
    const albumPage = await before.catalog.album({ id: album.id })
    // Encore stops; the emulator goes on (closed after the test).
    await first.encore.dispose()

    running = await startEncoreOnEmulator({ dataDir, running: emulator })
    await running.signIn()
    emulator.faults.set({ down: true })
    const api = pageApi(running.encore)
    const kept = await api.playlists.get({ id: playlist.id })
    expect(kept).toMatchObject({ name: fresh.name, canEdit: false, offlineReadAt: expect.any(Number) })
    const keptItems = await api.playlists.items({ id: playlist.id, offset: 0, limit: 50 })
    expect(keptItems.items.map((item) => item.track.uri)).toEqual(items.items.map((item) => item.track.uri))
    expect(await api.catalog.album({ id: album.id })).toEqual({
      ...albumPage,
      offlineReadAt: expect.any(Number),
    })

    // Back: read afresh, every item again.
    emulator.faults.reset()
    const again = await api.playlists.get({ id: playlist.id })
    expect(again.offlineReadAt).toBeUndefined()
    expect(again.totalItems).toBe(fresh.totalItems)
  })
})
