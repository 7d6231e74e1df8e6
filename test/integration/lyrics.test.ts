import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { PlaybackState } from '../../electron/contract'
import { lyricsKindOf } from '../../electron/emulator/lrclib/generate-lyrics'
import { startBrokenLrclib, type BrokenLrclib } from '../support/broken-lrclib'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../support/encore-on-emulator'
import { pageApi } from '../support/page-api'

/**
 * Lyrics through the whole core (createEncore) on the emulator: off by default and silent, the demo's own
 * LRCLIB while signed in to the demo, the address in Settings otherwise, and a hanging LRCLIB that holds up
 * nothing of the player.
 */

let app: EncoreOnEmulator | undefined
let broken: BrokenLrclib

beforeAll(async () => {
  broken = await startBrokenLrclib()
})
afterAll(async () => broken.close())
afterEach(async () => {
  await app?.close()
  app = undefined
})

const lrclibRequests = (running: EncoreOnEmulator) => running.emulator.traffic.count({ path: /^\/lrclib\// })

/**
 * Plays a track with synced lyrics on "Encore Desktop", as another device would, then signs in: core's first
 * read finds it playing.
 */
async function signInWhileSyncedPlays(running: EncoreOnEmulator): Promise<PlaybackState> {
  const { emulator, encore } = running
  const track = emulator.catalog.tracks.find(
    (record) => lyricsKindOf(emulator.catalog.seed, record) === 'synced',
  )!
  const token = emulator.issueToken().access_token
  const send = (path: string, body: unknown) =>
    fetch(`${emulator.apiUrl}${path}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const device = emulator.state.user(emulator.user.id).player.devices[0]!
  expect((await send('/me/player', { device_ids: [device.id] })).status).toBe(204)
  expect((await send('/me/player/play', { uris: [`spotify:track:${track.id}`] })).status).toBe(204)
  await running.signIn()
  await expect.poll(async () => (await encore.api.playback.get()).track?.id).toBe(track.id)
  return encore.api.playback.get()
}

describe('lyrics in Encore', () => {
  it('are off by default and send nothing; turned on in the demo, they come from the demo service', async () => {
    app = await startEncoreOnEmulator()
    const playing = await signInWhileSyncedPlays(app)
    const settings = await app.encore.api.settings.get()
    expect(settings.values.lyrics).toEqual({ enabled: false, address: 'https://lrclib.net', romanize: false })
    expect(await app.encore.api.lyrics.current()).toEqual({ status: 'off' })
    expect(lrclibRequests(app)).toBe(0)

    await app.encore.api.settings.update({ lyrics: { enabled: true } })
    const lyrics = await app.encore.api.lyrics.current()
    expect(lyrics).toMatchObject({ status: 'synced', trackUri: playing.track!.uri })
    expect(lrclibRequests(app)).toBe(1)
  })

  it('with Spotify, ask the LRCLIB address in Settings: the emulator’s origin followed by /lrclib', async () => {
    app = await startEncoreOnEmulator({ profile: 'spotify' })
    await signInWhileSyncedPlays(app)
    await app.encore.api.settings.update({
      lyrics: { enabled: true, address: `${app.emulator.accountsUrl}/lrclib` },
    })
    expect((await app.encore.api.lyrics.current()).status).toBe('synced')
    expect(app.emulator.traffic.count({ path: '/lrclib/api/get' })).toBe(1)
  })

  it('refuse an address that is not http(s), with words that say what is wanted', async () => {
    app = await startEncoreOnEmulator()
    // As the page sends it: the bridge checks the patch where it enters core.
    const page = pageApi(app.encore)
    for (const address of [
      'file:///etc/lyrics',
      'ftp://lrclib.net',
      'https://user:pw@lrclib.net',
      'lrclib.net',
    ]) {
      await expect(page.settings.update({ lyrics: { address } })).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        details: {
          issues: [
            { path: 'lyrics.address', message: expect.stringMatching(/^Enter the address of an LRCLIB/) },
          ],
        },
      })
    }
    expect((await app.encore.api.settings.get()).values.lyrics.address).toBe('https://lrclib.net')
  })

  it('a hanging LRCLIB holds up nothing of the player', async () => {
    broken.answer({ kind: 'hang' })
    app = await startEncoreOnEmulator({ profile: 'spotify' })
    await signInWhileSyncedPlays(app)
    await app.encore.api.settings.update({ lyrics: { enabled: true, address: broken.address } })
    let lyricsAnswered = false
    const asking = app.encore.api.lyrics.current().finally(() => (lyricsAnswered = true))
    await expect.poll(() => broken.requests.length).toBeGreaterThan(0)
    await app.encore.api.playback.run({ id: 'player.pause' })
    await app.emulator.traffic.when({ method: 'PUT', path: '/me/player/pause', status: 204 })
    expect(lyricsAnswered).toBe(false)
    await app.encore.api.settings.update({ lyrics: { enabled: false } })
    expect(await asking).toEqual({ status: 'off' })
  })
})
