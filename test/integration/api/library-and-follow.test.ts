/**
 * User state through the client against the emulator: the saved library (with the batch helpers) and
 * following artists, users and playlists (with the cursor iterator).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle } from '../../../electron/emulator'
import { connectClient, startApiEmulator, type ConnectedClient } from '../../support/api-harness'

let emulator: EmulatorHandle
let connected: ConnectedClient

beforeAll(async () => {
  emulator = await startApiEmulator()
  connected = connectClient(emulator)
})
afterAll(() => emulator.close())

describe('library', () => {
  it('saves, checks, lists newest first and removes tracks', async () => {
    const api = connected.client
    const ids = emulator.catalog.tracks.slice(200, 203).map((t) => t.id)
    await api.library.removeSavedTracks(ids)
    expect(await api.library.checkSavedTracks(ids)).toEqual([false, false, false])
    for (const id of ids) await api.library.saveTracks([id])
    expect(await api.library.checkSavedTracks(ids)).toEqual([true, true, true])
    const page = await api.library.getSavedTracks({ limit: 3, market: 'US' })
    expect(page.items.map((item) => item.track.id)).toEqual([...ids].reverse())
    expect(page.items[0]?.added_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    await api.library.removeSavedTracks(ids.slice(0, 2))
    expect(await api.library.checkSavedTracks(ids)).toEqual([false, false, true])
  })

  it('saves, checks, lists and removes albums', async () => {
    const api = connected.client
    const ids = emulator.catalog.albums.slice(10, 12).map((a) => a.id)
    await api.library.saveAlbums(ids)
    expect(await api.library.checkSavedAlbums(ids)).toEqual([true, true])
    const page = await api.library.getSavedAlbums({ limit: 50 })
    expect(page.items.map((item) => item.album.id)).toEqual(expect.arrayContaining(ids))
    await api.library.removeSavedAlbums(ids)
    expect(await api.library.checkSavedAlbums(ids)).toEqual([false, false])
  })

  it('saves 120 tracks as 50 + 50 + 20, checks them in batches and removes them in batches', async () => {
    const api = connected.client
    const ids = emulator.catalog.tracks.slice(0, 120).map((t) => t.id)
    connected.recorder.clear()
    await api.library.saveTracksInBatches(ids)
    const puts = connected.requests.filter((r) => r.method === 'PUT')
    expect(puts.map((r) => r.query.get('ids')?.split(',').length)).toEqual([50, 50, 20])
    expect(puts.flatMap((r) => r.query.get('ids')!.split(','))).toEqual(ids)
    expect(await api.library.checkSavedTracksInBatches(ids)).toEqual(ids.map(() => true))
    await api.library.removeSavedTracksInBatches(ids)
    expect(await api.library.checkSavedTracksInBatches(ids)).toEqual(ids.map(() => false))
  })

  it('saves and removes albums in batches, and collects the whole library', async () => {
    const api = connected.client
    const ids = emulator.catalog.albums.slice(0, 30).map((a) => a.id)
    await api.library.saveAlbumsInBatches(ids)
    const all = await api.library.getAllSavedAlbums()
    expect(all.map((item) => item.album.id)).toEqual(expect.arrayContaining(ids))
    const tracks = await api.library.getAllSavedTracks({ market: 'US' })
    expect(tracks.length).toBe((await api.library.getSavedTracks({ limit: 1 })).total)
    await api.library.removeSavedAlbumsInBatches(ids)
    expect(await api.library.checkSavedAlbumsInBatches(ids)).toEqual(ids.map(() => false))
  })
})

describe('follow', () => {
  it('follows, checks and unfollows artists and users', async () => {
    const api = connected.client
    const artists = emulator.catalog.artists.slice(0, 3).map((a) => a.id)
    const users = emulator.catalog.users
      .filter((u) => u.id !== emulator.user.id)
      .slice(0, 2)
      .map((u) => u.id)
    await api.follow.follow('artist', artists)
    await api.follow.follow('user', users)
    expect(await api.follow.checkFollowing('artist', artists)).toEqual([true, true, true])
    expect(await api.follow.checkFollowing('user', users)).toEqual([true, true])
    await api.follow.unfollow('artist', artists.slice(0, 1))
    await api.follow.unfollowInBatches('user', users)
    expect(await api.follow.checkFollowing('artist', artists)).toEqual([false, true, true])
    expect(await api.follow.checkFollowing('user', users)).toEqual([false, false])
    await api.follow.followInBatches('artist', artists)
    expect(await api.follow.checkFollowing('artist', artists)).toEqual([true, true, true])
  })

  it('pages followed artists by the after cursor to the end', async () => {
    const api = connected.client
    await api.follow.followInBatches(
      'artist',
      emulator.catalog.artists.slice(0, 12).map((a) => a.id),
    )
    const first = await api.follow.getFollowedArtists({ limit: 50 })
    const seen: string[] = []
    let pages = 0
    for await (const page of api.follow.iterateFollowedArtists({ limit: 5 })) {
      pages++
      seen.push(...page.items.map((a) => a.id))
    }
    expect(seen).toEqual(first.items.map((a) => a.id))
    expect(pages).toBe(Math.ceil(seen.length / 5))
    const after = await api.follow.getFollowedArtists({ limit: 2, after: seen[1] })
    expect(after.items.map((a) => a.id)).toEqual(seen.slice(2, 4))
  })

  it('follows a playlist publicly or privately, checks followers and unfollows', async () => {
    const api = connected.client
    const playlist = emulator.catalog.playlistSeeds.find((p) => p.public && p.ownerId !== emulator.user.id)!
    await api.follow.followPlaylist(playlist.id, { public: false })
    expect(await api.follow.checkUsersFollowPlaylist(playlist.id, [emulator.user.id])).toEqual([true])
    const listed = await api.playlists.getCurrentUserPlaylists({ limit: 50 })
    expect(listed.items.map((p) => p.id)).toContain(playlist.id)
    await api.follow.unfollowPlaylist(playlist.id)
    expect(await api.follow.checkUsersFollowPlaylist(playlist.id, [emulator.user.id])).toEqual([false])
    await api.follow.followPlaylist(playlist.id)
    const other = emulator.catalog.users.find((u) => u.id !== emulator.user.id)!.id
    expect(await api.follow.checkUsersFollowPlaylist(playlist.id, [emulator.user.id, other])).toHaveLength(2)
  })
})
