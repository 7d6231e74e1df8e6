import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ArtistRef } from '../../../../electron/contract'
import {
  createArtistPictures,
  READ_AT_MOST,
  toRead,
} from '../../../../electron/core/features/history/artist-pictures'
import { systemClock } from '../../../../electron/core/base/ports'
import type { EmulatorHandle } from '../../../../electron/emulator'
import { connectClient, recordingLogger, startApiEmulator } from '../../../support/api-harness'

/** Your listening's top artists with their pictures: from what is known, else read once, on both services. */
const ref = (id: string): ArtistRef => ({ id, name: id, uri: `spotify:artist:${id}` })

describe('which artists are read', () => {
  it('those with an id, not known, not failed within ten minutes, each once, at most ten', () => {
    const many = Array.from({ length: 14 }, (_, index) => ref(`a${index}`))
    const failed = new Map([['spotify:artist:a1', 1_000]])
    const ids = toRead(
      [...many, ref('a2'), { ...ref('x'), id: null }],
      (uri) => uri.endsWith(':a0'),
      failed,
      2_000,
    )
    expect(ids).toEqual(['a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10', 'a11'])
    expect(ids).toHaveLength(READ_AT_MOST)
    expect(toRead([ref('a1')], () => false, failed, 1_000 + 10 * 60_000)).toEqual(['a1'])
  })
})

describe.each(['classic', '2026'] as const)('pictures read from the service (%s)', (apiMode) => {
  let emulator: EmulatorHandle
  beforeAll(async () => {
    emulator = await startApiEmulator({ apiMode })
  })
  afterAll(() => emulator.close())

  it('reads the unknown ones once and keeps them; the known ones cost nothing', async () => {
    const { client, requests } = connectClient(emulator)
    const artists = emulator.catalog.artists.slice(0, 4).map((artist) => ref(artist.id))
    const known = [{ url: 'https://img.example/known.jpg', width: 64, height: 64 }]
    const pictures = createArtistPictures({
      api: () => client,
      clock: systemClock,
      logger: recordingLogger().logger,
    })
    const first = await pictures(artists, (uri) => (uri === artists[0]!.uri ? known : null))
    expect(first.get(artists[0]!.uri)).toEqual(known)
    for (const artist of artists.slice(1)) {
      // The emulator draws each artist's pictures at an address that names it.
      expect(first.get(artist.uri)?.[0]?.url).toContain(artist.id)
    }
    const sent = requests.length
    expect(sent).toBeGreaterThan(0)
    expect(sent).toBeLessThanOrEqual(apiMode === 'classic' ? 1 : 4)
    const again = await pictures(artists, (uri) => (uri === artists[0]!.uri ? known : null))
    expect(again.size).toBe(4)
    expect(requests.length).toBe(sent)
  })
})
