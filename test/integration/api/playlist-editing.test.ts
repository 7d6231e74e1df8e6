/**
 * Playlist creation and editing through the client against the emulator, in each generation against the
 * emulator playing it (classic: /users/{id}/playlists and /tracks; 2024 and 2026: /items, 2026 creating at
 * /me/playlists): details, items (add, remove, reorder, replace), snapshots, the cover upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { itemOf, itemsOf, type Generation, type Playlist } from '../../../electron/core/service/api'
import type { EmulatorHandle } from '../../../electron/emulator'
import { connectClient, startApiEmulator } from '../../support/api-harness'
import { tinyJpeg as jpeg } from '../../support/jpeg-fixture'

let emulator: EmulatorHandle

beforeAll(async () => {
  emulator = await startApiEmulator()
})
afterAll(() => emulator.close())

const uris = (from: number, count: number) =>
  emulator.catalog.tracks.slice(from, from + count).map((t) => `spotify:track:${t.id}`)

describe.each<Generation>(['classic', '2024', '2026'])('playlist editing (generation %s)', (generation) => {
  const connect = () => connectClient(emulator, { generation })
  const segment = generation === 'classic' ? 'tracks' : 'items'
  beforeAll(() => emulator.setApiMode(generation))

  async function itemUris(api: ReturnType<typeof connect>['client'], id: string): Promise<string[]> {
    const items = await api.playlists.getAllItems(id)
    return items.map((item) => itemOf(item)?.uri ?? '')
  }

  it('creates a private collaborative playlist and changes its details', async () => {
    const { client } = connect()
    const created: Playlist = await client.playlists.createPlaylist(emulator.user.id, {
      name: `Mix ${generation}`,
      public: false,
      collaborative: true,
      description: 'made by the client',
    })
    expect(created).toMatchObject({
      name: `Mix ${generation}`,
      public: false,
      collaborative: true,
      description: 'made by the client',
    })
    expect(itemsOf(created)?.total).toBe(0)
    await client.playlists.changeDetails(created.id, { name: 'Renamed', collaborative: false, public: true })
    await expect(client.playlists.getPlaylist(created.id)).resolves.toMatchObject({
      name: 'Renamed',
      public: true,
      collaborative: false,
    })
    const mine = await client.playlists.getCurrentUserPlaylists({ limit: 50 })
    expect(mine.items.map((p) => p.id)).toContain(created.id)
  })

  it('creates at /users/{id}/playlists (classic, 2024) or /me/playlists (2026)', async () => {
    const { client, requests } = connect()
    await client.playlists.createPlaylist(emulator.user.id, { name: 'Where' })
    expect(requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      generation === '2026' ? 'POST /me/playlists 201' : `POST /users/${emulator.user.id}/playlists 201`,
    ])
  })

  it('adds, reorders, removes and replaces items, each change giving a new snapshot', async () => {
    const { client, requests } = connect()
    const playlist = await client.playlists.createPlaylist(emulator.user.id, { name: 'Edits' })
    const added = await client.playlists.addItems(playlist.id, uris(0, 4))
    expect(added.snapshot_id).toBeTruthy()
    expect(requests.at(-1)?.status).toBe(201)
    const inserted = await client.playlists.addItems(playlist.id, uris(10, 1), { position: 1 })
    expect(await itemUris(client, playlist.id)).toEqual([uris(0, 1)[0], uris(10, 1)[0], ...uris(1, 3)])

    // Move the first two to the end: insert_before = length.
    const reordered = await client.playlists.reorderItems(playlist.id, {
      rangeStart: 0,
      rangeLength: 2,
      insertBefore: 5,
      snapshotId: inserted.snapshot_id,
    })
    expect(reordered.snapshot_id).not.toBe(inserted.snapshot_id)
    expect(await itemUris(client, playlist.id)).toEqual([...uris(1, 3), uris(0, 1)[0], uris(10, 1)[0]])

    requests.length = 0
    const removed = await client.playlists.removeItems(
      playlist.id,
      [{ uri: uris(1, 1)[0]! }, { uri: uris(2, 1)[0]!, positions: [1] }],
      {
        snapshotId: reordered.snapshot_id,
      },
    )
    expect(removed.snapshot_id).not.toBe(reordered.snapshot_id)
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: `/playlists/${playlist.id}/${segment}` })
    expect(Object.keys(JSON.parse(requests[0]!.body!) as object)[0]).toBe(segment)
    expect(await itemUris(client, playlist.id)).toEqual([uris(3, 1)[0], uris(0, 1)[0], uris(10, 1)[0]])

    await client.playlists.replaceItems(playlist.id, uris(20, 2))
    expect(await itemUris(client, playlist.id)).toEqual(uris(20, 2))
    await client.playlists.replaceItems(playlist.id, [])
    expect(await itemUris(client, playlist.id)).toEqual([])
  })

  it('adds 250 items as 100 + 100 + 50 in order, at a position', async () => {
    const { client, requests } = connect()
    const playlist = await client.playlists.createPlaylist(emulator.user.id, {
      name: 'Batches',
      public: false,
    })
    await client.playlists.addItems(playlist.id, uris(300, 2))
    requests.length = 0
    await client.playlists.addItemsInBatches(playlist.id, uris(0, 250), { position: 1 })
    const posts = requests.filter((r) => r.method === 'POST')
    expect(posts.map((r) => (JSON.parse(r.body!) as { uris: string[] }).uris.length)).toEqual([100, 100, 50])
    expect(posts.map((r) => (JSON.parse(r.body!) as { position: number }).position)).toEqual([1, 101, 201])
    expect(await itemUris(client, playlist.id)).toEqual([uris(300, 1)[0], ...uris(0, 250), uris(301, 1)[0]])
  })

  it('uploads a JPEG cover (base64, image/jpeg) that the images endpoint then serves', async () => {
    const { client, requests } = connect()
    const playlist = await client.playlists.createPlaylist(emulator.user.id, { name: 'Cover' })
    await client.playlists.uploadCoverImage(playlist.id, jpeg)
    expect(requests.at(-1)).toMatchObject({
      status: 202,
      contentType: 'image/jpeg',
      body: jpeg.toString('base64'),
    })
    const images = await client.playlists.getCoverImage(playlist.id)
    expect(images.length).toBeGreaterThan(0)
    const served = await fetch(images[0]!.url)
    expect(served.ok).toBe(true)
  })
})
