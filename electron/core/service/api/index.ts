/** The Web API client: the only code that talks to the service. */
export { createApiClient, normaliseBaseUrl, type ApiClient, type ApiClientOptions } from './create-api-client'
export * from './errors'
export * from './token-provider'
export type * from './models'
export { albumGroups, repeatStates, searchTypes } from './models'
export { lanes, type Lane, type SchedulerOptions, type SchedulerStats } from './scheduler'
export type { RetryOptions } from './retry-policy'
export type { AccountListener, CallOptions } from './transport'
export { kindOf, urgencyOf, type RequestGate, type RequestUrgency } from './request-gate'
export { generations, isGeneration, type Generation } from './generation'
export {
  memoryLearnedRemovals,
  OperationAvailability,
  type Availability,
  type LearnedRemovals,
  type PlaylistAccess,
  type UnavailableWhy,
} from './availability'
export { itemOf, itemsOf } from './playlist-entries'
export { savedKinds, uriOf, type SavedKind } from './saved-kinds'
export type { PageRequest, CollectAllOptions } from './paging'
export { serviceScopes, missingScopes, type Scope, type ScopeRequirement } from './scopes'
export { operations, operationSpec, requiredScopes, type OperationId } from './operations'
export { maxCoverBytes } from './cover-image'
export { timeRanges, type TimeRange, type TopItemsParams } from './resources/personalization'
export {
  tunableAttributes,
  type RecommendationParams,
  type TunableAttribute,
} from './resources/recommendations'
export type { FollowType } from './resources/follow'
export type { PlayParams, PlayOffset, RecentlyPlayedParams, DeviceParam } from './resources/player'
export { additionalTypes, type AdditionalType, type PlayerReadParams } from './resources/player'
export type { PlaylistDetails, WithFields } from './resources/playlists'
export type { RemovedItem, ReorderParams } from './resources/playlist-items'
export type { SearchParams } from './resources/search'
