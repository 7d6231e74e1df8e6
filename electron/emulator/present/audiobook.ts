import type { AudiobookRecord, ChapterRecord } from '../catalog/spoken-types'
import { audiobookText, chapterText } from '../catalog/spoken-text'
import { fixedPageUrl, pageOf } from '../http/paging'
import { imagesOf } from './images'
import type { PresentContext } from './present-context'
import { asGenerationShows } from './removed-fields'
import { resumePointOf, type ResumePoints } from './show'

/** Chapters embedded in a full audiobook (the rest is paged from `next`). */
const EMBEDDED_CHAPTERS = 50

export function presentSimplifiedAudiobook(ctx: PresentContext, book: AudiobookRecord) {
  const text = audiobookText(book)
  return asGenerationShows(ctx, 'audiobook', {
    authors: book.authors.map((name) => ({ name })),
    available_markets: [...book.markets.list],
    copyrights: [],
    description: text.text,
    html_description: text.html,
    edition: book.edition,
    explicit: book.explicit,
    external_urls: { spotify: ctx.urls.openUrl('audiobook', book.id) },
    href: ctx.urls.href('audiobooks', book.id),
    id: book.id,
    images: imagesOf(ctx.urls, 'audiobook', book.id),
    languages: [...book.languages],
    media_type: 'audio',
    name: book.name,
    narrators: book.narrators.map((name) => ({ name })),
    publisher: book.publisher,
    type: 'audiobook' as const,
    uri: `spotify:audiobook:${book.id}`,
    total_chapters: book.chapterIds.length,
  })
}

export function presentAudiobook(ctx: PresentContext, book: AudiobookRecord, resume: ResumePoints) {
  return {
    ...presentSimplifiedAudiobook(ctx, book),
    chapters: pageOf(
      fixedPageUrl(`${ctx.urls.href('audiobooks', book.id)}/chapters`),
      ctx.catalog.spoken.chaptersOf(book),
      0,
      EMBEDDED_CHAPTERS,
      (chapter) => presentSimplifiedChapter(ctx, chapter, resume),
    ),
  }
}

/**
 * A chapter as the service's description shows one: `type` "episode" and a `spotify:episode:` URI (chapters
 * play as episodes), its audiobook's images and release date, no audio preview. Only answered in a market
 * where the book is sold, so always playable.
 */
export function presentSimplifiedChapter(ctx: PresentContext, chapter: ChapterRecord, resume: ResumePoints) {
  const book = ctx.catalog.spoken.audiobookOf(chapter)
  const text = chapterText(chapter, book)
  return asGenerationShows(ctx, 'chapter', {
    audio_preview_url: null,
    available_markets: [...book.markets.list],
    chapter_number: chapter.chapterNumber,
    description: text.text,
    html_description: text.html,
    duration_ms: chapter.durationMs,
    explicit: book.explicit,
    external_urls: { spotify: ctx.urls.openUrl('episode', chapter.id) },
    href: ctx.urls.href('chapters', chapter.id),
    id: chapter.id,
    images: imagesOf(ctx.urls, 'audiobook', book.id),
    is_playable: true,
    languages: [...book.languages],
    name: chapter.name,
    release_date: book.releaseDate,
    release_date_precision: 'day' as const,
    ...resumePointOf(resume, chapter.id),
    type: 'episode' as const,
    uri: `spotify:episode:${chapter.id}`,
  })
}

export function presentChapter(ctx: PresentContext, chapter: ChapterRecord, resume: ResumePoints) {
  return {
    ...presentSimplifiedChapter(ctx, chapter, resume),
    audiobook: presentSimplifiedAudiobook(ctx, ctx.catalog.spoken.audiobookOf(chapter)),
  }
}
