import type { LibrarySeed } from '../catalog/generate-people'
import type { SpokenLibrarySeed } from '../catalog/generate-spoken'
import type { ResumePoint } from '../catalog/spoken-types'
import { createPlayerState, type PlayerState } from './player-state'

/**
 * One entry of a user's playlist list, owned or followed. For a followed playlist `public` says whether the
 * follow is listed on the user's profile; for an owned one the playlist's own `public` flag decides (see
 * `isListedOnProfile`), so editing the playlist never leaves this stale.
 */
export interface PlaylistRef {
  id: string
  public: boolean
}

export function isListedOnProfile(
  ref: PlaylistRef,
  playlist: { ownerId: string; public: boolean },
  userId: string,
): boolean {
  return playlist.ownerId === userId ? playlist.public : ref.public
}

/** A play of a track (the simulation appends these; recently-played and top items read them). */
export interface PlayHistoryEntry {
  trackId: string
  /** Unix ms. */
  playedAt: number
  contextUri: string | null
}

/**
 * Everything the service remembers about one user. Maps and sets keep insertion order, which is the order
 * things were saved or followed: list them reversed for "newest first".
 */
export interface UserState {
  readonly userId: string
  library: {
    /** track id → added_at */
    tracks: Map<string, string>
    /** album id → added_at */
    albums: Map<string, string>
  }
  follows: {
    artists: Set<string>
    users: Set<string>
  }
  /** The user's playlist list, newest first (what GET /me/playlists pages through). */
  playlists: PlaylistRef[]
  history: PlayHistoryEntry[]
  /** premium, or free: a free user's player commands are refused with PREMIUM_REQUIRED. */
  product: 'premium' | 'free'
  /** Devices, playback, queue (see player/simulation.ts). */
  player: PlayerState
  /**
   * Saved shows, episodes, audiobooks and resume points: undefined until first used (ServiceState.spokenOf),
   * because the catalog makes its spoken word only when something asks for it.
   */
  spoken?: SpokenLibrary
}

/** The spoken-word side of a user's library. Maps of id → added_at keep save order, like `library`. */
export interface SpokenLibrary {
  shows: Map<string, string>
  episodes: Map<string, string>
  audiobooks: Map<string, string>
  /** Episode or chapter id → where the user stands in it (the wire's `resume_point`). */
  resumePoints: Map<string, ResumePoint>
}

/** Saved items of a seed (newest first) in state order (oldest first). */
const savedMap = (items: readonly { id: string; addedAt: string }[] = []) =>
  new Map(items.map((item) => [item.id, item.addedAt] as const).reverse())

export function createSpokenLibrary(seed?: SpokenLibrarySeed): SpokenLibrary {
  return {
    shows: savedMap(seed?.savedShows),
    episodes: savedMap(seed?.savedEpisodes),
    audiobooks: savedMap(seed?.savedAudiobooks),
    resumePoints: new Map((seed?.resumePoints ?? []).map(([id, point]) => [id, { ...point }])),
  }
}

export function createUserState(userId: string, seed?: LibrarySeed): UserState {
  return {
    userId,
    library: {
      // Seeds are newest first; state keeps insertion (oldest first) order.
      tracks: savedMap(seed?.savedTracks),
      albums: savedMap(seed?.savedAlbums),
    },
    follows: {
      artists: new Set(seed?.followedArtists ?? []),
      users: new Set(seed?.followedUsers ?? []),
    },
    playlists: (seed?.playlists ?? []).map((ref) => ({ ...ref })),
    history: [],
    product: 'premium',
    player: createPlayerState(userId),
  }
}
