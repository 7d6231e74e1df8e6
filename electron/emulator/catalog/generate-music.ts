import { IdAllocator } from '../random/ids'
import type { Random } from '../random/prng'
import type {
  AlbumRecord,
  AlbumType,
  ArtistRecord,
  AudioFeatures,
  ReleasePrecision,
  TrackRecord,
} from './catalog-types'
import type { SizeProfile } from './catalog-sizes'
import { GENRE_FAMILIES, type GenreFamily } from './genres'
import { ALL_MARKETS, MarketSet, REGION_GROUPS, marketsExcept } from './markets'
import { albumName, artistName, compilationName, trackName } from './names'

export interface GeneratedMusic {
  artists: ArtistRecord[]
  albums: AlbumRecord[]
  tracks: TrackRecord[]
}

const DAY_MS = 86_400_000
/** Share of "album" releases that also get a regional edition (the relinking pairs). */
const EDITION_SHARE = 0.06
/** Share of other tracks that are simply unavailable in one region group. */
const RESTRICTED_SHARE = 0.02
/** Share of releases dated in the last two weeks, so new releases and `tag:new` have something to show. */
const NEW_RELEASE_SHARE = 0.03

const clamp01 = (n: number) => Math.min(1, Math.max(0, n))
const round3 = (n: number) => Math.round(n * 1000) / 1000

/** A track's audio features, drawn around its genre family's sound. */
const features = (random: Random, family: GenreFamily): AudioFeatures => {
  const s = family.sound
  return {
    danceability: round3(random.around(s.danceability, 0.25, 0.05, 0.99)),
    energy: round3(random.around(s.energy, 0.3, 0.01, 1)),
    key: random.int(0, 11),
    loudness: round3(random.around(s.loudness, 5, -40, -0.5)),
    mode: random.chance(0.6) ? 1 : 0,
    speechiness: round3(random.around(s.speechiness, 0.08, 0.02, 0.95)),
    acousticness: round3(clamp01(random.around(s.acousticness, 0.3, 0.0001, 0.996))),
    instrumentalness: round3(clamp01(random.around(s.instrumentalness, 0.3, 0, 0.98))),
    liveness: round3(random.around(s.liveness, 0.15, 0.02, 0.98)),
    valence: round3(random.around(s.valence, 0.35, 0.02, 0.98)),
    tempo: round3(random.around(s.tempo, 35, 55, 205)),
    time_signature: random.chance(0.9) ? 4 : random.pick([3, 5, 7]),
  }
}

/** An album's release: mostly years back, a share within the last two weeks (the new releases). */
const releaseOf = (
  random: Random,
  todayDay: number,
): {
  releaseDate: string
  releasePrecision: ReleasePrecision
  releaseYear: number
  releaseDay: number
} => {
  const daysAgo = random.chance(NEW_RELEASE_SHARE)
    ? random.int(0, 13)
    : Math.floor(random.next() ** 2.2 * 365 * 60) + 14
  const releaseDay = todayDay - daysAgo
  const iso = new Date(releaseDay * DAY_MS).toISOString().slice(0, 10)
  const releaseYear = Number(iso.slice(0, 4))
  const old = daysAgo > 365 * 25
  const roll = random.next()
  const releasePrecision: ReleasePrecision =
    old && roll < 0.35 ? 'year' : old && roll < 0.45 ? 'month' : roll < 0.03 ? 'month' : 'day'
  const releaseDate =
    releasePrecision === 'year' ? iso.slice(0, 4) : releasePrecision === 'month' ? iso.slice(0, 7) : iso
  return { releaseDate, releasePrecision, releaseYear, releaseDay }
}

/**
 * Artists, albums and tracks. Everything comes from `random` in a fixed order; `todayDay` (days since the
 * epoch) anchors release dates so that the newest releases are recent whenever the catalog is built.
 */
export function generateMusic(random: Random, profile: SizeProfile, todayDay: number): GeneratedMusic {
  const ids = new IdAllocator(random.fork('ids'))
  const artists: ArtistRecord[] = []
  const albums: AlbumRecord[] = []
  const tracks: TrackRecord[] = []
  const familyOfArtist = new Map<string, GenreFamily>()
  const artistsByFamily = new Map<string, ArtistRecord[]>()
  const usedArtistNames = new Set<string>()
  let isrcCounter = 0
  let upcCounter = 0

  const newArtist = (): ArtistRecord => {
    const family = random.pick(GENRE_FAMILIES)
    let name = artistName(random)
    for (let attempt = 0; usedArtistNames.has(name) && attempt < 8; attempt++) name = artistName(random)
    if (usedArtistNames.has(name)) name = `${name} ${usedArtistNames.size}`
    usedArtistNames.add(name)
    const popularity = Math.round(random.around(48, 40, 1, 100))
    const artist: ArtistRecord = {
      id: ids.next(),
      name,
      genres: random.sample(family.genres, random.int(1, 3)),
      popularity,
      followers: Math.round(popularity ** 3 * (5 + random.next() * 20)),
      albumIds: [],
      appearsOnIds: [],
    }
    artists.push(artist)
    familyOfArtist.set(artist.id, family)
    const peers = artistsByFamily.get(family.id) ?? []
    peers.push(artist)
    artistsByFamily.set(family.id, peers)
    return artist
  }

  const newTrack = (album: AlbumRecord, family: GenreFamily, number: number, disc: number): TrackRecord => {
    const primary = album.artistIds[0] as string
    const artistIds = [primary]
    // Now and then a guest from the same family: the album then "appears on" the guest's page.
    if (random.chance(0.1)) {
      const peers = artistsByFamily.get(family.id) ?? []
      const guest = peers.length > 1 ? random.pick(peers) : undefined
      if (guest && guest.id !== primary) {
        artistIds.push(guest.id)
        if (!guest.appearsOnIds.includes(album.id)) guest.appearsOnIds.push(album.id)
      }
    }
    const durationMs =
      family.id === 'classical'
        ? random.int(150_000, 720_000)
        : Math.round(random.around(215_000, 70_000, 95_000, 420_000))
    isrcCounter++
    const track: TrackRecord = {
      id: ids.next(),
      name: trackName(random),
      albumId: album.id,
      artistIds,
      durationMs,
      explicit: family.id === 'hiphop' ? random.chance(0.45) : random.chance(0.08),
      trackNumber: number,
      discNumber: disc,
      isrc: isrcOf(random.pick(ISRC_COUNTRIES), album.releaseYear, isrcCounter),
      popularity: Math.round(random.around(album.popularity, 18, 0, 100)),
      markets: album.markets,
      features: features(random, family),
    }
    tracks.push(track)
    album.trackIds.push(track.id)
    return track
  }

  const newAlbum = (artist: ArtistRecord): AlbumRecord => {
    const family = familyOfArtist.get(artist.id) as GenreFamily
    const typeRoll = random.next()
    const albumType: AlbumType = typeRoll < 0.55 ? 'album' : typeRoll < 0.9 ? 'single' : 'compilation'
    const release = releaseOf(random, todayDay)
    upcCounter++
    const album: AlbumRecord = {
      id: ids.next(),
      name: '',
      albumType,
      artistIds: [artist.id],
      trackIds: [],
      ...release,
      label: random.pick(family.labels),
      upc: `8${String(random.int(10_000, 99_999))}${String(upcCounter).padStart(6, '0')}`,
      genres: artist.genres,
      popularity: Math.round(random.around(artist.popularity, 15, 0, 100)),
      markets: ALL_MARKETS,
      copyrightHolder: random.pick(family.labels),
    }
    const trackCount = trackCountOf(random, albumType)
    const perDisc = trackCount > 16 ? Math.ceil(trackCount / 2) : trackCount
    for (let i = 0; i < trackCount; i++) {
      newTrack(album, family, (i % perDisc) + 1, Math.floor(i / perDisc) + 1)
    }
    const firstTrack = tracks[tracks.length - trackCount] as TrackRecord
    album.name = albumTitle(random, albumType, firstTrack, artist, release.releaseYear)
    albums.push(album)
    artist.albumIds.push(album.id)
    return album
  }

  for (let i = 0; i < profile.artists; i++) newArtist()
  for (const artist of artists) {
    const count = random.int(profile.albumsPerArtist[0], profile.albumsPerArtist[1])
    for (let i = 0; i < count; i++) newAlbum(artist)
  }
  // Top up to the size's guarantees.
  while (albums.length < profile.minAlbums || tracks.length < profile.minTracks)
    newAlbum(random.pick(artists))

  addRegionalEditions(random, ids, albums, tracks, artists)
  restrictSomeTracks(random, tracks)

  sortReleasesNewestFirst(artists, albums)
  return { artists, albums, tracks }
}

/** How many tracks an album of this type has. */
function trackCountOf(random: Random, albumType: AlbumType): number {
  return albumType === 'single'
    ? random.int(1, 3)
    : albumType === 'compilation'
      ? random.int(14, 22)
      : random.int(8, 16)
}

/** A single is named after its first track; a compilation after its artist and years; an album freely. */
function albumTitle(
  random: Random,
  albumType: AlbumType,
  firstTrack: TrackRecord,
  artist: ArtistRecord,
  releaseYear: number,
): string {
  if (albumType === 'single') return firstTrack.name
  if (albumType === 'compilation')
    return compilationName(random, artist.name, `${releaseYear - random.int(5, 20)}–${releaseYear}`)
  return albumName(random)
}

/** Each artist's albums and appearances, newest release first, as the artist page lists them. */
function sortReleasesNewestFirst(artists: ArtistRecord[], albums: readonly AlbumRecord[]): void {
  const releaseDayOf = new Map(albums.map((album) => [album.id, album.releaseDay]))
  const newestFirst = (a: string, b: string) => (releaseDayOf.get(b) ?? 0) - (releaseDayOf.get(a) ?? 0)
  for (const artist of artists) {
    artist.albumIds.sort(newestFirst)
    artist.appearsOnIds.sort(newestFirst)
  }
}

const ISRC_COUNTRIES = ['US', 'GB', 'SE', 'DE', 'FR', 'ES'] as const

/** CC + 3-character registrant + YY + 5-digit designation; the counter keeps every code unique. */
function isrcOf(country: string, year: number, counter: number): string {
  const registrant = `E${Math.floor(counter / 100_000)
    .toString(36)
    .toUpperCase()
    .padStart(2, '0')}`
  return `${country}${registrant}${String(year).slice(2)}${String(counter % 100_000).padStart(5, '0')}`
}

/**
 * Regional editions: an international edition available everywhere but one region group, and a twin album
 * with the same tracks (same names, ISRCs and sound, other ids) available only there. Each track knows its
 * twin, which is what the service relinks to.
 */
function addRegionalEditions(
  random: Random,
  ids: IdAllocator,
  albums: AlbumRecord[],
  tracks: TrackRecord[],
  artists: ArtistRecord[],
): void {
  const artistById = new Map(artists.map((artist) => [artist.id, artist]))
  const trackById = new Map(tracks.map((track) => [track.id, track]))
  const groupSets = REGION_GROUPS.map((group) => ({
    inside: new MarketSet(group),
    outside: marketsExcept(group),
  }))
  const candidates = albums.filter((album) => album.albumType === 'album')
  const originals = candidates.filter(() => random.chance(EDITION_SHARE))
  // Even the small catalog has a relinking pair to test against.
  if (originals.length === 0 && candidates[0]) originals.push(candidates[0])
  for (const original of originals) {
    const group = random.pick(groupSets)
    original.markets = group.outside
    const edition: AlbumRecord = {
      ...original,
      id: ids.next(),
      trackIds: [],
      markets: group.inside,
      upc: `${original.upc.slice(0, -1)}${(Number(original.upc.slice(-1)) + 5) % 10}`,
      editionOf: original.id,
    }
    for (const trackId of original.trackIds) {
      const source = trackById.get(trackId) as TrackRecord
      source.markets = group.outside
      const twin: TrackRecord = {
        ...source,
        id: ids.next(),
        albumId: edition.id,
        markets: group.inside,
        twinId: source.id,
      }
      source.twinId = twin.id
      tracks.push(twin)
      edition.trackIds.push(twin.id)
    }
    albums.push(edition)
    artistById.get(original.artistIds[0] as string)?.albumIds.push(edition.id)
  }
}

/** A few tracks are unavailable in one region group with no twin: `is_playable: false` there. */
function restrictSomeTracks(random: Random, tracks: TrackRecord[]): void {
  const groupSets = REGION_GROUPS.map((group) => marketsExcept(group))
  let restricted = 0
  for (const track of tracks) {
    if (track.twinId === undefined && random.chance(RESTRICTED_SHARE)) {
      track.markets = random.pick(groupSets)
      restricted++
    }
  }
  // As with editions: always at least one, so every catalog shows `is_playable: false` somewhere.
  const first = tracks.find((track) => track.twinId === undefined)
  if (restricted === 0 && first) first.markets = groupSets[0] as MarketSet
}
