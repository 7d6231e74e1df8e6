import type { AudiobookRecord, ChapterRecord } from '../catalog/spoken-types'
import { audiobookText } from '../catalog/spoken-text'
import { presentSimplifiedAudiobook, presentSimplifiedChapter } from './audiobook'
import { imagesOf } from './images'
import type { PresentContext } from './present-context'
import { presentEpisode, presentShowShape } from './show'
import { presentTrack } from './track'

/**
 * An audiobook in the `show` place of a playing chapter: the player's item is an EpisodeObject, whose `show`
 * is required; the service plays chapters as episodes of their book. Its `uri` and `href` name the audiobook.
 */
function audiobookAsShow(ctx: PresentContext, book: AudiobookRecord) {
  return presentShowShape(ctx, {
    ...book,
    text: audiobookText(book),
    images: imagesOf(ctx.urls, 'audiobook', book.id),
    uri: `spotify:audiobook:${book.id}`,
    href: ctx.urls.href('audiobooks', book.id),
    open: ctx.urls.openUrl('audiobook', book.id),
    totalEpisodes: book.chapterIds.length,
  })
}

/** A chapter as the player shows it: an episode of its book (`show`), with the `audiobook` itself beside. */
export function presentChapterAsEpisode(ctx: PresentContext, chapter: ChapterRecord) {
  const book = ctx.catalog.spoken.audiobookOf(chapter)
  return {
    ...presentSimplifiedChapter(ctx, chapter, undefined),
    // An episode says whether it is hosted elsewhere; a chapter never is.
    is_externally_hosted: false,
    show: audiobookAsShow(ctx, book),
    audiobook: presentSimplifiedAudiobook(ctx, book),
  }
}

/** The kind of a player item as `currently_playing_type` says it: chapters play as episodes. */
export function playingTypeOf(ctx: PresentContext, itemId: string): 'track' | 'episode' | 'unknown' {
  const kind = ctx.catalog.playable(itemId)?.kind
  return kind === undefined ? 'unknown' : kind === 'track' ? 'track' : 'episode'
}

/** A player or queue item: a full track, or an episode with its show (a chapter as such an episode). */
export function presentPlayable(ctx: PresentContext, itemId: string, market: string | undefined) {
  const item = ctx.catalog.playable(itemId)
  switch (item?.kind) {
    case 'track':
      return presentTrack(ctx, item.track, market)
    case 'episode':
      return presentEpisode(ctx, item.episode, market, undefined)
    case 'chapter':
      return presentChapterAsEpisode(ctx, item.chapter)
    default:
      return null
  }
}
