import { createRandom } from '../random/prng'
import type {
  AlbumRecord,
  ArtistRecord,
  CategoryRecord,
  PlaylistSeed,
  TrackRecord,
  UserRecord,
} from './catalog-types'
import { SIZE_PROFILES, type CatalogSize } from './catalog-sizes'
import { generateMusic } from './generate-music'
import { DEMO_USER_ID, generatePeople, type LibrarySeed } from './generate-people'
import { generateSpokenWord } from './generate-spoken'
import { GENRE_SEEDS } from './genres'
import { SearchIndex } from './search-index'
import type { PlayableRecord } from './spoken-types'
import { SpokenWord } from './spoken-word'

export interface CatalogOptions {
  seed: string | number
  size: CatalogSize
  /** The instant the catalog is built for: release dates and playlist dates are placed before it. */
  nowMs: number
  /** The demo user's country (`market=from_token`). */
  country: string
}

const DAY_MS = 86_400_000
const NEW_RELEASES = 100
/** New releases are the newest albums of the last two years (at least the ten newest, however old). */
const NEW_RELEASE_DAYS = 730
const NEW_RELEASE_MINIMUM = 10
const RELATED_ARTISTS = 20

/**
 * The generated catalog: immutable records with lookups and the derived lists the routes need. Built once per
 * emulator from (seed, size, day): the same inputs give the same ids and data.
 */
export class Catalog {
  readonly seed: string
  readonly size: CatalogSize
  readonly artists: readonly ArtistRecord[]
  readonly albums: readonly AlbumRecord[]
  readonly tracks: readonly TrackRecord[]
  readonly users: readonly UserRecord[]
  readonly playlistSeeds: readonly PlaylistSeed[]
  readonly categories: readonly CategoryRecord[]
  readonly featuredPool: readonly string[]
  readonly librarySeed: LibrarySeed
  readonly genreSeeds: readonly string[] = GENRE_SEEDS
  readonly demoUserId = DEMO_USER_ID
  /** Days since the epoch of the instant the catalog was built for. */
  readonly todayDay: number
  readonly search: SearchIndex
  private spokenWord: SpokenWord | undefined
  private readonly makeSpokenWord: () => SpokenWord

  private readonly artistById: Map<string, ArtistRecord>
  private readonly albumById: Map<string, AlbumRecord>
  private readonly trackById: Map<string, TrackRecord>
  private readonly userById: Map<string, UserRecord>
  private readonly categoryById: Map<string, CategoryRecord>
  private readonly artistsByGenre = new Map<string, ArtistRecord[]>()
  private readonly tracksOfArtistCache = new Map<string, TrackRecord[]>()
  private readonly relatedCache = new Map<string, ArtistRecord[]>()
  readonly newReleases: readonly AlbumRecord[]

  constructor(options: CatalogOptions) {
    this.seed = String(options.seed)
    this.size = options.size
    this.todayDay = Math.floor(options.nowMs / DAY_MS)
    const random = createRandom(`encore-catalog/${this.seed}/${this.size}`)
    const profile = SIZE_PROFILES[options.size]
    const music = generateMusic(random.fork('music'), profile, this.todayDay)
    const people = generatePeople(random.fork('people'), profile, music, options.nowMs, options.country)
    // Drawn after the music and the people, so that adding it left their ids and data as they were; made on
    // first use, so that a start that never meets a podcast (the demo's first screen) does not pay for it.
    const spokenRandom = random.fork('spoken')
    this.makeSpokenWord = () =>
      new SpokenWord(generateSpokenWord(spokenRandom, profile, this.todayDay, options.nowMs, options.country))
    this.artists = music.artists
    this.albums = music.albums
    this.tracks = music.tracks
    this.users = people.users
    this.playlistSeeds = people.playlists
    this.categories = people.categories
    this.featuredPool = people.featuredPool
    this.librarySeed = people.library

    this.artistById = new Map(this.artists.map((record) => [record.id, record]))
    this.albumById = new Map(this.albums.map((record) => [record.id, record]))
    this.trackById = new Map(this.tracks.map((record) => [record.id, record]))
    this.userById = new Map(this.users.map((record) => [record.id, record]))
    this.categoryById = new Map(this.categories.map((record) => [record.id, record]))
    for (const artist of this.artists) {
      for (const genre of artist.genres) {
        const list = this.artistsByGenre.get(genre) ?? []
        list.push(artist)
        this.artistsByGenre.set(genre, list)
      }
    }
    this.newReleases = [...this.albums]
      .filter((album) => album.albumType !== 'compilation')
      .sort((a, b) => b.releaseDay - a.releaseDay || (a.id < b.id ? -1 : 1))
      .filter(
        (album, index) => index < NEW_RELEASE_MINIMUM || album.releaseDay >= this.todayDay - NEW_RELEASE_DAYS,
      )
      .slice(0, NEW_RELEASES)
    this.search = new SearchIndex(this)
  }

  artist(id: string): ArtistRecord | undefined {
    return this.artistById.get(id)
  }

  album(id: string): AlbumRecord | undefined {
    return this.albumById.get(id)
  }

  track(id: string): TrackRecord | undefined {
    return this.trackById.get(id)
  }

  user(id: string): UserRecord | undefined {
    return this.userById.get(id)
  }

  category(id: string): CategoryRecord | undefined {
    return this.categoryById.get(id)
  }

  /** Podcast shows and episodes, audiobooks and chapters (generated on first use, the same every time). */
  get spoken(): SpokenWord {
    this.spokenWord ??= this.makeSpokenWord()
    return this.spokenWord
  }

  /**
   * What a player item id names: a track, an episode or a chapter (ids are unique across them). Chapters are
   * addressed as `spotify:episode:` URIs, as the service's description of them says.
   */
  playable(id: string): PlayableRecord | undefined {
    const track = this.trackById.get(id)
    if (track) return { kind: 'track', durationMs: track.durationMs, track }
    const episode = this.spoken.episode(id)
    if (episode) return { kind: 'episode', durationMs: episode.durationMs, episode }
    const chapter = this.spoken.chapter(id)
    return chapter ? { kind: 'chapter', durationMs: chapter.durationMs, chapter } : undefined
  }

  /** Primary artist of a track or album. */
  primaryArtist(record: { artistIds: readonly string[] }): ArtistRecord {
    return this.artistById.get(record.artistIds[0] as string) as ArtistRecord
  }

  artistsWithGenre(genre: string): readonly ArtistRecord[] {
    return this.artistsByGenre.get(genre) ?? []
  }

  /** The tracks of the artist's own releases (all editions). */
  tracksOfArtist(artistId: string): readonly TrackRecord[] {
    let tracks = this.tracksOfArtistCache.get(artistId)
    if (!tracks) {
      const artist = this.artistById.get(artistId)
      tracks = (artist?.albumIds ?? []).flatMap((albumId) =>
        (this.albumById.get(albumId)?.trackIds ?? []).map(
          (trackId) => this.trackById.get(trackId) as TrackRecord,
        ),
      )
      this.tracksOfArtistCache.set(artistId, tracks)
    }
    return tracks
  }

  /** Artists sharing the most genres with this one, the most popular first. */
  relatedArtists(artistId: string): readonly ArtistRecord[] {
    let related = this.relatedCache.get(artistId)
    if (!related) {
      const artist = this.artistById.get(artistId)
      const shared = new Map<ArtistRecord, number>()
      for (const genre of artist?.genres ?? []) {
        for (const other of this.artistsWithGenre(genre)) {
          if (other.id !== artistId) shared.set(other, (shared.get(other) ?? 0) + 1)
        }
      }
      related = [...shared.entries()]
        .sort(([a, sa], [b, sb]) => sb - sa || b.popularity - a.popularity || (a.id < b.id ? -1 : 1))
        .slice(0, RELATED_ARTISTS)
        .map(([other]) => other)
      this.relatedCache.set(artistId, related)
    }
    return related
  }

  /** Whether any of the artist's releases is available in `market`. */
  artistAvailableIn(artist: ArtistRecord, market: string): boolean {
    return artist.albumIds.some((albumId) => this.albumById.get(albumId)?.markets.has(market))
  }
}
