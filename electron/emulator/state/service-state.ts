import type { Catalog } from '../catalog/catalog'
import { PlaylistStore } from './playlist-store'
import { createUserState, type PlaylistRef, type UserState } from './user-state'

/**
 * The mutable side of the service: playlists (shared by everyone) and one UserState per user. The catalog
 * stays immutable; everything a request can change lives here.
 */
export class ServiceState {
  readonly playlists: PlaylistStore
  private readonly users = new Map<string, UserState>()

  constructor(private readonly catalog: Catalog) {
    this.playlists = new PlaylistStore(catalog.playlistSeeds)
    this.users.set(catalog.demoUserId, createUserState(catalog.demoUserId, catalog.librarySeed))
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
}
