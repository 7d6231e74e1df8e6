/**
 * The scope table: an operation the session's scopes do not cover throws InsufficientScopeError listing the
 * missing scopes, before anything is sent; an operation they do cover goes through to the service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InsufficientScopeError, type ApiClient, type Scope } from '../../../electron/core/service/api'
import type { EmulatorHandle } from '../../../electron/emulator'
import { connectClient, startApiEmulator } from '../../support/api-harness'

let emulator: EmulatorHandle

beforeAll(async () => {
  emulator = await startApiEmulator()
})
afterAll(() => emulator.close())

const trackUri = () => `spotify:track:${emulator.catalog.tracks[0]!.id}`
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0xff, 0xd9]).toString('base64')

/** [operation, the call, the scopes the error must list]. */
type Case = [string, (api: ApiClient) => Promise<unknown>, Scope[]]

const cases: Case[] = [
  [
    'current user profile',
    (api) => api.users.getCurrentUserProfile(),
    ['user-read-private', 'user-read-email', 'user-read-birthdate'],
  ],
  ['follow check', (api) => api.follow.checkFollowing('artist', ['x']), ['user-follow-read']],
  ['follow', (api) => api.follow.follow('artist', ['x']), ['user-follow-modify']],
  ['unfollow', (api) => api.follow.unfollow('user', ['x']), ['user-follow-modify']],
  ['followed artists', (api) => api.follow.getFollowedArtists(), ['user-follow-read']],
  [
    'playlist followers check',
    (api) => api.follow.checkUsersFollowPlaylist('p', ['u']),
    ['playlist-read-private'],
  ],
  ['follow a playlist publicly', (api) => api.follow.followPlaylist('p'), ['playlist-modify-public']],
  [
    'follow a playlist privately',
    (api) => api.follow.followPlaylist('p', { public: false }),
    ['playlist-modify-private'],
  ],
  [
    'unfollow a playlist',
    (api) => api.follow.unfollowPlaylist('p'),
    ['playlist-modify-public', 'playlist-modify-private'],
  ],
  ['saved albums check', (api) => api.library.checkSavedAlbums(['x']), ['user-library-read']],
  ['saved tracks', (api) => api.library.getSavedTracks(), ['user-library-read']],
  ['save tracks', (api) => api.library.saveTracks(['x']), ['user-library-modify']],
  ['remove saved albums', (api) => api.library.removeSavedAlbums(['x']), ['user-library-modify']],
  ['top artists', (api) => api.personalization.getTopArtists(), ['user-top-read']],
  ['top tracks', (api) => api.personalization.getTopTracks({ timeRange: 'short_term' }), ['user-top-read']],
  ['playback state', (api) => api.player.getPlaybackState(), ['user-read-playback-state']],
  ['devices', (api) => api.player.getDevices(), ['user-read-playback-state']],
  [
    'currently playing',
    (api) => api.player.getCurrentlyPlaying(),
    ['user-read-currently-playing', 'user-read-playback-state'],
  ],
  ['recently played', (api) => api.player.getRecentlyPlayed(), ['user-read-recently-played']],
  ['play', (api) => api.player.play(), ['user-modify-playback-state']],
  ['pause', (api) => api.player.pause(), ['user-modify-playback-state']],
  ['next', (api) => api.player.skipToNext(), ['user-modify-playback-state']],
  ['previous', (api) => api.player.skipToPrevious(), ['user-modify-playback-state']],
  ['seek', (api) => api.player.seek(0), ['user-modify-playback-state']],
  ['repeat', (api) => api.player.setRepeat('off'), ['user-modify-playback-state']],
  ['volume', (api) => api.player.setVolume(10), ['user-modify-playback-state']],
  ['shuffle', (api) => api.player.setShuffle(true), ['user-modify-playback-state']],
  ['transfer', (api) => api.player.transferPlayback(['d']), ['user-modify-playback-state']],
  ['queue', (api) => api.player.getQueue(), ['user-read-currently-playing', 'user-read-playback-state']],
  ['add to queue', (api) => api.player.addToQueue(trackUri()), ['user-modify-playback-state']],
  [
    'my playlists',
    (api) => api.playlists.getCurrentUserPlaylists(),
    ['playlist-read-private', 'playlist-read-collaborative'],
  ],
  [
    "a user's playlists",
    (api) => api.playlists.getUserPlaylists('u'),
    ['playlist-read-private', 'playlist-read-collaborative'],
  ],
  [
    'create a public playlist',
    (api) => api.playlists.createPlaylist('u', { name: 'x' }),
    ['playlist-modify-public'],
  ],
  [
    'create a private playlist',
    (api) => api.playlists.createPlaylist('u', { name: 'x', public: false }),
    ['playlist-modify-private'],
  ],
  [
    'create a collaborative playlist',
    (api) => api.playlists.createPlaylist('u', { name: 'x', public: false, collaborative: true }),
    ['playlist-modify-public', 'playlist-modify-private'],
  ],
  [
    'make a playlist public',
    (api) => api.playlists.changeDetails('p', { public: true }),
    ['playlist-modify-public'],
  ],
  [
    'rename a playlist',
    (api) => api.playlists.changeDetails('p', { name: 'y' }),
    ['playlist-modify-public', 'playlist-modify-private'],
  ],
  [
    'add items',
    (api) => api.playlists.addItems('p', [trackUri()]),
    ['playlist-modify-public', 'playlist-modify-private'],
  ],
  [
    'remove items',
    (api) => api.playlists.removeItems('p', [{ uri: trackUri() }]),
    ['playlist-modify-public', 'playlist-modify-private'],
  ],
  [
    'reorder items',
    (api) => api.playlists.reorderItems('p', { rangeStart: 0, insertBefore: 2 }),
    ['playlist-modify-public', 'playlist-modify-private'],
  ],
  [
    'replace items',
    (api) => api.playlists.replaceItems('p', []),
    ['playlist-modify-public', 'playlist-modify-private'],
  ],
  [
    'upload a cover',
    (api) => api.playlists.uploadCoverImage('p', jpeg),
    ['ugc-image-upload', 'playlist-modify-public', 'playlist-modify-private'],
  ],
  ['market=from_token', (api) => api.tracks.getTrack('t', { market: 'from_token' }), ['user-read-private']],
]

describe('insufficient scope', () => {
  it.each(cases)('%s: lists the missing scopes and sends nothing', async (_name, call, missing) => {
    const connected = connectClient(emulator, { scopes: [] })
    const error = await call(connected.client).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(InsufficientScopeError)
    expect((error as InsufficientScopeError).missingScopes).toEqual(missing)
    expect((error as InsufficientScopeError).toBridgeError()).toMatchObject({
      code: 'INSUFFICIENT_SCOPE',
      details: { missingScopes: missing },
    })
    for (const scope of missing.slice(0, 1)) expect((error as Error).message).toContain(scope)
    expect(connected.requests).toHaveLength(0)
  })

  it('names only what is missing when part of a requirement is granted', async () => {
    const { client, requests } = connectClient(emulator, { scopes: ['playlist-modify-private'] })
    const error = await client.playlists.uploadCoverImage('p', jpeg).catch((e: unknown) => e)
    expect((error as InsufficientScopeError).missingScopes).toEqual(['ugc-image-upload'])
    const follow = await client.follow.followPlaylist('p', { public: true }).catch((e: unknown) => e)
    expect((follow as InsufficientScopeError).missingScopes).toEqual(['playlist-modify-public'])
    expect(requests).toHaveLength(0)
  })

  it('lets an operation through with exactly the scopes the table asks for, and the service agrees', async () => {
    const album = emulator.catalog.albums[0]!.id
    const profile = connectClient(emulator, { scopes: ['user-read-email'] })
    await expect(profile.client.users.getCurrentUserProfile()).resolves.toMatchObject({
      id: emulator.user.id,
    })
    const playlists = connectClient(emulator, { scopes: ['playlist-read-collaborative'] })
    await expect(playlists.client.playlists.getCurrentUserPlaylists()).resolves.toHaveProperty('items')
    const catalog = connectClient(emulator, { scopes: [] })
    await expect(catalog.client.albums.getAlbum(album)).resolves.toMatchObject({ id: album })
    const fromToken = connectClient(emulator, { scopes: ['user-read-private'] })
    await expect(fromToken.client.albums.getAlbum(album, { market: 'from_token' })).resolves.toMatchObject({
      id: album,
    })
  })
})
