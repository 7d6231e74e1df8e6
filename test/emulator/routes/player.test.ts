import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { type ApiClient, clientWithScopes, startTestEmulator } from '../../support/emulator'
import {
  albumWith,
  devicesOf,
  expectError,
  expectNoContent,
  playAlbumOnComputer,
  playback,
  send,
  someTrackIds,
  trackOf,
  trackUri,
} from '../user-state-support'

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeEach(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterEach(() => emulator.close())

/** Starts an album of at least `min` tracks on the computer; answers the album record. */
const playAlbum = (min = 4, extra: Record<string, unknown> = {}) =>
  playAlbumOnComputer(emulator, api, min, extra)

const command = (method: string, path: string, body?: unknown) => send(api, method, path, body)

describe('with nothing active', () => {
  it('GET /me/player and /currently-playing answer 204; no device is active', async () => {
    expectNoContent(await api.get('/me/player'))
    expectNoContent(await api.get('/me/player/currently-playing'))
    const { all } = await devicesOf(api)
    expect(all.some((device) => device.is_active)).toBe(false)
  })

  it('commands without a device answer 404 NO_ACTIVE_DEVICE', async () => {
    const noDevice = { reason: 'NO_ACTIVE_DEVICE', message: /No active device/ }
    expectError(await command('PUT', '/me/player/play'), 404, noDevice)
    expectError(await command('PUT', '/me/player/pause'), 404, noDevice)
    expectError(await command('POST', '/me/player/next'), 404, noDevice)
    expectError(await command('POST', '/me/player/previous'), 404, noDevice)
    expectError(await command('PUT', '/me/player/seek?position_ms=1000'), 404, noDevice)
    expectError(await command('PUT', '/me/player/repeat?state=track'), 404, noDevice)
    expectError(await command('PUT', '/me/player/shuffle?state=true'), 404, noDevice)
    expectError(await command('PUT', '/me/player/volume?volume_percent=50'), 404, noDevice)
  })
})

describe('devices', () => {
  it('a computer, a smartphone, a fixed-volume speaker and a restricted device, with stable ids', async () => {
    const devices = await devicesOf(api)
    expect(devices.all.map((device) => device.type).sort()).toEqual([
      'Computer',
      'Smartphone',
      'Speaker',
      'TV',
    ])
    expect(devices.speaker).toMatchObject({ type: 'Speaker', volume_percent: null, supports_volume: false })
    expect(devices.restricted.is_restricted).toBe(true)
    expect(devices.computer).toMatchObject({ is_restricted: false, supports_volume: true })
    for (const device of devices.all) expect(device.id).toMatch(/^[0-9a-f]{40}$/)
    const again = await devicesOf(api)
    expect(again.all.map((device) => device.id)).toEqual(devices.all.map((device) => device.id))
  })

  it('the restricted device refuses commands; an unknown device id is 404', async () => {
    const { restricted } = await devicesOf(api)
    const album = albumWith(emulator, 2)
    const body = { context_uri: `spotify:album:${album.id}` }
    expectError(await command('PUT', `/me/player/play?device_id=${restricted.id}`, body), 403, {
      reason: 'UNKNOWN',
      message: /Restriction violated/,
    })
    expectError(await command('PUT', '/me/player', { device_ids: [restricted.id] }), 403, {
      reason: 'UNKNOWN',
    })
    expectError(await command('PUT', `/me/player/volume?volume_percent=10&device_id=${restricted.id}`), 403, {
      reason: 'UNKNOWN',
    })
    expectError(await command('PUT', '/me/player/play?device_id=nosuchdevice', body), 404, {
      reason: 'UNKNOWN',
      message: /Device not found/,
    })
    expectError(await command('PUT', '/me/player', { device_ids: ['nosuchdevice'] }), 404, {
      reason: 'UNKNOWN',
    })
  })
})

describe('PUT /me/player/play', () => {
  it('starts an album context on the given device: first track, progress 0, playing', async () => {
    const album = await playAlbum()
    const state = await playback(api)
    expect(state).toMatchObject({
      is_playing: true,
      progress_ms: 0,
      repeat_state: 'off',
      shuffle_state: false,
      currently_playing_type: 'track',
      timestamp: emulator.clock.now(),
      context: { type: 'album', uri: `spotify:album:${album.id}` },
      item: { id: album.trackIds[0] },
      device: { type: 'Computer', is_active: true },
    })
    const current = await api.get<{ item: { id: string }; is_playing: boolean }>(
      '/me/player/currently-playing',
    )
    expect(current.status).toBe(200)
    expect(current.body).toMatchObject({ item: { id: album.trackIds[0] }, is_playing: true })
  })

  it('offset by position or by uri, and position_ms', async () => {
    const album = await playAlbum(4, { offset: { position: 2 }, position_ms: 5_000 })
    expect(await playback(api)).toMatchObject({ item: { id: album.trackIds[2] }, progress_ms: 5_000 })
    const uri = trackUri(album.trackIds[3] as string)
    expectNoContent(
      await command('PUT', '/me/player/play', { context_uri: `spotify:album:${album.id}`, offset: { uri } }),
    )
    expect((await playback(api)).item.id).toBe(album.trackIds[3])
  })

  it('a start position beyond the track length starts the next song', async () => {
    const album = albumWith(emulator, 3)
    const first = trackOf(emulator, album.trackIds[0] as string)
    await playAlbum(3, { position_ms: first.durationMs + 1_000 })
    expect(await playback(api)).toMatchObject({
      item: { id: album.trackIds[1] },
      progress_ms: 0,
      is_playing: true,
    })
  })

  it('plays a playlist context, an artist context and a list of uris', async () => {
    const { computer } = await devicesOf(api)
    const playlistId = emulator.state.demoUser().playlists[0]?.id as string
    const playlist = emulator.state.playlists.get(playlistId)
    expectNoContent(
      await command('PUT', `/me/player/play?device_id=${computer.id}`, {
        context_uri: `spotify:playlist:${playlistId}`,
      }),
    )
    expect(await playback(api)).toMatchObject({
      context: { type: 'playlist', uri: `spotify:playlist:${playlistId}` },
      item: { id: playlist?.items[0]?.trackId },
    })

    const artist = emulator.catalog.artists.find((record) => record.albumIds.length > 0)
    expectNoContent(await command('PUT', '/me/player/play', { context_uri: `spotify:artist:${artist?.id}` }))
    const byArtist = await playback(api)
    expect(byArtist.context).toMatchObject({ type: 'artist', uri: `spotify:artist:${artist?.id}` })
    expect(trackOf(emulator, byArtist.item.id).artistIds).toContain(artist?.id)

    const ids = someTrackIds(emulator, 3, 7)
    expectNoContent(
      await command('PUT', '/me/player/play', { uris: ids.map(trackUri), offset: { position: 1 } }),
    )
    expect(await playback(api)).toMatchObject({ context: null, item: { id: ids[1] } })
  })

  it('refuses bad bodies with 400 and unknown contexts with 404', async () => {
    const { computer } = await devicesOf(api)
    const play = (body: unknown) => command('PUT', `/me/player/play?device_id=${computer.id}`, body)
    const album = albumWith(emulator, 2)
    const artist = emulator.catalog.artists[0]?.id as string
    const albumUri = `spotify:album:${album.id}`
    expectError(await play({ context_uri: albumUri, uris: [trackUri(album.trackIds[0] as string)] }), 400, {
      message: /both/,
    })
    expectError(await play({ context_uri: `spotify:artist:${artist}`, offset: { position: 1 } }), 400, {
      message: /offset/,
    })
    expectError(await play({ offset: { position: 0 } }), 400, { message: /offset/ })
    expectError(await play({ context_uri: albumUri, offset: { position: 99 } }), 400, {
      message: /offset.position/,
    })
    expectError(await play({ context_uri: albumUri, offset: { uri: 'spotify:track:elsewhere' } }), 400, {
      message: /offset.uri/,
    })
    expectError(await play({ context_uri: albumUri, offset: { position: 0, uri: albumUri } }), 400, {
      message: /offset/,
    })
    expectError(await play({ context_uri: albumUri, offset: {} }), 400, { message: /offset/ })
    expectError(await play({ context_uri: 'spotify:track:abc' }), 400, { message: /context_uri/ })
    expectError(await play({ context_uri: 'not a uri' }), 400, { message: /context_uri/ })
    expectError(await play({ context_uri: 'spotify:album:nosuchalbum' }), 404)
    expectError(await play({ uris: ['spotify:album:abc'] }), 400, { message: /uris/ })
    expectError(await play({ uris: [] }), 400, { message: /uris/ })
    expectError(await play({ uris: ['spotify:track:nosuchtrack'] }), 404)
    expectError(await play({ context_uri: albumUri, position_ms: -1 }), 400, { message: /position_ms/ })
    expectError(await play({ context_uri: albumUri, position_ms: 'soon' }), 400, { message: /position_ms/ })
    expectNoContent(await api.get('/me/player'))
  })

  it('an empty playlist cannot be played', async () => {
    const created = await send<{ id: string }>(api, 'POST', '/me/playlists', { name: 'Empty' })
    const { computer } = await devicesOf(api)
    expectError(
      await command('PUT', `/me/player/play?device_id=${computer.id}`, {
        context_uri: `spotify:playlist:${created.body.id}`,
      }),
      403,
      { reason: 'UNKNOWN' },
    )
  })
})

describe('pause and resume', () => {
  it('pause freezes progress; pausing again is ALREADY_PAUSED; play without a body resumes', async () => {
    await playAlbum()
    emulator.clock.advance(10_000)
    expectNoContent(await command('PUT', '/me/player/pause'))
    emulator.clock.advance(60_000)
    expect(await playback(api)).toMatchObject({ is_playing: false, progress_ms: 10_000 })
    expectError(await command('PUT', '/me/player/pause'), 403, { reason: 'ALREADY_PAUSED' })
    expectNoContent(await command('PUT', '/me/player/play'))
    emulator.clock.advance(2_000)
    expect(await playback(api)).toMatchObject({ is_playing: true, progress_ms: 12_000 })
    // Resuming while playing changes nothing.
    expectNoContent(await command('PUT', '/me/player/play'))
    expect((await playback(api)).progress_ms).toBe(12_000)
  })

  it('with nothing loaded, resume picks up the last played track of the history', async () => {
    const { phone } = await devicesOf(api)
    expectNoContent(await command('PUT', '/me/player', { device_ids: [phone.id] }))
    expectNoContent(await api.get('/me/player'))
    expectNoContent(await command('PUT', '/me/player/play'))
    const last = emulator.state.demoUser().history.at(-1)
    expect(await playback(api)).toMatchObject({
      is_playing: true,
      item: { id: last?.trackId },
      context: { uri: last?.contextUri },
      device: { id: phone.id },
    })
  })
})

describe('next and previous', () => {
  it('next moves on; at the end of the context NO_NEXT_TRACK, unless repeating the context', async () => {
    const album = await playAlbum(3, { offset: { position: 0 } })
    const last = album.trackIds.length - 1
    expectNoContent(await command('POST', '/me/player/next'))
    expect((await playback(api)).item.id).toBe(album.trackIds[1])
    expectNoContent(
      await command('PUT', '/me/player/play', {
        context_uri: `spotify:album:${album.id}`,
        offset: { position: last },
      }),
    )
    expectError(await command('POST', '/me/player/next'), 403, { reason: 'NO_NEXT_TRACK' })
    expectNoContent(await command('PUT', '/me/player/repeat?state=context'))
    expectNoContent(await command('POST', '/me/player/next'))
    expect((await playback(api)).item.id).toBe(album.trackIds[0])
  })

  it('previous goes back within 3 s of the start, and restarts the track after that', async () => {
    const album = await playAlbum(3, { offset: { position: 1 } })
    emulator.clock.advance(3_000)
    expectNoContent(await command('POST', '/me/player/previous'))
    expect(await playback(api)).toMatchObject({ item: { id: album.trackIds[0] }, progress_ms: 0 })
    emulator.clock.advance(3_001)
    expectNoContent(await command('POST', '/me/player/previous'))
    expect(await playback(api)).toMatchObject({ item: { id: album.trackIds[0] }, progress_ms: 0 })
    expectError(await command('POST', '/me/player/previous'), 403, { reason: 'NO_PREV_TRACK' })
    expectNoContent(await command('PUT', '/me/player/repeat?state=context'))
    expectNoContent(await command('POST', '/me/player/previous'))
    expect((await playback(api)).item.id).toBe(album.trackIds.at(-1))
  })
})

describe('seek', () => {
  it('moves the progress, also while paused', async () => {
    await playAlbum()
    expectNoContent(await command('PUT', '/me/player/seek?position_ms=30000'))
    expect((await playback(api)).progress_ms).toBe(30_000)
    expectNoContent(await command('PUT', '/me/player/pause'))
    expectNoContent(await command('PUT', '/me/player/seek?position_ms=1000'))
    emulator.clock.advance(5_000)
    expect(await playback(api)).toMatchObject({ progress_ms: 1_000, is_playing: false })
  })

  it('beyond the length starts the next song; beyond the last one the context ends', async () => {
    const album = await playAlbum(3)
    const first = trackOf(emulator, album.trackIds[0] as string)
    expectNoContent(await command('PUT', `/me/player/seek?position_ms=${first.durationMs}`))
    expect(await playback(api)).toMatchObject({
      item: { id: album.trackIds[1] },
      progress_ms: 0,
      is_playing: true,
    })
    const last = album.trackIds.length - 1
    expectNoContent(
      await command('PUT', '/me/player/play', {
        context_uri: `spotify:album:${album.id}`,
        offset: { position: last },
      }),
    )
    expectNoContent(await command('PUT', '/me/player/seek?position_ms=99999999'))
    expect(await playback(api)).toMatchObject({
      is_playing: false,
      item: { id: album.trackIds[0] },
      progress_ms: 0,
    })
  })

  it('position_ms is required and must be a non-negative integer', async () => {
    await playAlbum()
    expectError(await command('PUT', '/me/player/seek'), 400, { message: /position_ms/ })
    expectError(await command('PUT', '/me/player/seek?position_ms=-5'), 400, { message: /position_ms/ })
    expectError(await command('PUT', '/me/player/seek?position_ms=1.5'), 400, { message: /position_ms/ })
  })
})

describe('repeat, shuffle, volume', () => {
  it('repeat takes track, context and off', async () => {
    await playAlbum()
    for (const state of ['track', 'context', 'off']) {
      expectNoContent(await command('PUT', `/me/player/repeat?state=${state}`))
      expect((await playback(api)).repeat_state).toBe(state)
    }
    expectError(await command('PUT', '/me/player/repeat?state=all'), 400, { message: /state/ })
    expectError(await command('PUT', '/me/player/repeat'), 400, { message: /state/ })
  })

  it('shuffle keeps the current track and draws an order of the rest; off returns to context order', async () => {
    const album = await playAlbum(6, { offset: { position: 2 } })
    expectNoContent(await command('PUT', '/me/player/shuffle?state=true'))
    const shuffled = await playback(api)
    expect(shuffled).toMatchObject({ shuffle_state: true, item: { id: album.trackIds[2] } })
    const queue = await api.get<{ queue: { id: string }[] }>('/me/player/queue')
    const upcoming = queue.body.queue.map((track) => track.id)
    expect([...upcoming].sort()).toEqual(album.trackIds.filter((_, index) => index !== 2).sort())
    expectNoContent(await command('PUT', '/me/player/shuffle?state=false'))
    expectNoContent(await command('POST', '/me/player/next'))
    expect(await playback(api)).toMatchObject({ shuffle_state: false, item: { id: album.trackIds[3] } })
    expectError(await command('PUT', '/me/player/shuffle?state=maybe'), 400, { message: /state/ })
    expectError(await command('PUT', '/me/player/shuffle'), 400, { message: /state/ })
  })

  it('volume 0-100 on a device that supports it; the fixed-volume speaker refuses', async () => {
    await playAlbum()
    const { phone, speaker } = await devicesOf(api)
    expectNoContent(await command('PUT', '/me/player/volume?volume_percent=0'))
    expect((await playback(api)).device.volume_percent).toBe(0)
    expectNoContent(await command('PUT', '/me/player/volume?volume_percent=100'))
    expect((await playback(api)).device.volume_percent).toBe(100)
    expectNoContent(await command('PUT', `/me/player/volume?volume_percent=33&device_id=${phone.id}`))
    expect((await devicesOf(api)).phone.volume_percent).toBe(33)
    for (const bad of ['101', '-1', 'loud', '50.5']) {
      expectError(await command('PUT', `/me/player/volume?volume_percent=${bad}`), 400, {
        message: /volume_percent/,
      })
    }
    expectError(await command('PUT', '/me/player/volume'), 400, { message: /volume_percent/ })
    expectError(await command('PUT', `/me/player/volume?volume_percent=50&device_id=${speaker.id}`), 403, {
      reason: 'VOLUME_CONTROL_DISALLOW',
    })
  })
})

describe('PUT /me/player: transfer', () => {
  it('needs exactly one device id', async () => {
    const { computer, phone } = await devicesOf(api)
    expectError(await command('PUT', '/me/player', { device_ids: [computer.id, phone.id] }), 400, {
      message: /exactly one/,
    })
    expectError(await command('PUT', '/me/player', { device_ids: [] }), 400, { message: /exactly one/ })
    expectError(await command('PUT', '/me/player', {}), 400, { message: /device_ids/ })
    expectError(await command('PUT', '/me/player'), 400, { message: /device_ids/ })
    expectError(await command('PUT', '/me/player', { device_ids: [phone.id], play: 'yes' }), 400, {
      message: /play/,
    })
  })

  it('keeps the state without play (playing or paused), ensures playback with play true', async () => {
    const album = await playAlbum()
    const { phone, speaker } = await devicesOf(api)
    emulator.clock.advance(4_000)
    expectNoContent(await command('PUT', '/me/player', { device_ids: [phone.id] }))
    expect(await playback(api)).toMatchObject({
      device: { id: phone.id, is_active: true },
      is_playing: true,
      progress_ms: 4_000,
      item: { id: album.trackIds[0] },
    })
    expectNoContent(await command('PUT', '/me/player/pause'))
    expectNoContent(await command('PUT', '/me/player', { device_ids: [speaker.id], play: false }))
    expect(await playback(api)).toMatchObject({ device: { id: speaker.id }, is_playing: false })
    expectNoContent(await command('PUT', '/me/player', { device_ids: [phone.id], play: true }))
    expect(await playback(api)).toMatchObject({
      device: { id: phone.id },
      is_playing: true,
      progress_ms: 4_000,
    })
    const devices = await devicesOf(api)
    expect(devices.all.filter((device) => device.is_active).map((device) => device.id)).toEqual([phone.id])
  })
})

describe('PREMIUM_REQUIRED for a free user', () => {
  it('setPremium(false): every command is refused, reads still work, /me says free', async () => {
    const album = await playAlbum()
    const { phone } = await devicesOf(api)
    emulator.setPremium(false)
    const premium = { reason: 'PREMIUM_REQUIRED' }
    expectError(
      await command('PUT', '/me/player/play', { context_uri: `spotify:album:${album.id}` }),
      403,
      premium,
    )
    expectError(await command('PUT', '/me/player/pause'), 403, premium)
    expectError(await command('POST', '/me/player/next'), 403, premium)
    expectError(await command('POST', '/me/player/previous'), 403, premium)
    expectError(await command('PUT', '/me/player/seek?position_ms=0'), 403, premium)
    expectError(await command('PUT', '/me/player/repeat?state=off'), 403, premium)
    expectError(await command('PUT', '/me/player/shuffle?state=false'), 403, premium)
    expectError(await command('PUT', '/me/player/volume?volume_percent=5'), 403, premium)
    expectError(await command('PUT', '/me/player', { device_ids: [phone.id] }), 403, premium)
    expectError(
      await command('POST', `/me/player/queue?uri=${trackUri(album.trackIds[1] as string)}`),
      403,
      premium,
    )
    expect((await playback(api)).is_playing).toBe(true)
    expect((await api.get('/me/player/devices')).status).toBe(200)
    expect((await api.get<{ product: string }>('/me')).body.product).toBe('free')
    emulator.setPremium(true)
    expectNoContent(await command('PUT', '/me/player/pause'))
    expect((await api.get<{ product: string }>('/me')).body.product).toBe('premium')
  })

  it('the premium: false option starts with a free user', async () => {
    const free = await startTestEmulator({ premium: false })
    try {
      const client = clientWithScopes(free)
      const { computer } = await devicesOf(client)
      expectError(
        await send(client, 'PUT', `/me/player/play?device_id=${computer.id}`, {
          uris: [trackUri(free.catalog.tracks[0]?.id as string)],
        }),
        403,
        { reason: 'PREMIUM_REQUIRED' },
      )
    } finally {
      await free.close()
    }
  })
})

describe('scopes', () => {
  it('reads need user-read-playback-state (currently-playing: or user-read-currently-playing); commands user-modify-playback-state', async () => {
    const modifyOnly = clientWithScopes(emulator, ['user-modify-playback-state'])
    const currentOnly = clientWithScopes(emulator, ['user-read-currently-playing'])
    expectError(await modifyOnly.get('/me/player'), 403, { message: /user-read-playback-state/ })
    expectError(await modifyOnly.get('/me/player/devices'), 403)
    expectError(await modifyOnly.get('/me/player/currently-playing'), 403)
    expect((await currentOnly.get('/me/player/currently-playing')).status).toBe(204)
    expectError(await currentOnly.request('PUT', '/me/player/pause'), 403, {
      message: /user-modify-playback-state/,
    })
    expectError(await currentOnly.request('POST', '/me/player/next'), 403)
  })
})
