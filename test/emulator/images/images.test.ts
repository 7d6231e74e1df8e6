import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { clientWithScopes, startTestEmulator } from '../../support/emulator'

let emulator: EmulatorHandle<ManualClock>

beforeAll(async () => {
  emulator = await startTestEmulator()
})
afterAll(() => emulator.close())

const png = async (url: string) => {
  const response = await fetch(url)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

describe('generated images', () => {
  it('every image of an album is a PNG of the advertised size, served without a token', async () => {
    const album = emulator.catalog.albums[0]
    const response = await clientWithScopes(emulator).get<{
      images: { url: string; width: number; height: number }[]
    }>(`/albums/${album?.id}`)
    for (const image of response.body.images) {
      const file = await png(image.url)
      expect(file.status).toBe(200)
      expect(file.type).toBe('image/png')
      expect(file.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      expect(file.bytes.readUInt32BE(16)).toBe(image.width)
      expect(file.bytes.readUInt32BE(20)).toBe(image.height)
    }
  })

  it('is deterministic per picture and differs between pictures', async () => {
    const a = await png(`${emulator.accountsUrl}/images/album/someAlbumId/64.png`)
    const again = await png(`${emulator.accountsUrl}/images/album/someAlbumId/64.png`)
    const b = await png(`${emulator.accountsUrl}/images/album/otherAlbumId/64.png`)
    expect(again.bytes).toEqual(a.bytes)
    expect(b.bytes).not.toEqual(a.bytes)
  })

  it('is 404 for sizes and kinds it does not make', async () => {
    expect((await png(`${emulator.accountsUrl}/images/album/x/65.png`)).status).toBe(404)
    expect((await png(`${emulator.accountsUrl}/images/poster/x/64.png`)).status).toBe(404)
    expect((await png(`${emulator.accountsUrl}/images/album/x/64.jpg`)).status).toBe(404)
  })
})
