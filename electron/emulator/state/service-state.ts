import type { Catalog } from '../catalog/catalog'
import { PlaylistStore } from './playlist-store'
import {
  createSpokenLibrary,
  createUserState,
  type PlaylistRef,
  type SpokenLibrary,
  type UserState,
} from './user-state'

/**
 * The mutable side of the service: playlists (shared by everyone) and one UserState per user. The catalog
 * stays immutable; everything a request can change lives here.
 */
export class ServiceState {
  readonly playlists: PlaylistStore
  private readonly users = new Map<string, UserState>()

  constructor(
    private readonly catalog: Catalog,
    options: { savedTracks?: number | undefined; nowMs?: number } = {},
  ) {
    this.playlists = new PlaylistStore(catalog.playlistSeeds)
    const demo = createUserState(catalog.demoUserId, catalog.librarySeed)
    if (options.savedTracks !== undefined) {
      demo.library.tracks = bigLibrary(catalog, options.savedTracks, options.nowMs ?? 0)
    }
    this.users.set(catalog.demoUserId, demo)
  }

  /** The state of a known user, created on first use (catalog users other than the demo user start empty). */
  user(userId: string): UserState {
    let state = this.users.get(userId)
    if (!state) {
      state = createUserState(userId)
      // Other users list the playlists they own, newest first.
      state.playlists = [...this.playlists.all()]
        .filter((playlist) => playlist.ownerId === userId)
        .reverse()
        .map((playlist): PlaylistRef => ({ id: playlist.id, public: playlist.public }))
      this.users.set(userId, state)
    }
    return state
  }

  demoUser(): UserState {
    return this.user(this.catalog.demoUserId)
  }

  /** A user's saved shows, episodes, audiobooks and resume points; the demo user's start from the seed. */
  spokenOf(userId: string): SpokenLibrary {
    const user = this.user(userId)
    user.spoken ??= createSpokenLibrary(
      userId === this.catalog.demoUserId ? this.catalog.spoken.librarySeed : undefined,
    )
    return user.spoken
  }
}

/**
 * N of the catalog's tracks as saved tracks, in the state's order (oldest first): the newest saved at `nowMs`,
 * each one a minute before the next.
 */
function bigLibrary(catalog: Catalog, count: number, nowMs: number): Map<string, string> {
  if (count > catalog.tracks.length) {
    throw new RangeError(
      `savedTracks must be at most ${catalog.tracks.length} for this catalog size (there are no more tracks)`,
    )
  }
  const saved = new Map<string, string>()
  for (let i = count - 1; i >= 0; i--) {
    saved.set(catalog.tracks[i]!.id, `${new Date(nowMs - i * 60_000).toISOString().slice(0, 19)}Z`)
  }
  return saved
}
