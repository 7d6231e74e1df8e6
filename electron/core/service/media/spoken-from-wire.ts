import { isKind } from '../../../contract'
import type {
  Audiobook,
  AudiobookDetail,
  Chapter,
  Episode,
  EpisodeDetail,
  Image,
  PlayingItemType,
  PlayingShow,
  Show,
  ShowDetail,
  ShowRef,
  Track,
} from '../../../contract'
import type {
  Episode as WireEpisode,
  Image as WireImage,
  PlayableItem,
  ResumePoint as WireResumePoint,
  SimplifiedAudiobook,
  SimplifiedChapter,
  SimplifiedEpisode,
  SimplifiedShow,
  Audiobook as WireAudiobook,
  Show as WireShow,
} from '../api'
import { toPage, toTrack } from './from-wire'

/**
 * Podcasts and audiobooks from the wire to the page's shapes, and an episode or chapter on the player as the
 * track the player shows: its show (or book) as the one artist and as the album, so that everything that knows
 * tracks (the tray, MPRIS, notifications, the history) shows "<episode> — <show>" with its cover.
 */

const images = (list: readonly WireImage[] | null | undefined): Image[] =>
  (list ?? []).map((image) => ({ url: image.url, width: image.width ?? null, height: image.height ?? null }))

const resumeOf = (point: WireResumePoint | undefined) =>
  point ? { fullyPlayed: point.fully_played, positionMs: point.resume_position_ms } : null

export const toShow = (show: SimplifiedShow): Show => ({
  id: show.id,
  uri: show.uri,
  name: show.name,
  publisher: show.publisher ?? null,
  images: images(show.images),
  explicit: show.explicit,
  totalEpisodes: show.total_episodes,
})

const toShowRef = (show: SimplifiedShow): ShowRef => ({
  id: show.id,
  uri: show.uri,
  name: show.name,
  publisher: show.publisher ?? null,
  images: images(show.images),
})

export const toEpisode = (episode: SimplifiedEpisode, show: SimplifiedShow | null = null): Episode => ({
  id: episode.id,
  uri: episode.uri,
  name: episode.name,
  show: show ? toShowRef(show) : null,
  images: images(episode.images),
  durationMs: episode.duration_ms,
  releaseDate: episode.release_date,
  explicit: episode.explicit,
  isPlayable: episode.is_playable ?? null,
  resumePoint: resumeOf(episode.resume_point),
})

/** An episode with its show (saved episodes, search when it says, a single read). */
export const toEpisodeWithShow = (episode: WireEpisode): Episode => toEpisode(episode, episode.show ?? null)

export const toAudiobook = (book: SimplifiedAudiobook): Audiobook => ({
  id: book.id,
  uri: book.uri,
  name: book.name,
  authors: book.authors.map((person) => person.name),
  narrators: book.narrators.map((person) => person.name),
  publisher: book.publisher ?? null,
  images: images(book.images),
  explicit: book.explicit,
  edition: book.edition ?? null,
  totalChapters: book.total_chapters,
})

export const toChapter = (chapter: SimplifiedChapter): Chapter => ({
  id: chapter.id,
  uri: chapter.uri,
  name: chapter.name,
  chapterNumber: chapter.chapter_number,
  durationMs: chapter.duration_ms,
  images: images(chapter.images),
  isPlayable: chapter.is_playable ?? null,
  resumePoint: resumeOf(chapter.resume_point),
})

export const toShowDetail = (show: WireShow): ShowDetail => ({
  ...toShow(show),
  description: show.description,
  languages: show.languages,
  episodes: toPage(show.episodes, (episode) => toEpisode(episode)),
})

export const toEpisodeDetail = (episode: WireEpisode): EpisodeDetail => ({
  ...toEpisodeWithShow(episode),
  description: episode.description,
  languages: episode.languages,
})

export const toAudiobookDetail = (book: WireAudiobook): AudiobookDetail => ({
  ...toAudiobook(book),
  description: book.description,
  languages: book.languages,
  chapters: toPage(book.chapters, toChapter),
})

/** An episode or chapter as the player holds it: the track it shows as, what kind it is, and its show or book. */
export interface SpokenPlayable {
  track: Track
  itemType: Exclude<PlayingItemType, 'track'>
  show: PlayingShow | null
}

/** What an episode on the player says of itself: a chapter's `show` is its book, with `audiobook` beside. */
interface PlayerEpisode {
  id: string
  uri: string
  name: string
  duration_ms: number
  explicit?: boolean
  images?: WireImage[] | null
  is_playable?: boolean
  restrictions?: { reason?: string }
  show?: { id: string; uri: string; name: string; publisher?: string; images?: WireImage[] | null } | null
  audiobook?: { authors?: { name: string }[] } | null
}

/** An episode or chapter on the player (or in the queue, or a playlist) as the track the player shows. */
export function spokenPlayable(item: PlayerEpisode): SpokenPlayable {
  const show = item.show ?? null
  const isChapter = Boolean(item.audiobook) || isKind(show?.uri, 'audiobook')
  const authors = item.audiobook?.authors?.map((person) => person.name).join(', ')
  const own = images(item.images)
  const cover = own.length ? own : images(show?.images)
  return {
    itemType: isChapter ? 'chapter' : 'episode',
    show: show
      ? {
          kind: isChapter ? 'audiobook' : 'show',
          id: show.id,
          uri: show.uri,
          name: show.name,
          publisher: (isChapter && authors) || show.publisher || null,
        }
      : null,
    track: {
      id: item.id,
      uri: item.uri,
      name: item.name,
      artists: show ? [{ id: show.id, name: show.name, uri: show.uri }] : [],
      album: show ? { id: show.id, name: show.name, uri: show.uri, images: cover } : null,
      durationMs: item.duration_ms,
      explicit: item.explicit ?? false,
      isLocal: false,
      isPlayable: item.is_playable ?? null,
      unplayableReason: item.restrictions?.reason ?? null,
      linkedFromUri: null,
    },
  }
}

/** What plays (or is queued, or sits in a playlist): a track, or an episode or chapter shown as one. */
export function playableOf(item: PlayableItem): {
  track: Track
  itemType: PlayingItemType
  show: PlayingShow | null
} {
  if (item.type === 'track') return { track: toTrack(item), itemType: 'track', show: null }
  return spokenPlayable(item)
}

/** A playable item as a track (an episode or chapter with its show or book as artist and album). */
export const playableToTrack = (item: PlayableItem): Track => playableOf(item).track
