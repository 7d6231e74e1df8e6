import { IdAllocator } from '../random/ids'
import type { Random } from '../random/prng'
import type { SizeProfile } from './catalog-sizes'
import { savedItems } from './generate-people'
import { ALL_MARKETS, AUDIOBOOK_MARKETS } from './markets'
import {
  bookName,
  chapterName,
  episodeName,
  personName,
  publisherName,
  publishingHouse,
  showName,
  type NumberingStyle,
} from './spoken-names'
import type { AudiobookRecord, ChapterRecord, EpisodeRecord, ResumePoint, ShowRecord } from './spoken-types'
import { SHOW_LANGUAGES, SHOW_TOPICS } from './spoken-words'

/** What the demo user starts with in the spoken-word library (state/user-state.ts makes it live). */
export interface SpokenLibrarySeed {
  /** Newest first, like the music library seed. */
  savedShows: { id: string; addedAt: string }[]
  savedEpisodes: { id: string; addedAt: string }[]
  savedAudiobooks: { id: string; addedAt: string }[]
  /** Episodes and chapters already listened to: some in progress, some fully played. */
  resumePoints: [string, ResumePoint][]
}

export interface GeneratedSpokenWord {
  shows: ShowRecord[]
  episodes: EpisodeRecord[]
  audiobooks: AudiobookRecord[]
  chapters: ChapterRecord[]
  library: SpokenLibrarySeed
}

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** How often a show publishes (days between episodes) and how likely each cadence is. */
const CADENCES: readonly (readonly [number, number])[] = [
  [1, 0.1],
  [7, 0.55],
  [14, 0.2],
  [30, 0.15],
]

function weighted<T>(random: Random, table: readonly (readonly [T, number])[]): T {
  let roll = random.next()
  for (const [value, weight] of table) {
    roll -= weight
    if (roll < 0) return value
  }
  return table[table.length - 1]![0]
}

/**
 * Podcast shows with their episodes and audiobooks with their chapters, from `random` in a fixed order;
 * `todayDay` anchors release dates so that running shows have recent episodes whenever the catalog is built.
 */
export function generateSpokenWord(
  random: Random,
  profile: SizeProfile,
  todayDay: number,
  nowMs: number,
  country: string,
): GeneratedSpokenWord {
  const ids = new IdAllocator(random.fork('ids'))
  const shows: ShowRecord[] = []
  const episodes: EpisodeRecord[] = []

  for (let s = 0; s < profile.shows; s++) {
    const topic = random.pick(SHOW_TOPICS)
    const show: ShowRecord = {
      id: ids.next(),
      name: showName(random, topic),
      publisher: random.chance(0.3) ? personName(random) : publisherName(random),
      topic: topic.topic,
      explicit: topic.topic === 'comedy' ? random.chance(0.6) : random.chance(0.1),
      languages: weighted(random, SHOW_LANGUAGES),
      markets: ALL_MARKETS,
      episodeIds: [],
      popularity: Math.round(random.around(45, 45, 1, 100)),
    }
    const cadence = topic.topic === 'news' ? 1 : weighted(random, CADENCES)
    // One show in ten has ended: its newest episode is months or years old.
    const newest = todayDay - (random.chance(0.1) ? random.int(120, 1500) : random.int(0, cadence - 1))
    const count = random.int(profile.episodesPerShow[0], profile.episodesPerShow[1])
    const minutes = topic.topic === 'news' ? random.int(12, 25) : random.int(25, 90)
    const style = random.pick<NumberingStyle>(['none', 'hash', 'ep'])
    for (let i = 0; i < count; i++) {
      const number = count - i
      const releaseDay = newest - i * cadence - (cadence > 1 ? random.int(0, 1) : 0)
      const episode: EpisodeRecord = {
        id: ids.next(),
        showId: show.id,
        name: episodeName(random, topic, style, number),
        durationMs:
          Math.round(random.around(minutes, minutes * 0.3, 5, 180) * MINUTE_MS) + random.int(0, 59_999),
        explicit: show.explicit && random.chance(0.7),
        releaseDate: isoDay(releaseDay),
        releaseDay,
        number,
      }
      episodes.push(episode)
      show.episodeIds.push(episode.id)
    }
    shows.push(show)
  }

  const audiobooks: AudiobookRecord[] = []
  const chapters: ChapterRecord[] = []
  for (let b = 0; b < profile.audiobooks; b++) {
    const author = personName(random)
    const book: AudiobookRecord = {
      id: ids.next(),
      name: bookName(random),
      authors: random.chance(0.15) ? [author, personName(random)] : [author],
      // Now and then the author reads the book.
      narrators: random.chance(0.15)
        ? [author]
        : random.chance(0.2)
          ? [personName(random), personName(random)]
          : [personName(random)],
      publisher: publishingHouse(random),
      edition: random.chance(0.85) ? 'Unabridged' : 'Abridged',
      explicit: random.chance(0.1),
      languages: ['en'],
      markets: AUDIOBOOK_MARKETS,
      releaseDate: isoDay(todayDay - 30 - Math.floor(random.next() ** 2 * 365 * 20)),
      chapterIds: [],
      popularity: Math.round(random.around(45, 45, 1, 100)),
    }
    const titled = random.chance(0.4)
    const count = random.int(profile.chaptersPerBook[0], profile.chaptersPerBook[1])
    for (let number = 1; number <= count; number++) {
      const chapter: ChapterRecord = {
        id: ids.next(),
        audiobookId: book.id,
        name: chapterName(random, number, titled),
        chapterNumber: number,
        durationMs: random.int(6, 45) * MINUTE_MS + random.int(0, 59_999),
      }
      chapters.push(chapter)
      book.chapterIds.push(chapter.id)
    }
    audiobooks.push(book)
  }

  const library = librarySeed(random, { shows, episodes, audiobooks }, nowMs, country)
  return { shows, episodes, audiobooks, chapters, library }
}

/**
 * The demo user follows a few shows (the newest episode of each half heard, the one before finished), saved a
 * few episodes, and, where audiobooks are sold, a few books (the first chapter of the first one finished, the
 * second begun).
 */
function librarySeed(
  random: Random,
  spoken: Pick<GeneratedSpokenWord, 'shows' | 'episodes' | 'audiobooks'>,
  nowMs: number,
  country: string,
): SpokenLibrarySeed {
  const followed = random.sample(spoken.shows, Math.min(6, Math.ceil(spoken.shows.length / 2)))
  const savedEpisodes = random.sample(spoken.episodes, Math.min(8, Math.ceil(spoken.episodes.length / 8)))
  const books = AUDIOBOOK_MARKETS.has(country)
    ? random.sample(spoken.audiobooks, Math.min(3, Math.ceil(spoken.audiobooks.length / 2)))
    : []
  const durationOf = new Map(spoken.episodes.map((episode) => [episode.id, episode.durationMs]))
  const partly = (id: string, share: number): [string, ResumePoint] => [
    id,
    { positionMs: Math.round((durationOf.get(id) ?? 0) * share), fullyPlayed: false },
  ]
  const resumePoints: [string, ResumePoint][] = []
  for (const show of followed) {
    const [newest, before] = show.episodeIds
    if (newest) resumePoints.push(partly(newest, 0.2 + random.next() * 0.6))
    if (before) resumePoints.push([before, { positionMs: 0, fullyPlayed: true }])
  }
  for (const episode of savedEpisodes.filter(() => random.chance(0.5))) {
    if (!resumePoints.some(([id]) => id === episode.id))
      resumePoints.push(partly(episode.id, random.next() * 0.9))
  }
  const [first, second] = books[0]?.chapterIds ?? []
  if (first) resumePoints.push([first, { positionMs: 0, fullyPlayed: true }])
  if (second)
    resumePoints.push([second, { positionMs: 4 * MINUTE_MS + random.int(0, 59_999), fullyPlayed: false }])
  return {
    savedShows: savedItems(random, followed, nowMs),
    savedEpisodes: savedItems(random, savedEpisodes, nowMs),
    savedAudiobooks: savedItems(random, books, nowMs),
    resumePoints,
  }
}
