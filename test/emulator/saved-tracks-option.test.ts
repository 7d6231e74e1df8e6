import { afterAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../electron/emulator'
import { parseEmulatorArgs } from '../../electron/emulator/cli-args'
import { clientWithScopes, collectPages, startTestEmulator } from '../support/emulator'

interface SavedTrack {
  added_at: string
  track: { id: string }
}

describe('the savedTracks option (a big library for benchmarks)', () => {
  let emulator: EmulatorHandle<ManualClock> | undefined
  afterAll(() => emulator?.close())

  it('gives the demo user that many saved tracks, newest first, a minute apart', async () => {
    emulator = await startTestEmulator({ savedTracks: 120 })
    const api = clientWithScopes(emulator)
    const { items, pages } = await collectPages<SavedTrack>(api, '/me/tracks?limit=50')
    expect(pages[0]!.total).toBe(120)
    expect(items).toHaveLength(120)
    expect(new Set(items.map((item) => item.track.id)).size).toBe(120)
    const times = items.map((item) => Date.parse(item.added_at))
    expect(times[0]).toBe(Math.floor(emulator.clock.now() / 1000) * 1000)
    times.slice(1).forEach((time, index) => expect(times[index]! - time).toBe(60_000))
  })

  it('refuses more tracks than the catalog holds, saying how many it has', async () => {
    await expect(startTestEmulator({ savedTracks: 1_000_000 })).rejects.toThrow(
      /at most \d+ for this catalog/,
    )
  })

  it('is a flag of the CLI', () => {
    expect(parseEmulatorArgs(['--saved-tracks', '50000'])).toEqual({
      kind: 'run',
      options: { savedTracks: 50_000 },
    })
  })
})
