import { copyFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { apps, dataDir, sharedEmulator, start, until } from '../../../support/outbox-harness'

/**
 * An older copy of the outbox file put back (a backup restored) while what it holds was sent since: the
 * playlist add reaches the service once, not again; the person is told.
 */
describe('the outbox: an older file put back', () => {
  it('sends a playlist add that was sent already no second time', async () => {
    const emulator = await sharedEmulator('outbox-restore')
    const dir = dataDir()
    const first = await start(emulator, dir)
    const made = await first.api.playlists.create({ name: 'Restored' })
    await until(async () => (await first.api.outbox.list()).entries.length === 0, 'the playlist was made')
    const playlist = [...emulator.state.playlists.all()].find((each) => each.name === 'Restored')!
    const tracks = (await first.api.library.tracks({ offset: 0, limit: 2 })).items.map((row) => row.track.uri)
    await first.api.playlists.get({ id: made.id })
    emulator.faults.set({ down: true })
    await first.api.playlists.addItems({ id: made.id, uris: tracks })
    await first.encore.outbox.idle()
    await first.app.close()
    apps.splice(apps.indexOf(first.app), 1)
    const folder = join(dir, 'outbox')
    const name = readdirSync(folder).find((file) => file.endsWith('.json'))!
    // The copy a backup kept while the add waited.
    copyFileSync(join(folder, name), join(dir, 'older-outbox.json'))
    // Whichever of its addresses the client uses for adding items.
    const adds = () =>
      emulator.traffic.count({
        method: 'POST',
        path: new RegExp(`^/playlists/${playlist.id}/(?:tracks|items)$`),
      })

    emulator.faults.set({ down: false })
    emulator.traffic.clear()
    const second = await start(emulator, dir)
    await until(async () => (await second.api.outbox.list()).entries.length === 0, 'the add was sent')
    await second.app.close()
    apps.splice(apps.indexOf(second.app), 1)
    expect(adds()).toBe(1)

    copyFileSync(join(dir, 'older-outbox.json'), join(folder, name))
    const third = await start(emulator, dir)
    await third.encore.outbox.idle()
    expect((await third.api.outbox.list()).entries).toEqual([])
    expect(third.notices.map((notice) => notice.message)).toContain(
      'One change in the outbox file had been sent already (an older copy of the file?); it is not sent again.',
    )
    expect(adds()).toBe(1)
    const items = emulator.state.playlists
      .get(playlist.id)!
      .items.map((item) => `spotify:track:${item.trackId}`)
    expect(items).toEqual(tracks)
  })
})
