import type { GeneratedSpokenWord, SpokenLibrarySeed } from './generate-spoken'
import { SpokenSearch } from './spoken-search'
import type { AudiobookRecord, ChapterRecord, EpisodeRecord, ShowRecord } from './spoken-types'

/** The catalog's shows, episodes, audiobooks and chapters with their lookups (see generate-spoken.ts). */
export class SpokenWord {
  readonly shows: readonly ShowRecord[]
  readonly episodes: readonly EpisodeRecord[]
  readonly audiobooks: readonly AudiobookRecord[]
  readonly chapters: readonly ChapterRecord[]
  readonly librarySeed: SpokenLibrarySeed
  readonly search: SpokenSearch
  /** The episode whose notes are the markup-and-links fixture (spoken-text.ts): the first show's newest. */
  readonly fixtureEpisodeId: string | undefined

  private readonly showById: Map<string, ShowRecord>
  private readonly episodeById: Map<string, EpisodeRecord>
  private readonly audiobookById: Map<string, AudiobookRecord>
  private readonly chapterById: Map<string, ChapterRecord>

  constructor(generated: GeneratedSpokenWord) {
    this.shows = generated.shows
    this.episodes = generated.episodes
    this.audiobooks = generated.audiobooks
    this.chapters = generated.chapters
    this.librarySeed = generated.library
    this.fixtureEpisodeId = generated.shows[0]?.episodeIds[0]
    this.showById = new Map(this.shows.map((record) => [record.id, record]))
    this.episodeById = new Map(this.episodes.map((record) => [record.id, record]))
    this.audiobookById = new Map(this.audiobooks.map((record) => [record.id, record]))
    this.chapterById = new Map(this.chapters.map((record) => [record.id, record]))
    this.search = new SpokenSearch(this)
  }

  show(id: string): ShowRecord | undefined {
    return this.showById.get(id)
  }

  episode(id: string): EpisodeRecord | undefined {
    return this.episodeById.get(id)
  }

  audiobook(id: string): AudiobookRecord | undefined {
    return this.audiobookById.get(id)
  }

  chapter(id: string): ChapterRecord | undefined {
    return this.chapterById.get(id)
  }

  /** The show of an episode (every generated episode has one). */
  showOf(episode: EpisodeRecord): ShowRecord {
    return this.showById.get(episode.showId) as ShowRecord
  }

  /** The audiobook of a chapter (every generated chapter has one). */
  audiobookOf(chapter: ChapterRecord): AudiobookRecord {
    return this.audiobookById.get(chapter.audiobookId) as AudiobookRecord
  }

  episodesOf(show: ShowRecord): EpisodeRecord[] {
    return show.episodeIds.map((id) => this.episodeById.get(id) as EpisodeRecord)
  }

  chaptersOf(book: AudiobookRecord): ChapterRecord[] {
    return book.chapterIds.map((id) => this.chapterById.get(id) as ChapterRecord)
  }
}
