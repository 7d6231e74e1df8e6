/**
 * The client's podcast and audiobook functions against the emulator in each generation, over real HTTP:
 * shows, episodes, audiobooks and chapters (one, several, their pages), the saved lists and their save,
 * remove and contains, search types, and the player reads with `additionalTypes`. Each test also checks what
 * went over the wire: several-at-once reads as single reads and saves through /me/library in 2026.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiError,
  InsufficientScopeError,
  ValidationError,
  type Generation,
} from '../../../electron/core/service/api'
import { KNOWN_SCOPES, type EmulatorHandle } from '../../../electron/emulator'
import { connectClient, startApiEmulator } from '../../support/api-harness'
import type { RecordedRequest } from '../../support/recording-adapter'

let emulator: EmulatorHandle

beforeAll(async () => {
  emulator = await startApiEmulator()
})
afterAll(() => emulator.close())

const sent = (requests: readonly RecordedRequest[]) =>
  requests.map(
    (r) => `${r.method} ${r.path}${r.query.size ? `?${decodeURIComponent(r.query.toString())}` : ''}`,
  )
const GENERATIONS: Generation[] = ['classic', '2026']

describe.each(GENERATIONS)('generation %s', (generation) => {
  const today = generation === '2026'
  const connect = () => connectClient(emulator, { generation })
  beforeAll(() => emulator.setApiMode(generation))

  it('reads a show with its first episodes, pages its episodes, reads an episode with its show', async () => {
    const { client, requests } = connect()
    const record = emulator.catalog.spoken.shows.find((show) => show.episodeIds.length >= 3)!
    const show = await client.shows.getShow(record.id, { market: 'US' })
    expect(show).toMatchObject({ id: record.id, name: record.name, total_episodes: record.episodeIds.length })
    expect(show.publisher).toBe(today ? undefined : record.publisher)
    expect(show.episodes.items.map((episode) => episode?.id)).toEqual(record.episodeIds)
    const second = await client.shows.getShowEpisodes(record.id, { limit: 1, offset: 1 })
    expect(second.items.map((episode) => episode?.id)).toEqual([record.episodeIds[1]])
    const all = []
    for await (const page of client.paging.pages(
      () => client.shows.getShowEpisodes(record.id, { limit: 2 }),
      (answer) => answer,
    ))
      all.push(...page.items)
    expect(all.map((episode) => episode?.id)).toEqual(record.episodeIds)
    const episode = await client.shows.getEpisode(record.episodeIds[0]!)
    expect(episode).toMatchObject({ id: record.episodeIds[0], type: 'episode', show: { id: record.id } })
    expect(episode.resume_point).toEqual(expect.objectContaining({ fully_played: expect.any(Boolean) }))
    expect(sent(requests).slice(0, 2)).toEqual([
      `GET /shows/${record.id}?market=US`,
      `GET /shows/${record.id}/episodes?limit=1&offset=1`,
    ])
  })

  it('reads several shows and episodes at once (2026: one read each, in order, null for an unknown id)', async () => {
    const { client, requests } = connect()
    const [a, b] = emulator.catalog.spoken.shows
    const unknown = '0000000000000000000000'
    const shows = await client.shows.getShows([a!.id, unknown, b!.id])
    expect(shows.map((show) => show?.id ?? null)).toEqual([a!.id, null, b!.id])
    const episodes = await client.shows.getEpisodes([b!.episodeIds[0]!, a!.episodeIds[0]!])
    expect(episodes.map((episode) => episode?.show.id)).toEqual([b!.id, a!.id])
    const paths = requests.map((request) => `${request.method} ${request.path}`)
    if (today) {
      expect(paths).toEqual(
        expect.arrayContaining([
          `GET /shows/${a!.id}`,
          `GET /shows/${unknown}`,
          `GET /episodes/${a!.episodeIds[0]}`,
        ]),
      )
      expect(paths).not.toContain('GET /shows')
    } else {
      expect(paths).toEqual(['GET /shows', 'GET /episodes'])
    }
  })

  it('reads an audiobook, its chapters and a chapter; several at once; 404 where audiobooks are not sold', async () => {
    const { client, requests } = connect()
    const [book, other] = emulator.catalog.spoken.audiobooks
    const read = await client.audiobooks.getAudiobook(book!.id)
    expect(read).toMatchObject({ id: book!.id, total_chapters: book!.chapterIds.length })
    expect(read.authors.map((author) => author.name)).toEqual([...book!.authors])
    const chapters = await client.audiobooks.getAudiobookChapters(book!.id, { limit: 2 })
    expect(chapters.items.map((chapter) => chapter?.chapter_number)).toEqual([1, 2])
    const chapter = await client.audiobooks.getChapter(book!.chapterIds[1]!)
    expect(chapter).toMatchObject({ chapter_number: 2, audiobook: { id: book!.id } })
    const several = await client.audiobooks.getAudiobooks([other!.id, book!.id])
    expect(several.map((item) => item?.id)).toEqual([other!.id, book!.id])
    const severalChapters = await client.audiobooks.getChapters([book!.chapterIds[0]!], { market: 'NZ' })
    expect(severalChapters[0]?.id).toBe(book!.chapterIds[0])
    const unsold = await client.audiobooks
      .getAudiobook(book!.id, { market: 'SE' })
      .catch((error: unknown) => error)
    expect(unsold).toBeInstanceOf(ApiError)
    expect(unsold).toMatchObject({ status: 404 })
    expect(requests.some((request) => request.path === '/audiobooks')).toBe(!today)
  })

  it('saves, checks and removes shows, episodes and audiobooks (classic /me/{kind}, 2026 /me/library)', async () => {
    const { client, requests } = connect()
    const saved = emulator.state.spokenOf(emulator.user.id)
    const slot = GENERATIONS.indexOf(generation)
    const show = emulator.catalog.spoken.shows.filter((s) => !saved.shows.has(s.id))[slot]!.id
    const episode = emulator.catalog.spoken.episodes.filter((e) => !saved.episodes.has(e.id))[slot]!.id
    const book = emulator.catalog.spoken.audiobooks.find((b) => !saved.audiobooks.has(b.id))!.id
    await client.library.saveShows([show])
    await client.library.saveEpisodes([episode])
    await client.library.saveAudiobooks([book])
    expect(await client.library.checkSavedShows([show])).toEqual([true])
    expect(await client.library.checkSavedEpisodes([episode])).toEqual([true])
    expect(await client.library.checkSavedAudiobooks([book])).toEqual([true])
    expect((await client.library.getSavedShows({ limit: 1 })).items[0]!.show.id).toBe(show)
    const episodes = await client.library.getSavedEpisodes({ limit: 1, market: 'US' })
    expect(episodes.items[0]!.episode).toMatchObject({ id: episode, resume_point: expect.any(Object) })
    expect((await client.library.getSavedAudiobooks({ limit: 1 })).items[0]!.audiobook.id).toBe(book)
    await client.library.removeSavedShows([show])
    await client.library.removeSavedEpisodes([episode])
    await client.library.removeSavedAudiobooks([book])
    expect(await client.library.checkSavedShows([show])).toEqual([false])
    const writes = sent(requests).filter((line) => !line.startsWith('GET'))
    expect(writes).toEqual(
      today
        ? [
            `PUT /me/library?uris=spotify:show:${show}`,
            `PUT /me/library?uris=spotify:episode:${episode}`,
            `PUT /me/library?uris=spotify:audiobook:${book}`,
            `DELETE /me/library?uris=spotify:show:${show}`,
            `DELETE /me/library?uris=spotify:episode:${episode}`,
            `DELETE /me/library?uris=spotify:audiobook:${book}`,
          ]
        : [
            `PUT /me/shows?ids=${show}`,
            `PUT /me/episodes?ids=${episode}`,
            `PUT /me/audiobooks?ids=${book}`,
            `DELETE /me/shows?ids=${show}`,
            `DELETE /me/episodes?ids=${episode}`,
            `DELETE /me/audiobooks?ids=${book}`,
          ],
    )
  })

  it('searches shows, episodes and audiobooks', async () => {
    const { client } = connect()
    const show = emulator.catalog.spoken.shows[0]!
    const results = await client.search.search({
      query: `"${show.name}"`,
      types: ['show', 'episode', 'audiobook'],
      limit: 12,
    })
    expect(results.shows!.items[0]!.id).toBe(show.id)
    expect(results.episodes!.items.map((episode) => episode?.id)).toContain(show.episodeIds[0])
    expect(results.audiobooks!.total).toBeGreaterThanOrEqual(0)
  })

  it('reads the player with additionalTypes: the episode only when asked for', async () => {
    const { client, requests } = connect()
    const show = emulator.catalog.spoken.shows[0]!
    emulator.playOn('Pocket Phone', { contextUri: `spotify:show:${show.id}` })
    const bare = await client.player.getPlaybackState()
    expect(bare).toMatchObject({ item: null, currently_playing_type: 'episode' })
    const full = await client.player.getPlaybackState({ additionalTypes: ['track', 'episode'] })
    expect(full?.item).toMatchObject({ id: show.episodeIds[0], type: 'episode' })
    const now = await client.player.getCurrentlyPlaying({ additionalTypes: ['episode'] })
    expect(now?.item?.uri).toBe(`spotify:episode:${show.episodeIds[0]}`)
    expect(sent(requests)).toEqual([
      'GET /me/player',
      'GET /me/player?additional_types=track,episode',
      'GET /me/player/currently-playing?additional_types=episode',
    ])
    await client.player.play({ contextUri: `spotify:show:${show.id}`, offset: { position: 1 } })
    const moved = await client.player.getPlaybackState({ additionalTypes: ['episode'] })
    expect(moved?.item?.id).toBe(show.episodeIds[1])
  })
})

describe('before sending', () => {
  it('refuses bad input and missing scopes with clear errors, and nothing is sent', async () => {
    const { client, requests } = connectClient(emulator)
    await expect(client.shows.getShow('')).rejects.toBeInstanceOf(ValidationError)
    await expect(client.shows.getShows(Array(51).fill('x'))).rejects.toThrow(/at most 50/)
    await expect(client.audiobooks.getAudiobookChapters('x', { limit: 51 })).rejects.toThrow(/limit/)
    await expect(
      client.player.getPlaybackState({ additionalTypes: ['episodes' as 'episode'] }),
    ).rejects.toThrow(/additionalTypes\[0\]/)
    await expect(
      client.player.play({ contextUri: 'spotify:artist:x', offset: { position: 1 } }),
    ).rejects.toThrow(/offset/)
    expect(requests).toEqual([])
    const narrow = connectClient(emulator, { scopes: KNOWN_SCOPES.filter((s) => s !== 'user-library-read') })
    await expect(narrow.client.library.getSavedShows()).rejects.toBeInstanceOf(InsufficientScopeError)
    expect(narrow.requests).toEqual([])
  })

  it('a token without user-read-playback-position reads episodes without resume points', async () => {
    const { client } = connectClient(emulator, {
      scopes: KNOWN_SCOPES.filter((s) => s !== 'user-read-playback-position'),
    })
    const episode = await client.shows.getEpisode(emulator.catalog.spoken.episodes[0]!.id)
    expect(episode).not.toHaveProperty('resume_point')
  })
})
