import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startEngineHarness, type EngineHarness } from '../../../support/engine-harness'

/**
 * Next on today's service (the emulator playing 2026), wherever the person is: no page reads the queue here, as
 * on Home or in the Library. The album or playlist played in order is read once, and Next shows its next track
 * in the same step that asks the service (before any answer); what cannot be known says so.
 */
let h: EngineHarness
vi.setConfig({ testTimeout: 30_000 })

beforeEach(async () => {
  h = await startEngineHarness({ apiMode: '2026' })
  h.signIn()
  h.engine.setVisible('page', true)
  await h.settle()
}, 30_000)
afterEach(async () => {
  await h.close()
})

const reads = (path: RegExp) => h.requests().filter((r) => r.method === 'GET' && path.test(r.path)).length

/** Plays `contextUri` on Encore Desktop through the engine and lets the first reads come. */
async function play(contextUri: string) {
  expect(await h.asAnotherDevice('PUT', '/me/player', { device_ids: [h.deviceId('Encore Desktop')] })).toBe(
    204,
  )
  await h.engine.run({ kind: 'play', play: { contextUri } })
  await h.advance(1_000)
  expect(h.latest()).toMatchObject({ isPlaying: true, context: { uri: contextUri } })
}

/** Asks Next; answers what the player shows in the same turn, before the service heard of it. */
async function nextShownAtOnce() {
  const before = h.requests().length
  const done = h.engine.run({ kind: 'next' })
  const shown = h.engine.state()
  expect(h.requests().length).toBe(before)
  await done
  await h.advance(1_000)
  return shown
}

describe('Next on today’s service, with no page reading the queue', () => {
  it('an album: its next track shows at once, track after track, from one read of the album', async () => {
    const album = h.emulator.catalog.albums.find((candidate) => candidate.trackIds.length >= 4)!
    await play(`spotify:album:${album.id}`)
    for (const index of [1, 2, 3]) {
      const shown = await nextShownAtOnce()
      expect(shown).toMatchObject({ track: { id: album.trackIds[index] }, progressMs: 0, skipping: null })
      expect((await h.truth())?.item.uri).toBe(`spotify:track:${album.trackIds[index]}`)
    }
    expect(reads(new RegExp(`^/albums/${album.id}$`))).toBe(1)
    // Previous near the start shows the track before, at once.
    h.engine.run({ kind: 'previous' }).catch(() => {})
    expect(h.engine.state().track?.id).toBe(album.trackIds[2])
  })

  it('a playlist the person owns: its next item at once; the read names it too', async () => {
    const own = [...h.emulator.state.playlists.all()].find(
      (playlist) => playlist.ownerId === h.emulator.user.id && playlist.items.length >= 3,
    )!
    await play(`spotify:playlist:${own.id}`)
    const shown = await nextShownAtOnce()
    expect(shown.track?.id).toBe(own.items[1]!.trackId)
    expect(h.latest().context?.name).toBe(own.name)
    expect(reads(new RegExp(`^/playlists/${own.id}`))).toBe(1)
  })

  it('another’s playlist (today’s service shows it without items): "skipping" at once, never a refused read', async () => {
    const other = [...h.emulator.state.playlists.all()].find(
      (playlist) =>
        playlist.ownerId !== h.emulator.user.id &&
        playlist.public &&
        !playlist.collaborative &&
        playlist.items.length >= 3,
    )!
    await play(`spotify:playlist:${other.id}`)
    const first = h.latest().track?.uri
    const shown = await nextShownAtOnce()
    expect(shown).toMatchObject({ track: { uri: first }, skipping: 'next' })
    expect(h.latest()).toMatchObject({ skipping: null })
    expect(h.latest().track?.uri).not.toBe(first)
    expect(h.emulator.traffic.count({ status: 403 })).toBe(0)
  })
})
