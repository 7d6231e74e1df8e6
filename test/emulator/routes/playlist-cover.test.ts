import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { type ApiClient, clientWithScopes, startTestEmulator } from '../../support/emulator'
import { buildJpeg } from '../images/jpeg-fixture'
import { expectError, send } from '../user-state-support'

interface Image {
  url: string
  width: number | null
  height: number | null
}

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

async function newPlaylist(isPublic = true) {
  const response = await send<{ id: string; snapshot_id: string }>(api, 'POST', '/me/playlists', {
    name: 'Cover test',
    public: isPublic,
  })
  expect(response.status).toBe(201)
  return response.body
}

const upload = (client: ApiClient, playlistId: string, body: string, type = 'image/jpeg') =>
  client.request(`PUT`, `/playlists/${playlistId}/images`, { body, headers: { 'content-type': type } })

describe('PUT /playlists/{id}/images', () => {
  it('takes a base64 JPEG: 202, then GET …/images and the playlist show it, with a new snapshot', async () => {
    const playlist = await newPlaylist()
    const jpeg = buildJpeg(320, 240)
    const response = await upload(api, playlist.id, jpeg.toString('base64'))
    expect(response.status).toBe(202)
    expect(response.body).toBeUndefined()

    const images = await api.get<Image[]>(`/playlists/${playlist.id}/images`)
    expect(images.status).toBe(200)
    expect(images.body).toHaveLength(1)
    expect(images.body[0]).toMatchObject({ width: 320, height: 240 })
    // The image is served by the emulator, without a token, byte for byte.
    const served = await fetch(images.body[0]?.url as string)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true)

    const after = await api.get<{ images: Image[]; snapshot_id: string }>(`/playlists/${playlist.id}`)
    expect(after.body.images).toEqual(images.body)
    expect(after.body.snapshot_id).not.toBe(playlist.snapshot_id)

    // A second upload replaces the first; the old URL is gone.
    expect((await upload(api, playlist.id, buildJpeg(64, 64).toString('base64'))).status).toBe(202)
    const replaced = await api.get<Image[]>(`/playlists/${playlist.id}/images`)
    expect(replaced.body[0]).toMatchObject({ width: 64, height: 64 })
    expect((await fetch(images.body[0]?.url as string)).status).toBe(404)
  })

  it('accepts base64 with line breaks, up to 256 KB decoded; beyond is 413', async () => {
    const playlist = await newPlaylist()
    const justFits = buildJpeg(100, 100, 256 * 1024 - buildJpeg(100, 100).length - 4 * 8)
    expect(justFits.length).toBeLessThanOrEqual(256 * 1024)
    const wrapped = justFits.toString('base64').replace(/(.{76})/g, '$1\r\n')
    expect((await upload(api, playlist.id, wrapped)).status).toBe(202)
    const tooBig = buildJpeg(100, 100, 256 * 1024)
    expectError(await upload(api, playlist.id, tooBig.toString('base64')), 413, { message: /256 KB/ })
  })

  it('refuses what is not a base64 JPEG, and another content type', async () => {
    const playlist = await newPlaylist()
    expectError(await upload(api, playlist.id, 'this is not base64!'), 400, { message: /base64/ })
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')
    expectError(await upload(api, playlist.id, png), 400, { message: /JPEG/ })
    expectError(await upload(api, playlist.id, ''), 400)
    expectError(await upload(api, playlist.id, buildJpeg(10, 10).toString('base64'), 'text/plain'), 400, {
      message: /image\/jpeg/,
    })
    expect((await upload(api, playlist.id, 'x', 'application/x-unknown')).status).toBe(415)
    expectError(await send(api, 'PUT', `/playlists/${playlist.id}/images`, { image: 'x' }), 400, {
      message: /image\/jpeg/,
    })
    expect((await api.get<Image[]>(`/playlists/${playlist.id}/images`)).body[0]?.url).toMatch(/\.png$/)
  })

  it('needs ugc-image-upload plus the modify scope of the playlist, and ownership', async () => {
    const body = buildJpeg(10, 10).toString('base64')
    const open = await newPlaylist(true)
    const secret = await newPlaylist(false)
    expectError(await upload(clientWithScopes(emulator, ['playlist-modify-public']), open.id, body), 403, {
      message: /ugc-image-upload/,
    })
    const publicUpload = clientWithScopes(emulator, ['ugc-image-upload', 'playlist-modify-public'])
    expect((await upload(publicUpload, open.id, body)).status).toBe(202)
    expectError(await upload(publicUpload, secret.id, body), 403, { message: /playlist-modify-private/ })
    const foreign = [...emulator.state.playlists.all()].find(
      (p) => p.ownerId !== emulator.user.id && p.public,
    )
    expectError(await upload(api, foreign?.id as string, body), 403, { message: /own/ })
    expectError(await upload(api, 'nosuchplaylist', body), 404)
  })
})
