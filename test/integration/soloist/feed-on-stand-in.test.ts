import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { nodeRuntimeFiles, readEndpoint } from '../../../electron/core/features/soloist/endpoint'
import { connectFeed, type FeedClient } from '../../../electron/core/features/soloist/feed-client'
import { parseFrame } from '../../../electron/core/features/soloist/protocol'
import { clientWithScopes, startTestEmulator, type ApiClient } from '../../support/emulator'
import { createMemoryLogger } from '../../support/memory-logger'
import { tempFolder } from '../../support/temp-folders'

/**
 * The app's feed (core/features/soloist) against the emulator's Soloist stand-in: two readings of Soloist's protocol
 * meet, and the emulated service's player drives both the Web API and the socket.
 */
let emulator: EmulatorHandle<ManualClock>
let api: ApiClient
let feed: FeedClient | undefined

beforeEach(async () => {
  emulator = await startTestEmulator({ soloist: { dataDir: tempFolder('encore-soloist-') } })
  api = clientWithScopes(emulator)
})

afterEach(async () => {
  feed?.dispose()
  feed = undefined
  await emulator.close()
})

async function connect(): Promise<FeedClient> {
  const endpoint = await readEndpoint(nodeRuntimeFiles, emulator.soloist!.dataDir)
  expect(endpoint?.url).toBe(emulator.soloist!.url)
  feed = connectFeed({
    url: endpoint!.url,
    clock: emulator.clock,
    logger: createMemoryLogger().logger,
    onView: () => {},
  })
  return feed
}

const album = () => emulator.catalog.albums.find((candidate) => candidate.trackIds.length >= 4)!
const trackName = (id: string) => emulator.catalog.track(id)!.name

describe('the Soloist feed on the emulator stand-in', () => {
  it('lists the stand-in as a device of the Web API, first', async () => {
    const devices = await api.get<{ devices: { id: string; name: string; type: string }[] }>(
      '/me/player/devices',
    )
    expect(devices.body.devices[0]).toMatchObject({
      id: emulator.soloist!.deviceId,
      name: 'This computer (Encore)',
      type: 'Computer',
    })
  })

  it('waits for the device to be active, then follows playback transferred to it', async () => {
    const client = await connect()
    await expect.poll(() => client.view().reason).toBe('other-device')
    const { id, trackIds } = album()
    const played = await api.request('PUT', `/me/player/play?device_id=${emulator.soloist!.deviceId}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ context_uri: `spotify:album:${id}` }),
    })
    expect(played.status).toBe(204)
    await expect.poll(() => client.view().source).toBe('soloist')
    expect(client.view().player).toMatchObject({ isPlaying: true, track: { name: trackName(trackIds[0]!) } })
    expect(client.view().upNext?.[0]?.name).toBe(trackName(trackIds[1]!))
    // Covers come with the events, for what plays and what comes next: no catalog read for them.
    expect(client.view().player?.track?.covers.map((cover) => cover.size)).toEqual([
      'small',
      'default',
      'large',
    ])
    expect(client.view().upNext?.every((next) => next.covers.length === 3)).toBe(true)
    // Every frame the stand-in sent reads as an event of the reference, none refused or unknown.
    const readings = emulator.soloist!.sent().map((frame) => parseFrame(JSON.stringify(frame)).kind)
    expect(new Set(readings)).toEqual(new Set(['event']))
  })

  it('answers get_state with the whole state, and takes a repeat mode as its two toggles', async () => {
    const client = await connect()
    emulator.playOn('Encore Desktop', { contextUri: `spotify:album:${album().id}` })
    await api.request('PUT', '/me/player', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device_ids: [emulator.soloist!.deviceId], play: true }),
    })
    await expect.poll(() => client.view().source).toBe('soloist')
    const states = () => emulator.soloist!.sent().filter((frame) => frame['type'] === 'playback_state').length
    const before = states()
    client.send({ type: 'command', command: 'get_state' })
    await expect.poll(states).toBe(before + 1)
    client.send({ type: 'command', command: 'set_repeat_context', enabled: false })
    client.send({ type: 'command', command: 'set_repeat_track', enabled: true })
    await expect.poll(() => client.view().player?.repeat).toBe('track')
    const player = await api.get<{ repeat_state: string }>('/me/player')
    expect(player.body.repeat_state).toBe('track')
  })

  it('carries commands over the socket: skip twice, seek, pause; the Web API sees the same player', async () => {
    const client = await connect()
    const { id, trackIds } = album()
    emulator.playOn('Encore Desktop', { contextUri: `spotify:album:${id}` })
    await api.request('PUT', '/me/player', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device_ids: [emulator.soloist!.deviceId], play: true }),
    })
    await expect.poll(() => client.view().source).toBe('soloist')
    expect(client.send({ type: 'command', command: 'skip_next' })).toBe(true)
    await expect.poll(() => client.view().player?.track?.name).toBe(trackName(trackIds[1]!))
    client.send({ type: 'command', command: 'skip_next' })
    await expect.poll(() => client.view().player?.track?.name).toBe(trackName(trackIds[2]!))
    client.send({ type: 'command', command: 'seek', position_ms: 30_000 })
    await expect.poll(() => client.view().player?.progressMs).toBe(30_000)
    client.send({ type: 'command', command: 'pause' })
    await expect.poll(() => client.view().player?.isPlaying).toBe(false)
    const player = await api.get<{ is_playing: boolean; progress_ms: number; item: { id: string } }>(
      '/me/player',
    )
    expect(player.body).toMatchObject({ is_playing: false, progress_ms: 30_000, item: { id: trackIds[2] } })
  })

  it('hands back to the Web API when playback moves to the phone, Soloist logs out, or the socket drops', async () => {
    const client = await connect()
    emulator.playOn('Encore Desktop', { contextUri: `spotify:album:${album().id}` })
    const transfer = (deviceId: string) =>
      api.request('PUT', '/me/player', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ device_ids: [deviceId], play: true }),
      })
    await transfer(emulator.soloist!.deviceId)
    await expect.poll(() => client.view().source).toBe('soloist')
    const devices = await api.get<{ devices: { id: string; name: string }[] }>('/me/player/devices')
    await transfer(devices.body.devices.find((device) => device.name === 'Pocket Phone')!.id)
    await expect.poll(() => client.view().reason).toBe('other-device')

    await transfer(emulator.soloist!.deviceId)
    await expect.poll(() => client.view().source).toBe('soloist')
    emulator.soloist!.setLoggedIn(false)
    await expect.poll(() => client.view().reason).toBe('logged-out')
    emulator.soloist!.dropConnections()
    await expect.poll(() => client.view().reason).toBe('no-socket')
  })

  it('answers a command it cannot take with an error event, and the feed keeps its words for the log', async () => {
    const client = await connect()
    await expect.poll(() => client.view().reason).toBe('other-device')
    client.send({ type: 'command', command: 'pause' })
    await expect.poll(() => client.state().lastError).toBe('This device is not active.')
  })
})
