import type { OperationAvailability } from '../availability'
import type { Pager } from '../paging'
import type { CallOptions, Transport } from '../transport'

/** What every resource module builds its methods from. */
export interface ResourceContext {
  transport: Transport
  pager: Pager
  /** The generation's operations and what was learned gone: features pick their operations by it. */
  availability: OperationAvailability
  /** The signed-in user's id (read once per client from GET /me), for classic operations that name the user. */
  currentUserId(options?: CallOptions): Promise<string>
}

/** Limits of api-spec.md ("Limits") and service-2026.md, named once. */
export const limits = {
  albumsByIds: 20,
  artistsByIds: 50,
  tracksByIds: 50,
  audioFeaturesByIds: 100,
  followIds: 50,
  libraryIds: 50,
  /** URIs per /me/library request (service-2026.md §2). */
  libraryUris: 40,
  playlistFollowerIds: 5,
  recommendationSeeds: 5,
  recommendationLimit: 100,
  pageLimit: 50,
  /** Items per page at /playlists/{id}/tracks (api-spec.md). */
  playlistItemsLimit: 100,
  /** Items per page at /playlists/{id}/items (service-2026.md §2, the OpenAPI description). */
  playlistItemsLimitAtItems: 50,
  playlistItemsPerEdit: 100,
  playlistListOffset: 100_000,
  searchWindow: 10_000,
  /** Search `offset` in 2026 (service-2026.md §4). */
  searchOffset2026: 1_000,
  volumeMax: 100,
  /** Shows, episodes, audiobooks or chapters per several-at-once read (the OpenAPI description). */
  spokenByIds: 50,
} as const
