import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../electron/emulator'
import { clientWithScopes, startTestEmulator } from '../support/emulator'

let first: EmulatorHandle<ManualClock>
let second: EmulatorHandle<ManualClock>
let other: EmulatorHandle<ManualClock>

beforeAll(async () => {
  ;[first, second, other] = await Promise.all([
    startTestEmulator({ seed: 'same' }),
    startTestEmulator({ seed: 'same' }),
    startTestEmulator({ seed: 'other' }),
  ])
})
afterAll(() => Promise.all([first, second, other].map((emulator) => emulator.close())))

/** The same answer from two instances, once their different ports are taken out. */
const answer = async (emulator: EmulatorHandle, path: string) =>
  JSON.stringify((await clientWithScopes(emulator).get(path)).body).replaceAll(emulator.accountsUrl, 'ORIGIN')

describe('determinism over HTTP', () => {
  it('the same seed answers the same ids and data', async () => {
    for (const path of [
      '/search?q=the&type=track,album,artist,playlist&limit=50',
      '/browse/new-releases',
      '/me/playlists',
      '/recommendations?seed_genres=pop&limit=30',
      '/browse/featured-playlists',
    ]) {
      expect(await answer(second, path)).toBe(await answer(first, path))
    }
    const trackId = first.catalog.tracks[17]?.id
    expect(await answer(second, `/tracks/${trackId}`)).toBe(await answer(first, `/tracks/${trackId}`))
  })

  it('another seed answers other ids', async () => {
    expect(other.catalog.tracks[0]?.id).not.toBe(first.catalog.tracks[0]?.id)
    expect(await answer(other, '/search?q=the&type=track')).not.toBe(
      await answer(first, '/search?q=the&type=track'),
    )
  })
})
