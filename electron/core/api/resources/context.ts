import type { Pager } from '../paging'
import type { PathSet } from '../path-set'
import type { Transport } from '../transport'

/** What every resource module builds its methods from. */
export interface ResourceContext {
  transport: Transport
  pager: Pager
  pathSet: PathSet
}

/** Limits of api-spec.md ("Limits"), named once. */
export const limits = {
  albumsByIds: 20,
  artistsByIds: 50,
  tracksByIds: 50,
  audioFeaturesByIds: 100,
  followIds: 50,
  libraryIds: 50,
  playlistFollowerIds: 5,
  recommendationSeeds: 5,
  recommendationLimit: 100,
  pageLimit: 50,
  playlistItemsLimit: 100,
  playlistItemsPerEdit: 100,
  playlistListOffset: 100_000,
  searchWindow: 10_000,
  volumeMax: 100,
} as const
