import { afterEach, describe, expect, it } from 'vitest'
import { live, MINUTE, playAlbum, startDay, type DayRun } from '../../../support/listening-day'
import { pageApi } from '../../../support/page-api'

/**
 * No refusal Encore could foresee (issue 27): signed in with a Client ID registered today, against the
 * emulator playing the 2026 service, an hour of use on a manual clock (a full library sync, an album playing
 * with the window focused then shown without the focus, and the reads the pages make: another user's
 * playlist and profile, an artist, Browse, Radio) is sent no request that service-2026.md says is refused.
 * Counted by the emulator's traffic log: not one 403.
 */

const runs: DayRun[] = []
afterEach(async () => {
  for (const run of runs.splice(0)) await run.close()
})

describe('today’s service: nothing sent that its rules refuse in advance', () => {
  it('a full library sync and an hour of use send no request answered 403', async () => {
    const run = await startDay({ today: true })
    runs.push(run)
    const { emulator, clock } = run
    await playAlbum(run)
    const api = pageApi(run.encore)
    await api.library.sync({ full: true })
    await live(run, clock.now() + 5 * MINUTE, 'focused')

    const user = emulator.state.user(emulator.user.id)
    const others = user.playlists
      .map((ref) => emulator.state.playlists.get(ref.id)!)
      .filter((playlist) => playlist.ownerId !== user.userId && !playlist.collaborative)
    expect(others.length).toBeGreaterThan(0)
    const artist = emulator.catalog.artists[0]!
    const track = emulator.catalog.tracks[0]!
    // What the pages of a session ask; a method today's service does not offer may say so (that is no request).
    const pages: (() => Promise<unknown>)[] = [
      () => api.playlists.get({ id: others[0]!.id }),
      () => api.catalog.user({ id: others[0]!.ownerId }),
      () => api.catalog.userPlaylists({ id: others[0]!.ownerId, offset: 0, limit: 20 }),
      () => api.catalog.artist({ id: artist.id }),
      () => api.discover.categories({}),
      () => api.discover.featured({}),
      () => api.discover.newReleases({}),
      () => api.radio.tracks({ seeds: [{ kind: 'track', id: track.id }] }),
    ]
    const answered: string[] = []
    for (const read of pages) {
      answered.push(
        await read().then(
          () => 'ok',
          (error: Error) => error.message,
        ),
      )
      await run.settle()
    }
    await live(run, clock.now() + 25 * MINUTE, 'focused')
    await live(run, clock.now() + 30 * MINUTE, 'shown')

    const entries = emulator.traffic.entries()
    // The hour was used: the player was read, the library synced, the pages' reads went.
    expect(entries.filter((entry) => entry.path === '/me/player').length).toBeGreaterThan(100)
    expect(entries.some((entry) => entry.path === '/me/playlists')).toBe(true)
    // Each read either answered, or said at once that today's service does not offer it and nothing was sent.
    for (const answer of answered) expect(answer).toMatch(/^ok$|nothing was sent\.$/)
    expect(answered.filter((answer) => answer === 'ok').length).toBeGreaterThanOrEqual(2)
    const refused = entries.filter((entry) => entry.status === 403)
    expect(refused.map((entry) => `${entry.method} ${entry.path}`)).toEqual([])
  }, 120_000)
})
