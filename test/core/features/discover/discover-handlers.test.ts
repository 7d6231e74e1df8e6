import { afterEach, describe, expect, it } from 'vitest'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'
import { pageApi } from '../../../support/page-api'

/** Discover's bridge methods against the emulator: what they answer, what they cache, what they cancel. */

let app: EncoreOnEmulator | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function signedIn(options: Parameters<typeof startEncoreOnEmulator>[0] = {}) {
  app = await startEncoreOnEmulator({ account: { api: { scheduler: { budget: 5_000 } } }, ...options })
  await app.signIn()
  return { running: app, encore: app.encore, traffic: app.emulator.traffic }
}

describe('home shelves', () => {
  it('top tracks and artists per time range, each range read once however often it is asked', async () => {
    const { encore, traffic } = await signedIn()
    const short = await pageApi(encore).discover.topTracks({ range: 'short_term', limit: 10 })
    const long = await pageApi(encore).discover.topTracks({ range: 'long_term', limit: 10 })
    expect(short.items.length).toBeGreaterThan(0)
    expect(short.items.map((track) => track.id)).not.toEqual(long.items.map((track) => track.id))
    await pageApi(encore).discover.topTracks({ range: 'short_term', limit: 10 })
    expect(traffic.count({ method: 'GET', path: '/me/top/tracks' })).toBe(2)
    const artists = await pageApi(encore).discover.topArtists({ range: 'medium_term', limit: 5 })
    expect(artists.items[0]).toMatchObject({ uri: expect.stringMatching(/^spotify:artist:/) })
  })

  it('recently played, new releases and featured playlists with the service’s message', async () => {
    const { encore } = await signedIn()
    const recent = await pageApi(encore).discover.recentlyPlayed({ limit: 10 })
    expect(recent.length).toBeGreaterThan(0)
    expect(recent[0]).toMatchObject({ playedAt: expect.any(String), track: { uri: expect.any(String) } })
    const releases = await pageApi(encore).discover.newReleases({ limit: 6 })
    expect(releases.items).toHaveLength(6)
    const featured = await pageApi(encore).discover.featured({ locale: 'sv_SE', limit: 5 })
    expect(featured.message).toMatch(/^(God|Musik)/)
    expect(featured.playlists.items.length).toBeGreaterThan(0)
  })

  it('identical reads at once share one request; one caller cancelling does not stop the other', async () => {
    const { encore, traffic } = await signedIn()
    const cancelled = new AbortController()
    const first = pageApi(encore).discover.newReleases({ limit: 4 }, { signal: cancelled.signal })
    const second = pageApi(encore).discover.newReleases({ limit: 4 })
    await traffic.arrival({ path: '/browse/new-releases' })
    cancelled.abort()
    await expect(first).rejects.toMatchObject({ code: 'ABORTED' })
    expect((await second).items).toHaveLength(4)
    expect(traffic.count({ path: '/browse/new-releases' })).toBe(1)
  })
})

describe('browse', () => {
  it('categories in a locale, one category, its playlists page by page', async () => {
    const { encore } = await signedIn()
    const english = await pageApi(encore).discover.categories({ limit: 50 })
    const swedish = await pageApi(encore).discover.categories({ locale: 'sv_SE', limit: 50 })
    expect(english.items.find((category) => category.id === 'toplists')?.name).toBe('Top Lists')
    expect(swedish.items.find((category) => category.id === 'toplists')?.name).toBe('Topplistor')
    expect(await pageApi(encore).discover.category({ id: 'toplists', locale: 'de_DE' })).toMatchObject({
      name: 'Charts',
    })
    const first = await pageApi(encore).discover.categoryPlaylists({ id: 'toplists', limit: 1 })
    const second = await pageApi(encore).discover.categoryPlaylists({ id: 'toplists', offset: 1, limit: 1 })
    expect(first.playlists.total).toBeGreaterThan(1)
    expect(first.playlists).toMatchObject({ offset: 0, hasMore: true })
    expect(second.playlists.offset).toBe(1)
    expect(second.playlists.items[0]!.id).not.toBe(first.playlists.items[0]!.id)
  })
})

describe('radio', () => {
  it('recommends from seeds and tunings; the same question twice costs one request', async () => {
    const { encore, running, traffic } = await signedIn()
    const genres = await pageApi(encore).radio.genres()
    expect(genres.length).toBeGreaterThan(3)
    const track = running.emulator.catalog.tracks[0]!
    const input = {
      seeds: [
        { kind: 'track' as const, id: track.id },
        { kind: 'genre' as const, id: genres[0]! },
      ],
      tunings: { energy: { min: 0.2, target: 0.7 } },
      limit: 20,
    }
    const radio = await pageApi(encore).radio.tracks(input)
    expect(radio.tracks.length).toBeGreaterThan(0)
    expect(radio.seeds.map((seed) => seed.kind).sort()).toEqual(['genre', 'track'])
    expect(traffic.entries().find((entry) => entry.path === '/recommendations')?.query).toContain(
      'min_energy=0.2',
    )
    await pageApi(encore).radio.tracks({ ...input, tunings: { energy: { target: 0.7, min: 0.2 } } })
    expect(traffic.count({ path: '/recommendations' })).toBe(1)
  })

  it('refuses more than five seeds before asking the service', async () => {
    const { encore, traffic } = await signedIn()
    const seeds = Array.from({ length: 6 }, () => ({ kind: 'genre' as const, id: 'pop' }))
    await expect(pageApi(encore).radio.tracks({ seeds })).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    expect(traffic.count({ path: '/recommendations' })).toBe(0)
  })

  it('saves a radio as a new playlist of yours that the library lists at once', async () => {
    const { encore, running } = await signedIn()
    await encore.library.service.idle()
    const uris = running.emulator.catalog.tracks.slice(0, 3).map((track) => `spotify:track:${track.id}`)
    const saved = await pageApi(encore).radio.save({ name: 'Radio: test', uris })
    expect(saved).toMatchObject({ name: 'Radio: test', public: false })
    const listed = await pageApi(encore).library.playlists({ offset: 0, limit: 500 })
    expect(listed.items.map((playlist) => playlist.id)).toContain(saved.id)
    await expect
      .poll(() => running.emulator.state.playlists.get(saved.id)?.items.map((item) => item.trackId))
      .toEqual(running.emulator.catalog.tracks.slice(0, 3).map((track) => track.id))
  })
})

describe('a track’s sound', () => {
  it('features in Encore’s words and the analysis as a timeline; read once per track', async () => {
    const { encore, running, traffic } = await signedIn()
    const track = running.emulator.catalog.tracks[1]!
    const features = await pageApi(encore).sound.features({ id: track.id })
    expect(features).toMatchObject({ trackId: track.id, durationMs: track.durationMs })
    expect(features.energy).toBeGreaterThanOrEqual(0)
    const timeline = await pageApi(encore).sound.analysis({ id: track.id })
    expect(timeline.durationS).toBeCloseTo(track.durationMs / 1000, 0)
    expect(timeline.sections.length).toBeGreaterThan(1)
    expect(timeline.segments.starts).toHaveLength(timeline.segments.loudness.length)
    expect(timeline.beats.length).toBeGreaterThan(timeline.bars.length)
    await pageApi(encore).sound.analysis({ id: track.id })
    expect(traffic.count({ path: `/audio-analysis/${track.id}` })).toBe(1)
    expect((await pageApi(encore).sound.track({ id: track.id })).name).toBe(track.name)
  })
})

describe('today’s service (2026)', () => {
  it('says what it no longer offers, without sending a request', async () => {
    const { encore, running, traffic } = await signedIn({
      emulator: { apiMode: '2026' },
      account: { api: { generation: '2026', scheduler: { budget: 5_000 } } },
    })
    const track = running.emulator.catalog.tracks[0]!
    traffic.clear()
    for (const call of [
      () => pageApi(encore).discover.newReleases({}),
      () => pageApi(encore).discover.featured({}),
      () => pageApi(encore).discover.categories({}),
      () => pageApi(encore).discover.categoryPlaylists({ id: 'toplists' }),
      () => pageApi(encore).radio.genres(),
      () => pageApi(encore).radio.tracks({ seeds: [{ kind: 'track', id: track.id }] }),
      () => pageApi(encore).sound.features({ id: track.id }),
      () => pageApi(encore).sound.analysis({ id: track.id }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'UNAVAILABLE' })
    }
    expect(traffic.count()).toBe(0)
    // Still offered: your top items and what you played.
    expect((await pageApi(encore).discover.topArtists({ range: 'long_term' })).items.length).toBeGreaterThan(
      0,
    )
    expect((await pageApi(encore).discover.recentlyPlayed({})).length).toBeGreaterThan(0)
  })
})
