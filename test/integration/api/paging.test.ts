/**
 * Offset paging against the emulator: iterators that follow `next` to the end, and collectAll, which fetches
 * the first page and then every remaining offset in parallel, returning items in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AbortedError } from '../../../electron/core/service/api'
import type { EmulatorHandle } from '../../../electron/emulator'
import { connectClient, startApiEmulator } from '../../support/api-harness'

let emulator: EmulatorHandle

beforeAll(async () => {
  emulator = await startApiEmulator()
})
afterAll(() => emulator.close())

const bigAlbum = () => [...emulator.catalog.albums].sort((a, b) => b.trackIds.length - a.trackIds.length)[0]!
const bigPlaylist = () =>
  [...emulator.catalog.playlistSeeds]
    .filter((p) => p.public)
    .sort((a, b) => b.items.length - a.items.length)[0]!

describe('offset paging', () => {
  it('follows next to the end, page by page, under the same operation', async () => {
    const { client, requests } = connectClient(emulator)
    const album = bigAlbum()
    const pages = []
    for await (const page of client.paging.pages(
      () => client.albums.getAlbumTracks(album.id, { limit: 2 }),
      (page) => page,
    )) {
      pages.push(page)
    }
    expect(pages).toHaveLength(Math.ceil(album.trackIds.length / 2))
    expect(pages.flatMap((p) => p.items.map((t) => t.id))).toEqual(album.trackIds)
    expect(pages.at(-1)?.next).toBeNull()
    expect(requests.every((r) => r.path === `/albums/${album.id}/tracks` && r.hadAuthorization)).toBe(true)
  })

  it('iterates items of a wrapped page (search) by selecting the page', async () => {
    const { client } = connectClient(emulator)
    const query = emulator.catalog.tracks[0]!.name.split(' ')[0]!
    const first = await client.search.search({ query, types: ['track'], limit: 5 })
    const ids: string[] = []
    for await (const track of client.paging.items(
      () => client.search.search({ query, types: ['track'], limit: 5 }),
      (result) => result.tracks,
    )) {
      ids.push(track.id)
      if (ids.length >= 12) break
    }
    expect(ids.length).toBe(Math.min(12, first.tracks!.total))
    expect(ids.slice(0, 5)).toEqual(first.tracks!.items.map((t) => t.id))
  })

  it('pages categories through their wrapper', async () => {
    const { client } = connectClient(emulator)
    let count = 0
    for await (const category of client.paging.items(
      () => client.browse.getCategories({ limit: 3 }),
      (result) => result.categories,
    )) {
      expect(category.id).toBeTruthy()
      count++
    }
    const total = (await client.browse.getCategories({ limit: 1 })).categories.total
    expect(count).toBe(total)
  })
})

describe('collectAll', () => {
  it('returns every item in order with one request per page', async () => {
    const { client, requests } = connectClient(emulator)
    const playlist = bigPlaylist()
    const items = await client.collectAll(
      ({ offset, limit, signal }) =>
        client.playlists.getItems(playlist.id, { offset, limit }, { lane: 'sync', signal }),
      { pageSize: 7 },
    )
    expect(items.map((item) => item.track?.id)).toEqual(playlist.items.map((item) => item.trackId))
    expect(requests).toHaveLength(Math.ceil(playlist.items.length / 7))
    expect(new Set(requests.map((r) => r.query.get('offset')))).toHaveProperty('size', requests.length)
  })

  it('agrees with a sequential walk over next', async () => {
    const { client } = connectClient(emulator)
    const album = bigAlbum()
    const parallel = await client.collectAll(
      ({ offset, limit, signal }) => client.albums.getAlbumTracks(album.id, { offset, limit }, { signal }),
      { pageSize: 3 },
    )
    const sequential = []
    for await (const track of client.paging.items(
      () => client.albums.getAlbumTracks(album.id, { limit: 3 }),
      (p) => p,
    )) {
      sequential.push(track)
    }
    expect(parallel.map((t) => t.id)).toEqual(sequential.map((t) => t.id))
  })

  it('stops at maxItems and fetches only the pages needed', async () => {
    const { client, requests } = connectClient(emulator)
    const playlist = bigPlaylist()
    const items = await client.collectAll(
      ({ offset, limit, signal }) => client.playlists.getItems(playlist.id, { offset, limit }, { signal }),
      { pageSize: 2, maxItems: 5 },
    )
    expect(items.map((item) => item.track?.id)).toEqual(
      playlist.items.slice(0, 5).map((item) => item.trackId),
    )
    expect(requests.map((r) => r.query.get('offset'))).toEqual(['0', '2', '4'])
  })

  it('fetches a whole playlist with getAllItems (pages of 100)', async () => {
    const { client } = connectClient(emulator)
    const playlist = bigPlaylist()
    const items = await client.playlists.getAllItems(playlist.id)
    expect(items.map((item) => item.track?.id)).toEqual(playlist.items.map((item) => item.trackId))
  })

  it('stops sending pages when the caller aborts, and rejects with AbortedError', async () => {
    emulator.faults.set({ latencyMs: 30 })
    try {
      const { client, requests } = connectClient(emulator, { scheduler: { maxConcurrent: 2 } })
      const playlist = bigPlaylist()
      const controller = new AbortController()
      const collecting = client.collectAll(
        ({ offset, limit, signal }) => client.playlists.getItems(playlist.id, { offset, limit }, { signal }),
        { pageSize: 1, signal: controller.signal },
      )
      await expect.poll(() => requests.length, { interval: 5 }).toBeGreaterThanOrEqual(3)
      controller.abort()
      await expect(collecting).rejects.toBeInstanceOf(AbortedError)
      const sent = requests.length
      // A fixed pause on purpose: it proves that no page goes after the abort, which has no condition to wait for.
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(requests.length).toBe(sent)
      expect(sent).toBeLessThan(playlist.items.length)
    } finally {
      emulator.faults.reset()
    }
  })
})
