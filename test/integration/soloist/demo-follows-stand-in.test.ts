import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uriOf } from '../../../electron/contract'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../support/encore-on-emulator'
import { tempFolder } from '../../support/temp-folders'

/**
 * The demo as `npm run web` runs it: core made without `options.soloist`, the demo service telling where its
 * Soloist stand-in listens. The soloist service links to it and the engine's following feed leads: picking "This
 * computer" and skipping there reads nothing of the player and sends the skip over Soloist's socket, and Encore's
 * queue hands it its next item the same way.
 */

vi.setConfig({ testTimeout: 60_000 })
const THIS_COMPUTER = 'This computer (Encore)'
let run: EncoreOnEmulator

beforeEach(async () => {
  run = await startEncoreOnEmulator({
    emulator: { soloist: { dataDir: tempFolder('encore-demo-soloist-') } },
  })
  expect((await run.signIn()).status).toBe('signed-in')
  await run.encore.api.playback.setVisible({ viewer: 'main', visible: true, focused: true })
})

afterEach(async () => {
  await run.close()
})

const count = (method: string, path: string | RegExp) => run.emulator.traffic.count({ method, path })

describe('the demo’s Soloist stand-in', () => {
  it('lists "This computer" first, and once picked, its feed leads: no player reads, skips and Encore’s queue over the socket', async () => {
    const devices = await run.encore.api.playback.devices()
    expect(devices[0]?.name).toBe(THIS_COMPUTER)
    const album = [...run.emulator.catalog.albums].sort((a, b) => b.trackIds.length - a.trackIds.length)[0]!
    await run.encore.api.playback.transfer({ deviceId: devices[0]!.id, play: false })
    await run.encore.api.playback.play({ contextUri: `spotify:album:${album.id}` })
    await expect.poll(async () => (await run.encore.api.playback.get()).device?.name).toBe(THIS_COMPUTER)
    // The feed leads once the player shows the album's first track without another read.
    const first = run.emulator.catalog.track(album.trackIds[0]!)!.name
    await expect.poll(async () => (await run.encore.api.playback.get()).track?.name).toBe(first)
    expect((await run.encore.api.soloist.get()).source).toBe('demo')
    await expect.poll(() => run.encore.soloist.link()?.view().source).toBe('soloist')

    const reads = count('GET', '/me/player')
    const webSkips = count('POST', '/me/player/next')
    await run.encore.api.playback.run({ id: 'player.next' })
    const second = run.emulator.catalog.track(album.trackIds[1]!)!.name
    await expect.poll(async () => (await run.encore.api.playback.get()).track?.name).toBe(second)
    expect(count('POST', '/me/player/next')).toBe(webSkips)
    expect(count('GET', '/me/player')).toBe(reads)

    // Encore's queue hands This computer its first item over the socket (add_to_queue), not with a request.
    const other = run.emulator.catalog.albums.find((candidate) => candidate.id !== album.id)!
    const queued = run.emulator.catalog.track(other.trackIds[0]!)!
    const queuePosts = count('POST', '/me/player/queue')
    expect(
      (await run.encore.api.yourQueue.add({ uri: uriOf('track', queued.id), track: null, at: 'end' })).status,
    ).toBe('done')
    await run.encore.api.playback.run({ id: 'player.next' })
    await expect.poll(async () => (await run.encore.api.playback.get()).track?.name).toBe(queued.name)
    expect((await run.encore.api.yourQueue.get()).items).toEqual([])
    expect(count('POST', '/me/player/queue')).toBe(queuePosts)
    expect(count('POST', '/me/player/next')).toBe(webSkips)
  })
})
