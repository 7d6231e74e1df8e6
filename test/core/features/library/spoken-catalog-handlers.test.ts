import { afterEach, describe, expect, it } from 'vitest'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'
import { pageApi } from '../../../support/page-api'

/**
 * The pages of podcasts and audiobooks, and search's spoken-word sections, through the bridge against the
 * emulator: a show with its newest episodes and where you are in each, more a page at a time, an episode with
 * its notes as the service's plain text, a book with its chapters (refused where books are not sold).
 */

let app: EncoreOnEmulator | undefined
afterEach(async () => {
  await app?.close()
})

async function start(country = 'US') {
  app = await startEncoreOnEmulator({ emulator: { seed: 'spoken-pages', country } })
  await app.signIn()
  return { page: pageApi(app.encore), emulator: app.emulator }
}

describe('the spoken catalog through the bridge', () => {
  it('a show: its newest episodes with their resume points, then the next page, in one request each', async () => {
    const { page, emulator } = await start()
    const spoken = emulator.catalog.spoken
    const show = [...spoken.shows].sort((a, b) => b.episodeIds.length - a.episodeIds.length)[0]!
    const [newest, second] = spoken.episodesOf(show)
    emulator.setResumePoint(second!.id, { positionMs: 120_000 })
    const detail = await page.catalog.show({ id: show.id })
    expect(detail).toMatchObject({
      id: show.id,
      name: show.name,
      publisher: show.publisher,
      totalEpisodes: show.episodeIds.length,
      episodes: { offset: 0, total: show.episodeIds.length },
    })
    expect(detail.description).toContain(show.name)
    expect(detail.episodes.items[0]).toMatchObject({ id: newest!.id, name: newest!.name, show: null })
    expect(detail.episodes.items[1]?.resumePoint).toEqual({ fullyPlayed: false, positionMs: 120_000 })
    // One request: the show with its first episodes embedded.
    expect(emulator.traffic.count({ path: new RegExp(`^/shows/${show.id}`) })).toBe(1)

    const next = await page.catalog.showEpisodes({ id: show.id, offset: 2, limit: 2 })
    expect(next.items.map((episode) => episode.id)).toEqual(show.episodeIds.slice(2, 4))
    expect(next.offset).toBe(2)
  })

  it('an episode: its show, and its notes as the service’s plain text (markup-like words untouched)', async () => {
    const { page, emulator } = await start()
    const id = emulator.catalog.spoken.fixtureEpisodeId!
    const episode = await page.catalog.episode({ id })
    expect(episode.show?.id).toBe(emulator.catalog.spoken.episode(id)!.showId)
    expect(episode.description).toContain('Tags like <b>this</b> stay text here, & so does <3')
    expect(episode.description).toMatch(/https:\/\/example\.com\/\S+\?ref=feed&t=30/)
  })

  it('an audiobook with its chapters where sold; elsewhere the service’s refusal', async () => {
    const { page, emulator } = await start('GB')
    const book = emulator.catalog.spoken.audiobooks[0]!
    const detail = await page.catalog.audiobook({ id: book.id })
    expect(detail).toMatchObject({
      name: book.name,
      authors: [...book.authors],
      totalChapters: book.chapterIds.length,
    })
    expect(detail.chapters.items.map((chapter) => chapter.chapterNumber)).toEqual(
      book.chapterIds.slice(0, 50).map((_id, at) => at + 1),
    )
    await expect(page.catalog.audiobook({ id: book.id, market: 'DE' })).rejects.toMatchObject({
      code: 'SERVICE_ERROR',
    })
  })

  it('search finds shows, episodes and audiobooks, each in its own section', async () => {
    const { page, emulator } = await start('GB')
    const show = emulator.catalog.spoken.shows[0]!
    const found = await page.search.query({
      query: show.name,
      kinds: ['show', 'episode', 'audiobook'],
      limit: 5,
    })
    expect(found.shows?.items[0]).toMatchObject({ id: show.id, name: show.name })
    expect(found.episodes?.items.length).toBeGreaterThan(0)
    expect(found.episodes?.items.every((episode) => show.episodeIds.includes(episode.id))).toBe(true)
    const book = emulator.catalog.spoken.audiobooks[0]!
    const books = await page.search.query({ query: book.name, kinds: ['audiobook'], limit: 5 })
    expect(books.audiobooks?.items[0]).toMatchObject({ id: book.id, authors: [...book.authors] })
  })
})
