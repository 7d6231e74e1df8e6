/**
 * Audiobooks: GET /audiobooks/{id}, /audiobooks/{id}/chapters, /chapters/{id} in both generations, and
 * /audiobooks?ids, /chapters?ids (classic only), against the OpenAPI description. Audiobooks are sold only in
 * US, GB, CA, IE, NZ and AU: judged by `market`, else the user's country; elsewhere 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectPages } from '../../support/emulator'
import { warnIfOpenApiMissing } from '../../support/openapi-conformance'
import { expectError } from '../user-state-support'
import {
  GENERATIONS,
  bookWith,
  expectConforming,
  getConforming,
  startService,
  type ResumePointBody,
  type Service,
  servicesPerGeneration,
} from '../spoken-support'

warnIfOpenApiMissing()

interface ChapterBody {
  id: string
  name: string
  type: string
  uri: string
  chapter_number: number
  available_markets?: string[]
  resume_point?: ResumePointBody
  audiobook?: { id: string }
}
interface AudiobookBody {
  id: string
  name: string
  authors: { name: string }[]
  narrators: { name: string }[]
  edition: string
  publisher?: string
  available_markets?: string[]
  total_chapters: number
  chapters: { total: number; items: ChapterBody[] }
}

const services = servicesPerGeneration()
let german: Service

beforeAll(async () => {
  german = await startService('classic', { country: 'DE' })
})
afterAll(() => german.emulator.close())

describe.each(GENERATIONS)('%s', (generation) => {
  const service = () => services[generation]

  it('GET /audiobooks/{id}: authors, narrators, edition, its chapters in order', async () => {
    const record = bookWith(service().emulator, 3)
    const book = await getConforming<AudiobookBody>(service(), `/audiobooks/${record.id}?market=GB`)
    expect(book).toMatchObject({
      id: record.id,
      name: record.name,
      type: 'audiobook',
      uri: `spotify:audiobook:${record.id}`,
      authors: record.authors.map((name) => ({ name })),
      narrators: record.narrators.map((name) => ({ name })),
      edition: record.edition,
      total_chapters: record.chapterIds.length,
    })
    expect(book.chapters.items.map((chapter) => chapter.chapter_number)).toEqual(
      record.chapterIds.map((_, index) => index + 1),
    )
    if (generation === 'classic') {
      expect(book.publisher).toBe(record.publisher)
      expect([...book.available_markets!].sort()).toEqual(['AU', 'CA', 'GB', 'IE', 'NZ', 'US'])
    } else {
      expect(book).not.toHaveProperty('publisher')
      expect(book).not.toHaveProperty('available_markets')
      expect(book.chapters.items[0]).not.toHaveProperty('available_markets')
    }
  })

  it('GET /audiobooks/{id}/chapters pages; GET /chapters/{id} is an episode-typed chapter with its book', async () => {
    const { emulator, api, withoutPosition } = service()
    const record = bookWith(emulator, 3)
    await getConforming(service(), `/audiobooks/${record.id}/chapters?limit=2`)
    const { items } = await collectPages<ChapterBody>(api, `/audiobooks/${record.id}/chapters?limit=2`)
    expect(items.map((chapter) => chapter.id)).toEqual(record.chapterIds)

    const chapterId = record.chapterIds[1]!
    emulator.setResumePoint(chapterId, { positionMs: 0, fullyPlayed: true })
    const chapter = await getConforming<ChapterBody>(service(), `/chapters/${chapterId}`)
    // The description types a chapter as an episode, with a spotify:episode: URI (chapters play as episodes).
    expect(chapter).toMatchObject({
      id: chapterId,
      type: 'episode',
      uri: `spotify:episode:${chapterId}`,
      chapter_number: 2,
      audiobook: { id: record.id },
      resume_point: { fully_played: true, resume_position_ms: 0 },
    })
    const without = await getConforming<ChapterBody>(service(), `/chapters/${chapterId}`, withoutPosition)
    expect(without).not.toHaveProperty('resume_point')
  })

  it('answers 404 outside the audiobook markets, and for unknown ids', async () => {
    const { emulator, api } = service()
    const record = bookWith(emulator, 1)
    const notSold = { message: /not available in SE/ }
    expectError(await api.get(`/audiobooks/${record.id}?market=SE`), 404, notSold)
    expectError(await api.get(`/audiobooks/${record.id}/chapters?market=SE`), 404, notSold)
    expectError(await api.get(`/chapters/${record.chapterIds[0]}?market=SE`), 404, notSold)
    expectError(await api.get('/audiobooks/0000000000000000000000'), 404, { message: /Non existing id/ })
    expectError(await api.get('/chapters/0000000000000000000000'), 404, { message: /chapter/ })
  })

  it('the several-at-once reads: null for unknown or unsold books in classic, 403 Forbidden in 2026', async () => {
    const { emulator, api } = service()
    const [a, b] = emulator.catalog.spoken.audiobooks
    const books = await api.get<{ audiobooks: (AudiobookBody | null)[] }>(
      `/audiobooks?ids=${a!.id},x,${b!.id}`,
    )
    const chapters = await api.get<{ chapters: (ChapterBody | null)[] }>(
      `/chapters?ids=${a!.chapterIds[0]},${b!.chapterIds[0]}`,
    )
    if (generation === '2026') {
      for (const refused of [books, chapters]) {
        expect(refused.status).toBe(403)
        expect(refused.body).toEqual({ error: { status: 403, message: 'Forbidden' } })
      }
      return
    }
    expect(books.body.audiobooks.map((book) => book?.id ?? null)).toEqual([a!.id, null, b!.id])
    expectConforming(service(), 'GET', '/audiobooks', await api.get(`/audiobooks?ids=${a!.id},${b!.id}`))
    expectConforming(service(), 'GET', '/chapters', chapters)
    expect(chapters.body.chapters.map((chapter) => chapter?.audiobook?.id)).toEqual([a!.id, b!.id])
    const unsold = await api.get<{ audiobooks: unknown[] }>(`/audiobooks?ids=${a!.id}&market=DE`)
    expect(unsold.body.audiobooks).toEqual([null])
  })
})

describe('a listener in Germany', () => {
  it('gets 404 without a market (their country decides) and the book with a market where it is sold', async () => {
    const record = bookWith(german.emulator, 1)
    expectError(await german.api.get(`/audiobooks/${record.id}`), 404, { message: /not available in DE/ })
    await getConforming(german, `/audiobooks/${record.id}?market=US`)
    const saved = await german.api.get<{ total: number }>('/me/audiobooks')
    expect(saved.body.total).toBe(0)
  })
})
