import { albumRoutes } from './albums'
import { artistRoutes } from './artists'
import { audiobookRoutes } from './audiobooks'
import { browseRoutes } from './browse'
import { followRoutes } from './follow'
import { libraryRoutes } from './library'
import { marketRoutes } from './markets'
import { personalizationRoutes } from './personalization'
import { playerRoutes } from './player'
import { playlistCoverRoutes } from './playlist-cover'
import { playlistEditRoutes } from './playlist-edits'
import { playlistFollowRoutes } from './playlist-follow'
import { playlistRoutes } from './playlists'
import { queueRoutes } from './queue'
import { recentlyPlayedRoutes } from './recently-played'
import { recommendationRoutes } from './recommendations'
import type { RouteModule } from './route-module'
import { savedLibraryRoutes } from './saved-library'
import { searchRoutes } from './search'
import { showRoutes } from './shows'
import { trackRoutes } from './tracks'
import { userRoutes } from './users'

/**
 * Every /v1 route module, registered in this order. To add a resource,
 * write `routes/<resource>.ts` exporting a RouteModule and append it here.
 */
export const ROUTE_MODULES: readonly RouteModule[] = [
  albumRoutes,
  artistRoutes,
  trackRoutes,
  browseRoutes,
  recommendationRoutes,
  searchRoutes,
  userRoutes,
  playlistRoutes,
  marketRoutes,
  // User state and the player.
  libraryRoutes,
  followRoutes,
  playlistFollowRoutes,
  playlistEditRoutes,
  playlistCoverRoutes,
  personalizationRoutes,
  recentlyPlayedRoutes,
  playerRoutes,
  queueRoutes,
  // The library that replaced the saved-items, follow and playlist-follow writes (service-2026.md).
  savedLibraryRoutes,
  // Podcasts and audiobooks (their saved lists are in libraryRoutes).
  showRoutes,
  audiobookRoutes,
]
