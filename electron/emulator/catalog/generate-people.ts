import { IdAllocator } from '../random/ids'
import type { Random } from '../random/prng'
import type { CategoryRecord, PlaylistItemSeed, PlaylistSeed, TrackRecord, UserRecord } from './catalog-types'
import { CATEGORY_DEFINITIONS } from './categories'
import type { SizeProfile } from './catalog-sizes'
import { familyOf } from './genres'
import type { GeneratedMusic } from './generate-music'
import { FIRST_NAMES, LAST_NAMES } from './person-names'
import { PLAYLIST_MOODS } from './word-lists'

export const DEMO_USER_ID = 'demo-listener'
export const EDITORIAL_USER_ID = 'encore-editors'

/** What the demo user starts with; state/user-state.ts turns it into live state. */
export interface LibrarySeed {
  savedTracks: { id: string; addedAt: string }[]
  savedAlbums: { id: string; addedAt: string }[]
  followedArtists: string[]
  followedUsers: string[]
  /** The user's playlist list, newest first: owned and followed playlists (`public`: listed on the profile). */
  playlists: { id: string; public: boolean }[]
}

export interface GeneratedPeople {
  users: UserRecord[]
  playlists: PlaylistSeed[]
  categories: CategoryRecord[]
  /** Editorial playlists the featured list picks from. */
  featuredPool: string[]
  library: LibrarySeed
}

const DAY_MS = 86_400_000
const isoSeconds = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`

/** Users, playlists and browse categories, drawn from the generated music. */
export function generatePeople(
  random: Random,
  profile: SizeProfile,
  music: GeneratedMusic,
  nowMs: number,
  country: string,
): GeneratedPeople {
  const ids = new IdAllocator(random.fork('playlist-ids'))
  const albumById = new Map(music.albums.map((album) => [album.id, album]))
  const trackById = new Map(music.tracks.map((track) => [track.id, track]))
  // Playlists use international editions only; markets relink them where needed.
  const playableTracks = music.tracks.filter((track) => albumById.get(track.albumId)?.editionOf === undefined)
  const artistFamily = new Map(
    music.artists.map((artist) => [artist.id, familyOf(artist.genres[0] ?? '')?.id ?? 'pop']),
  )
  const tracksByFamily = new Map<string, TrackRecord[]>()
  for (const track of playableTracks) {
    const family = artistFamily.get(track.artistIds[0] as string) ?? 'pop'
    const list = tracksByFamily.get(family) ?? []
    list.push(track)
    tracksByFamily.set(family, list)
  }

  const demoUser: UserRecord = {
    id: DEMO_USER_ID,
    displayName: 'Demo Listener',
    followers: 12,
    email: 'demo.listener@example.com',
    country,
    product: 'premium',
    birthdate: '1990-04-17',
  }
  const editorial: UserRecord = { id: EDITORIAL_USER_ID, displayName: 'Encore Editors', followers: 1_250_000 }
  const community = communityUsers(random, profile)

  const maker = playlistMaker(random, profile, nowMs, ids)
  const { items, newPlaylist, length, playlists } = maker

  const categories = editorialCategories(random, profile, maker, {
    playableTracks,
    tracksByFamily,
    trackById,
  })
  const featuredPool = categories.flatMap((category) =>
    category.countries === null ? category.playlistIds : [],
  )

  const communityPlaylists = communityPlaylistsOf(random, community, maker, {
    playableTracks,
    tracksByFamily,
  })

  const own = (name: string, visibility: 'public' | 'private' | 'collaborative', description = '') =>
    newPlaylist({
      name,
      description,
      ownerId: DEMO_USER_ID,
      public: visibility === 'public',
      collaborative: visibility === 'collaborative',
      followers: visibility === 'public' ? random.int(0, 30) : 0,
      items: items(
        playableTracks,
        length(),
        visibility === 'collaborative'
          ? [DEMO_USER_ID, ...community.slice(0, 2).map((u) => u.id)]
          : [DEMO_USER_ID],
      ),
    })
  const owned = [
    own('Morning Coffee', 'public', 'Slow starts and warm mugs.'),
    own('Running Mix', 'public', 'Keep the pace.'),
    own('Sunday Cleaning', 'public'),
    own('Road Trip', 'public', 'Windows down.'),
    own('Private Stash', 'private', 'Not for sharing.'),
    own('Band Practice', 'collaborative', 'Everyone adds what we should cover.'),
  ]
  const publicCommunity = communityPlaylists.filter((playlist) => playlist.public)
  const followed = [
    ...random.sample(featuredPool, 4).map((id) => ({ id, public: true })),
    ...random.sample(publicCommunity, 2).map((playlist, index) => ({ id: playlist.id, public: index === 0 })),
  ]
  const library: LibrarySeed = {
    savedTracks: savedItems(
      random,
      random.sample(playableTracks, Math.min(40, playableTracks.length)),
      nowMs,
    ),
    savedAlbums: savedItems(
      random,
      random.sample(
        music.albums.filter((album) => album.editionOf === undefined),
        10,
      ),
      nowMs,
    ),
    followedArtists: random.sample(music.artists, 12).map((artist) => artist.id),
    followedUsers: community.slice(0, 3).map((user) => user.id),
    playlists: interleave(
      random,
      owned.map((playlist) => ({ id: playlist.id, public: playlist.public })),
      followed,
    ),
  }

  return { users: [demoUser, editorial, ...community], playlists, categories, featuredPool, library }
}

/** Community users with made-up names, each id once. */
function communityUsers(random: Random, profile: SizeProfile): UserRecord[] {
  const community: UserRecord[] = []
  const userIds = new Set([DEMO_USER_ID, EDITORIAL_USER_ID])
  while (community.length < profile.communityUsers) {
    const first = random.pick(FIRST_NAMES)
    const last = random.pick(LAST_NAMES)
    const id = `${first}.${last}${random.int(10, 99)}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9.]/g, '')
    if (userIds.has(id)) continue
    userIds.add(id)
    community.push({ id, displayName: `${first} ${last.slice(0, 1)}.`, followers: random.int(0, 400) })
  }
  return community
}

/** Makes playlists (ids from `ids`, items and lengths drawn from `random`) and keeps every one it made. */
function playlistMaker(random: Random, profile: SizeProfile, nowMs: number, ids: IdAllocator) {
  const playlists: PlaylistSeed[] = []
  const items = (
    pool: readonly TrackRecord[],
    count: number,
    addedBy: readonly string[],
  ): PlaylistItemSeed[] => {
    const picked = random.sample(pool, count)
    let at = nowMs - random.int(30, 400) * DAY_MS
    return picked.map((track) => {
      at += random.int(1, 5 * 24 * 60) * 60_000
      return {
        trackId: track.id,
        addedAt: isoSeconds(Math.min(at, nowMs - 60_000)),
        addedBy: random.pick(addedBy),
      }
    })
  }
  const newPlaylist = (seed: Omit<PlaylistSeed, 'id'>): PlaylistSeed => {
    const playlist = { id: ids.next(), ...seed }
    playlists.push(playlist)
    return playlist
  }
  const length = () => random.int(profile.playlistLength[0], profile.playlistLength[1])
  return { items, newPlaylist, length, playlists }
}

/** A few playlists for each community user, drawn from one family each. */
function communityPlaylistsOf(
  random: Random,
  community: readonly UserRecord[],
  { items, newPlaylist, length }: ReturnType<typeof playlistMaker>,
  pools: { playableTracks: TrackRecord[]; tracksByFamily: Map<string, TrackRecord[]> },
): PlaylistSeed[] {
  const { playableTracks, tracksByFamily } = pools
  const communityPlaylists: PlaylistSeed[] = []
  for (const [userIndex, user] of community.entries()) {
    // The first community user always has a private playlist and public ones: every size can show the
    // difference between a user's own list and what others see.
    const count = userIndex === 0 ? random.int(2, 3) : random.int(1, 3)
    for (let i = 0; i < count; i++) {
      const family = random.pick([...tracksByFamily.keys()])
      communityPlaylists.push(
        newPlaylist({
          name: `${random.pick(PLAYLIST_MOODS)} for ${random.pick(['Sundays', 'the Road', 'Rainy Days', 'Cooking', 'Friends', 'Focus'])}`,
          description: '',
          ownerId: user.id,
          public: userIndex === 0 ? i > 0 : random.chance(0.8),
          collaborative: false,
          followers: random.int(0, 300),
          items: items(tracksByFamily.get(family) ?? playableTracks, length(), [user.id]),
        }),
      )
    }
  }
  return communityPlaylists
}

/** Browse's categories, each with editorial playlists drawn from its families or its mood. */
function editorialCategories(
  random: Random,
  profile: SizeProfile,
  { items, newPlaylist, length }: ReturnType<typeof playlistMaker>,
  pools: {
    playableTracks: TrackRecord[]
    tracksByFamily: Map<string, TrackRecord[]>
    trackById: Map<string, TrackRecord>
  },
): CategoryRecord[] {
  const { playableTracks, tracksByFamily, trackById } = pools
  const categories: CategoryRecord[] = []
  for (const definition of CATEGORY_DEFINITIONS) {
    const pool = definition.families
      ? definition.families.flatMap((family) => tracksByFamily.get(family) ?? [])
      : playableTracks.filter((track) => definition.mood?.(track.features))
    const source = pool.length > 0 ? pool : playableTracks
    const category: CategoryRecord = {
      id: definition.id,
      names: definition.names,
      countries: definition.countries,
      playlistIds: [],
    }
    for (const [index, mood] of random.sample(PLAYLIST_MOODS, profile.playlistsPerCategory).entries()) {
      const name = definition.playlistNames?.[index] ?? `${definition.names.en_US} ${mood}`
      const chosen = items(source, length(), [EDITORIAL_USER_ID])
      if (definition.id === 'toplists') {
        const popularity = (item: PlaylistItemSeed) => trackById.get(item.trackId)?.popularity ?? 0
        chosen.sort((a, b) => popularity(b) - popularity(a))
      }
      const playlist = newPlaylist({
        name,
        description: `${mood} picked by the Encore editors. Updated every week.`,
        ownerId: EDITORIAL_USER_ID,
        public: true,
        collaborative: false,
        followers: random.int(1_000, 2_000_000),
        items: chosen,
      })
      category.playlistIds.push(playlist.id)
    }
    categories.push(category)
  }
  return categories
}

/** Saved items with `added_at`, newest first. */
export function savedItems(random: Random, records: readonly { id: string }[], nowMs: number) {
  let at = nowMs - random.int(1, 3) * DAY_MS
  return records.map((record) => {
    at -= random.int(1, 9 * 24 * 60) * 60_000
    return { id: record.id, addedAt: isoSeconds(at) }
  })
}

function interleave<T>(random: Random, a: T[], b: T[]): T[] {
  const result: T[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && random.chance(0.55))) result.push(a[i++] as T)
    else result.push(b[j++] as T)
  }
  return result
}
