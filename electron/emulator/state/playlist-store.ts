import type { PlaylistSeed } from '../catalog/catalog-types'
import { snapshotIdOf } from './snapshot-id'
import type { UploadedCover } from './uploaded-cover'

export interface PlaylistItem {
  trackId: string
  /** ISO 8601 with seconds and Z, as the service prints it. */
  addedAt: string
  addedBy: string
}

/** The live, editable state of a playlist (every change goes through `touch`). */
export interface PlaylistState {
  readonly id: string
  ownerId: string
  name: string
  description: string
  public: boolean
  collaborative: boolean
  /** Followers other than the users of this emulator (whose follows live in their UserState). */
  followers: number
  items: PlaylistItem[]
  version: number
  snapshotId: string
  /** A cover uploaded with PUT /playlists/{id}/images; absent: the generated cover. */
  cover?: UploadedCover
}

/** Every playlist of the service, generated ones and created ones. */
export class PlaylistStore {
  private readonly byId = new Map<string, PlaylistState>()

  constructor(seeds: readonly PlaylistSeed[]) {
    for (const seed of seeds) {
      this.byId.set(seed.id, {
        id: seed.id,
        ownerId: seed.ownerId,
        name: seed.name,
        description: seed.description,
        public: seed.public,
        collaborative: seed.collaborative,
        followers: seed.followers,
        items: seed.items.map((item) => ({ ...item })),
        version: 1,
        snapshotId: snapshotIdOf(seed.id, 1),
      })
    }
  }

  get(id: string): PlaylistState | undefined {
    return this.byId.get(id)
  }

  all(): IterableIterator<PlaylistState> {
    return this.byId.values()
  }

  add(playlist: PlaylistState): void {
    this.byId.set(playlist.id, playlist)
  }

  /** Records a change: a new version and snapshot id. */
  touch(playlist: PlaylistState): void {
    playlist.version += 1
    playlist.snapshotId = snapshotIdOf(playlist.id, playlist.version)
  }
}
