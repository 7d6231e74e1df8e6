/**
 * The player plays episodes and chapters: `currently_playing_type` "episode", the item only for a client that
 * asks with `additional_types=episode` (else `item: null`, as the real service answers), the resume point kept
 * as it plays, next and previous within a show's episodes, chapters as episodes of their book, the queue with
 * episodes; and the test controls that play "on the phone". Answers conform to the OpenAPI description in both
 * generations.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  expectResponseConforms,
  openApiAvailable,
  warnIfOpenApiMissing,
} from '../../support/openapi-conformance'
import { expectError, expectNoContent, playback, send, someTrackIds, trackUri } from '../user-state-support'
import {
  GENERATIONS,
  audiobookUri,
  bookWith,
  episodeUri,
  expectConforming,
  getConforming,
  showUri,
  showWith,
  startService,
  type EpisodeBody,
  type Service,
} from '../spoken-support'

warnIfOpenApiMissing()

interface PlayerBody {
  device: { name: string }
  context: { type: string; uri: string } | null
  progress_ms: number
  is_playing: boolean
  item: (EpisodeBody & { audiobook?: { id: string } }) | null
  currently_playing_type: string
  actions: { disallows: Record<string, boolean> }
}

describe.each(GENERATIONS)('%s', (generation) => {
  let service: Service
  beforeEach(async () => {
    service = await startService(generation)
  })
  afterEach(() => service.emulator.close())

  /**
   * GET /me/player, conforming. The description's `context` and `item` allow no null although it says
   * "Can be null" (the real service sends null for a list of uris, or for an item the client did not ask
   * for): those two are checked only when present.
   */
  const player = async (query = '') => {
    const response = await service.api.get<PlayerBody>(`/me/player${query}`)
    const { context, item, ...rest } = response.body
    expectConforming(service, 'GET', '/me/player', {
      status: response.status,
      body: { ...rest, ...(context ? { context } : {}), ...(item ? { item } : {}) },
    })
    return response.body
  }
  const resumeOf = async (id: string) =>
    (await getConforming<EpisodeBody>(service, `/episodes/${id}`)).resume_point

  it('the phone plays a show: no item without additional_types=episode, the episode with it', async () => {
    const { emulator, api } = service
    const show = showWith(emulator, 2)
    emulator.playOn('Pocket Phone', { contextUri: showUri(show.id) })
    expect(emulator.traffic.count({ path: '/me/player/play' })).toBe(0)
    emulator.clock.advance(5_000)

    for (const path of ['/me/player', '/me/player/currently-playing']) {
      const bare = await api.get<PlayerBody>(path)
      expect(bare.status).toBe(200)
      expect(bare.body).toMatchObject({ item: null, currently_playing_type: 'episode', is_playing: true })
      expect(bare.body.context).toMatchObject({ type: 'show', uri: showUri(show.id) })
      // The description's `item` allows no null (it says "Can be null"): the rest is checked.
      const { item: absent, ...rest } = bare.body
      expect(absent).toBeNull()
      if (openApiAvailable) expectResponseConforms('GET', path, 200, rest, generation)
      const tracksToo = await api.get<PlayerBody>(`${path}?additional_types=track`)
      expect(tracksToo.body.item).toBeNull()
    }
    const full = await player('?additional_types=track,episode')
    expect(full.device.name).toBe('Pocket Phone')
    expect(full.item).toMatchObject({ id: show.episodeIds[0], type: 'episode', show: { id: show.id } })
    expect(full.progress_ms).toBe(5_000)
    await getConforming(service, '/me/player/currently-playing?additional_types=episode')
    expectError(await api.get('/me/player?additional_types=episodes'), 400, { message: /additional_types/ })
  })

  it('keeps the resume point as the episode plays, and marks it fully played at its end', async () => {
    const { emulator } = service
    const show = showWith(emulator, 2)
    const [newest, older] = emulator.catalog.spoken.episodesOf(show)
    expect(await resumeOf(older!.id)).toMatchObject({ resume_position_ms: expect.any(Number) })
    emulator.playOn('Pocket Phone', { uris: [episodeUri(older!.id)], positionMs: 60_000 })
    emulator.clock.advance(10 * 60_000)
    expect(await resumeOf(older!.id)).toEqual({ fully_played: false, resume_position_ms: 11 * 60_000 })
    await send(service.api, 'PUT', '/me/player/pause')
    emulator.clock.advance(60 * 60_000)
    expect(await resumeOf(older!.id)).toEqual({ fully_played: false, resume_position_ms: 11 * 60_000 })

    emulator.playOn('Pocket Phone', { contextUri: showUri(show.id) })
    emulator.clock.advance(newest!.durationMs + 1_000)
    expect(await resumeOf(newest!.id)).toEqual({ fully_played: true, resume_position_ms: 0 })
    // The show's next episode is the one below it: the older one, started from the beginning.
    const now = await player('?additional_types=episode')
    expect(now.item!.id).toBe(older!.id)
    expect(now.progress_ms).toBe(1_000)
    // Episodes are not tracks: recently played stays as it was.
    const recent = await service.api.get<{ items: { track: { id: string } }[] }>('/me/player/recently-played')
    expect(recent.body.items.some((item) => item.track.id === newest!.id)).toBe(false)
  })

  it('next and previous move within the show; an episode alone has no next', async () => {
    const { emulator } = service
    const show = showWith(emulator, 3)
    const [first, second] = show.episodeIds
    emulator.playOn('Pocket Phone', {
      contextUri: showUri(show.id),
      offset: { uri: episodeUri(second!) },
      positionMs: 30_000,
    })
    expect((await player('?additional_types=episode')).item!.id).toBe(second)
    expectNoContent(await send(service.api, 'POST', '/me/player/next'))
    expect((await player('?additional_types=episode')).item!.id).toBe(show.episodeIds[2])
    expectNoContent(await send(service.api, 'POST', '/me/player/previous'))
    expectNoContent(await send(service.api, 'POST', '/me/player/previous'))
    const back = await player('?additional_types=episode')
    expect(back.item!.id).toBe(first)
    expect(back.actions.disallows['skipping_prev']).toBe(true)
    // Where it was left: the second episode keeps its place (30 s in when it was skipped).
    expect(await resumeOf(second!)).toEqual({ fully_played: false, resume_position_ms: 30_000 })

    emulator.playOn('Pocket Phone', { uris: [episodeUri(first!)] })
    expect((await player('?additional_types=episode')).actions.disallows['skipping_next']).toBe(true)
    expectError(await send(service.api, 'POST', '/me/player/next'), 403, { reason: 'NO_NEXT_TRACK' })
  })

  it('PUT /me/player/play takes show contexts, episode uris and episode offsets', async () => {
    const { emulator, api } = service
    const show = showWith(emulator, 2)
    const computer = emulator.state.demoUser().player.devices.find((device) => device.type === 'Computer')!
    const started = await send(api, 'PUT', `/me/player/play?device_id=${computer.id}`, {
      context_uri: showUri(show.id),
      offset: { position: 1 },
      position_ms: 2_000,
    })
    expectNoContent(started)
    const now = await player('?additional_types=episode')
    expect(now).toMatchObject({ device: { name: 'Encore Desktop' }, progress_ms: 2_000 })
    expect(now.item!.id).toBe(show.episodeIds[1])
    const mixed = [trackUri(someTrackIds(emulator, 1)[0]!), episodeUri(show.episodeIds[0]!)]
    expectNoContent(await send(api, 'PUT', '/me/player/play', { uris: mixed }))
    expect((await playback(api)).currently_playing_type).toBe('track')
    expectNoContent(await send(api, 'POST', '/me/player/next'))
    expect((await player()).currently_playing_type).toBe('episode')
    expectError(
      await send(api, 'PUT', '/me/player/play', { uris: ['spotify:episode:0000000000000000000000'] }),
      404,
      {
        message: /no episode or chapter/,
      },
    )
    expectError(
      await send(api, 'PUT', '/me/player/play', { context_uri: episodeUri(show.episodeIds[0]!) }),
      400,
      {
        message: /context_uri/,
      },
    )
  })

  it('plays an audiobook’s chapters as episodes of their book; not where audiobooks are not sold', async () => {
    const { emulator } = service
    const book = bookWith(emulator, 2)
    emulator.playOn('Pocket Phone', { contextUri: audiobookUri(book.id) })
    const now = await player('?additional_types=episode')
    expect(now.currently_playing_type).toBe('episode')
    expect(now.context).toMatchObject({ type: 'audiobook', uri: audiobookUri(book.id) })
    expect(now.item).toMatchObject({
      id: book.chapterIds[0],
      type: 'episode',
      uri: episodeUri(book.chapterIds[0]!),
      chapter_number: 1,
      show: { id: book.id, name: book.name, type: 'show', uri: audiobookUri(book.id) },
      audiobook: { id: book.id, type: 'audiobook' },
    })
    emulator.clock.advance(90_000)
    const chapter = await getConforming<{ resume_point: unknown }>(service, `/chapters/${book.chapterIds[0]}`)
    expect(chapter.resume_point).toEqual({ fully_played: false, resume_position_ms: 90_000 })
  })

  it('the queue takes episodes and lists them with tracks', async () => {
    const { emulator, api } = service
    const show = showWith(emulator, 1)
    const tracks = someTrackIds(emulator, 2)
    emulator.playOn('Encore Desktop', { uris: tracks.map(trackUri) })
    expectNoContent(await send(api, 'POST', `/me/player/queue?uri=${episodeUri(show.episodeIds[0]!)}`))
    const queue = await getConforming<{
      currently_playing: { type: string }
      queue: { id: string; type: string }[]
    }>(service, '/me/player/queue')
    expect(queue.queue.map((item) => [item.type, item.id])).toEqual([
      ['episode', show.episodeIds[0]],
      ['track', tracks[1]],
    ])
    expectNoContent(await send(api, 'POST', '/me/player/next'))
    const playing = await getConforming<{ currently_playing: { id: string; show: { id: string } } }>(
      service,
      '/me/player/queue',
    )
    expect(playing.currently_playing).toMatchObject({ id: show.episodeIds[0], show: { id: show.id } })
    expectError(await send(api, 'POST', '/me/player/queue?uri=spotify:show:abc'), 400, {
      message: /episode URIs/,
    })
  })
})

describe('the test controls', () => {
  let service: Service
  beforeEach(async () => {
    service = await startService('classic', { country: 'DE' })
  })
  afterEach(() => service.emulator.close())

  it('playOn refuses what the service would refuse; setResumePoint checks its item and place', () => {
    const { emulator } = service
    const book = bookWith(emulator, 1)
    expect(() => emulator.playOn('Pocket Phone', { contextUri: audiobookUri(book.id) })).toThrow(
      /not available in DE/,
    )
    expect(() => emulator.playOn('Pocket Phone', { uris: [] })).toThrow(/at least one/)
    const track = emulator.catalog.tracks[0]!.id
    expect(() => emulator.setResumePoint(track, { positionMs: 0 })).toThrow(/not an episode or a chapter/)
    const episode = emulator.catalog.spoken.episodes[0]!
    expect(() => emulator.setResumePoint(episode.id, { positionMs: episode.durationMs + 1 })).toThrow(
      /positionMs/,
    )
  })

  it('a chapter context from the API is refused in Germany too', async () => {
    const book = bookWith(service.emulator, 1)
    const refused = await send(
      service.api,
      'PUT',
      `/me/player/play?device_id=${service.emulator.state.demoUser().player.devices[0]!.id}`,
      {
        context_uri: audiobookUri(book.id),
      },
    )
    expectError(refused, 404, { message: /not available in DE/ })
    expectNoContent(await service.api.get('/me/player'))
  })
})
