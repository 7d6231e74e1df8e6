import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Capabilities, PlaybackState } from '../../electron/contract'
import { OperationAvailability } from '../../electron/core/service/api'
import {
  keyOfService,
  learnedRemovalsOn,
} from '../../electron/core/service/capabilities/learned-removals-store'
import { createJsonDocuments } from '../../electron/core/base/files/json-documents'
import { createMemoryLogger } from '../support/memory-logger'
import {
  SPOTIFY_LIKE_CLIENT_ID,
  startEncoreOnEmulator,
  type EncoreOnEmulator,
} from '../support/encore-on-emulator'
import { pageApi } from '../support/page-api'
import { tempFolder } from '../support/temp-folders'

let app: EncoreOnEmulator | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** Resolves with the first pushed value that matches. */
function next<T>(
  subscribe: (listener: (value: T) => void) => () => void,
  match: (value: T) => boolean,
): Promise<T> {
  return new Promise((resolve) => {
    const off = subscribe((value) => {
      if (!match(value)) return
      off()
      resolve(value)
    })
  })
}

describe('capabilities of the signed-in service (Encore against the emulator)', () => {
  it('the Spotify profile speaks 2026 and lists what the service no longer offers', async () => {
    app = await startEncoreOnEmulator({ profile: 'spotify', emulator: { apiMode: '2026' } })
    expect(await app.signIn()).toMatchObject({ status: 'signed-in', profile: 'spotify' })
    const caps = await pageApi(app.encore).app.capabilities()
    expect(caps.generation).toBe('2026')
    expect(caps.unavailable.map((entry) => entry.feature)).toContain('recommendations')
    expect(caps.unavailable.map((entry) => entry.feature)).toContain('artist.topTracks')
  })

  it('the demo speaks classic and offers everything', async () => {
    app = await startEncoreOnEmulator()
    await app.signIn()
    expect(await pageApi(app.encore).app.capabilities()).toEqual({
      generation: 'classic',
      unavailable: [],
      refusal: null,
    })
  })

  it('"extended quota" speaks classic; a removal it meets is learned and kept on disk per app', async () => {
    const dataDir = tempFolder('encore-caps-')
    app = await startEncoreOnEmulator({
      profile: 'spotify',
      extendedQuota: true,
      dataDir,
      emulator: { apiMode: '2026' },
    })
    // Something plays (started on another device); saving it sends the classic PUT /me/tracks, which the
    // 2026 service refuses: the client learns that, and saves through /me/library instead.
    const token = app.emulator.issueToken().access_token
    const other = (method: string, path: string, body?: unknown) =>
      fetch(`${app!.emulator.apiUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then((response) => response.status)
    const devices = app.emulator.state.user(app.emulator.user.id).player.devices
    expect(await other('PUT', '/me/player', { device_ids: [devices[0]!.id] })).toBe(204)
    expect(
      await other('PUT', '/me/player/play', {
        context_uri: `spotify:album:${app.emulator.catalog.albums[0]!.id}`,
      }),
    ).toBe(204)
    const reading = next<PlaybackState>(
      (l) => app!.encore.on('playback.state', l),
      (state) => state.track !== null,
    )
    await app.signIn()
    expect(await pageApi(app.encore).app.capabilities()).toMatchObject({
      generation: 'classic',
      unavailable: [],
    })
    const playing = await pageApi(app.encore).playback.get()
    const current = playing.track ? playing : await reading
    const heart = await pageApi(app.encore).playback.run({ id: 'player.setSaved', args: { saved: true } })
    expect(heart).toEqual({ status: 'done' })
    expect((await pageApi(app.encore).playback.get()).saved).toBe(true)
    await app.encore.outbox.idle()
    expect(app.emulator.traffic.count({ method: 'PUT', path: '/me/tracks', status: 403 })).toBe(1)
    expect(app.emulator.traffic.count({ method: 'PUT', path: '/me/library' })).toBe(1)
    expect(app.emulator.state.user(app.emulator.user.id).library.tracks.has(current.track!.id!)).toBe(true)

    const kept = JSON.parse(readFileSync(join(dataDir, 'service-removals.json'), 'utf8')) as Record<
      string,
      string[]
    >
    expect(kept[keyOfService(app.emulator.apiUrl, SPOTIFY_LIKE_CLIENT_ID)]).toContain('library.saveTracks')
    // What the next start of Encore reads for this app: the operation stays unsent.
    const again = new OperationAvailability(
      'classic',
      learnedRemovalsOn(
        createJsonDocuments(dataDir, createMemoryLogger().logger),
        keyOfService(app.emulator.apiUrl, SPOTIFY_LIKE_CLIENT_ID),
      ),
    )
    expect(again.whyUnavailable('library.saveTracks')).toBe('learned')
  })

  it('a user not on the app’s list is refused at sign-in with words that say what to do', async () => {
    app = await startEncoreOnEmulator({ profile: 'spotify', emulator: { apiMode: '2026' } })
    app.emulator.setUnregisteredUser(true)
    const state = await app.signIn()
    expect(state).toMatchObject({
      status: 'signed-out',
      reason: { code: 'account-refused', message: expect.stringContaining('User Management') },
    })
  })

  it('a refusal met mid-session is a capability state, and the next answer clears it', async () => {
    app = await startEncoreOnEmulator({ profile: 'spotify', emulator: { apiMode: '2026' } })
    await app.signIn()
    const refused = next<Capabilities>(
      (listener) => app!.encore.on('capabilities.changed', listener),
      (caps) => caps.refusal?.code === 'OWNER_PREMIUM_REQUIRED',
    )
    app.emulator.setOwnerPremiumLapsed(true)
    await pageApi(app.encore)
      .search.query({ query: 'a', kinds: ['track'] })
      .catch(() => undefined)
    expect((await refused).refusal).toMatchObject({ link: 'https://developer.spotify.com/dashboard' })
    const cleared = next<Capabilities>(
      (listener) => app!.encore.on('capabilities.changed', listener),
      (caps) => caps.refusal === null,
    )
    app.emulator.setOwnerPremiumLapsed(false)
    await pageApi(app.encore).search.query({ query: 'a', kinds: ['track'] })
    await cleared
  })

  it('a used-up quota: the player says when it resumes and nothing is sent before', async () => {
    app = await startEncoreOnEmulator({ profile: 'spotify', emulator: { apiMode: '2026' } })
    await app.signIn()
    pageApi(app.encore).playback.setVisible({ viewer: 'test', visible: true })
    app.emulator.setQuota(1, { windowSeconds: 3600 })
    await pageApi(app.encore)
      .search.query({ query: 'a', kinds: ['track'] })
      .catch(() => undefined)
    const limited = next<PlaybackState>(
      (listener) => app!.encore.on('playback.state', listener),
      (state) => state.status === 'rate-limited',
    )
    await pageApi(app.encore).playback.get()
    await pageApi(app.encore)
      .search.query({ query: 'a', kinds: ['track'] })
      .catch(() => undefined)
    const caps = await pageApi(app.encore).app.capabilities()
    expect(caps.refusal).toMatchObject({ code: 'QUOTA_EXCEEDED', resumesAt: expect.any(Number) })
    const sent = app.emulator.traffic.count()
    await expect(pageApi(app.encore).search.query({ query: 'b', kinds: ['track'] })).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    })
    expect(app.emulator.traffic.count()).toBe(sent)
    void limited
  })
})
