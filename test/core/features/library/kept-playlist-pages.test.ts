import { afterEach, describe, expect, it } from 'vitest'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'
import { pageApi } from '../../../support/page-api'

/**
 * A playlist's page read before opens while the service cannot be reached: the copy kept in memory, marked
 * with when it was read (kept-pages.ts), its items from the editor; one never read says it cannot be reached.
 */

let running: EncoreOnEmulator | undefined
afterEach(async () => {
  await running?.close()
  running = undefined
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
})
