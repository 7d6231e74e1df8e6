import type { AxiosAdapter } from 'axios'
import type { Clock, Logger } from '../ports'
import { ValidationError } from './errors'
import { Pager } from './paging'
import { pathSets, type PathSetName } from './path-set'
import { createAlbumsApi } from './resources/albums'
import { createArtistsApi } from './resources/artists'
import { createAudioApi } from './resources/audio'
import { createBrowseApi } from './resources/browse'
import type { ResourceContext } from './resources/context'
import { createFollowApi } from './resources/follow'
import { createLibraryApi } from './resources/library'
import { createPersonalizationApi } from './resources/personalization'
import { createPlayerApi } from './resources/player'
import { createPlaylistsApi } from './resources/playlists'
import { createRecommendationsApi } from './resources/recommendations'
import { createSearchApi } from './resources/search'
import { createTracksApi } from './resources/tracks'
import { createUsersApi } from './resources/users'
import { resolveRetryOptions, type RetryOptions } from './retry-policy'
import { RequestScheduler, type SchedulerOptions } from './scheduler'
import type { TokenProvider } from './token-provider'
import { Transport } from './transport'

export interface ApiClientOptions {
  /** The service's base URL, ending in the version segment: `https://api.spotify.com/v1`. */
  baseUrl: string
  tokenProvider: TokenProvider
  clock: Clock
  logger: Logger
  /** Playlist-items paths: `classic` (`/tracks`, api-spec.md) or `current` (`/items`). Default `classic`. */
  pathSet?: PathSetName
  scheduler?: SchedulerOptions
  retry?: RetryOptions
  /** Per-attempt timeout in ms. Default 15,000. */
  timeoutMs?: number
  /** Refresh the access token this long before it expires. Default 60,000 ms. */
  refreshSkewMs?: number
  /** Source of jitter in [0, 1). Default Math.random. */
  random?: () => number
  /** Replaces the HTTP adapter: only for unit tests of situations the real service cannot produce. */
  adapter?: AxiosAdapter
}

/** Checks the base URL and drops a trailing slash: `http(s)://host[:port]/…/v1`. */
export function normaliseBaseUrl(baseUrl: string): string {
  const fail = (rule: string): never => {
    throw new ValidationError('baseUrl', rule, 'createApiClient')
  }
  let url: URL | undefined
  try {
    url = new URL(baseUrl)
  } catch {
    fail(`must be an absolute URL (got ${JSON.stringify(String(baseUrl).slice(0, 80))})`)
  }
  if (!url) return fail('must be an absolute URL')
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail('must be an http or https URL')
  if (url.search || url.hash) fail('must not carry a query or fragment')
  if (url.username || url.password) fail('must not carry credentials')
  const path = url.pathname.replace(/\/+$/, '')
  if (!path.endsWith('/v1')) fail(`must end in the version segment /v1 (got ${JSON.stringify(url.pathname)})`)
  return `${url.origin}${path}`
}

/**
 * The Web API client: one group of typed methods per resource, over one transport (scheduler, token,
 * retries, typed errors). Every method takes an optional `{ lane, signal, timeoutMs }` last.
 */
export function createApiClient(options: ApiClientOptions) {
  const pathSet = pathSets[options.pathSet ?? 'classic']
  if (!pathSet) throw new ValidationError('pathSet', 'must be "classic" or "current"', 'createApiClient')
  const scheduler = new RequestScheduler(options.clock, options.scheduler)
  const transport = new Transport({
    baseUrl: normaliseBaseUrl(options.baseUrl),
    pathSet,
    tokenProvider: options.tokenProvider,
    clock: options.clock,
    logger: options.logger,
    random: options.random ?? Math.random,
    scheduler,
    retry: resolveRetryOptions(options.retry),
    timeoutMs: options.timeoutMs ?? 15_000,
    refreshSkewMs: options.refreshSkewMs ?? 60_000,
    adapter: options.adapter,
  })
  const pager = new Pager(transport)
  const context: ResourceContext = { transport, pager, pathSet }

  return {
    baseUrl: transport.baseUrl,
    pathSet: pathSet.name,
    albums: createAlbumsApi(context),
    artists: createArtistsApi(context),
    browse: createBrowseApi(context),
    recommendations: createRecommendationsApi(context),
    search: createSearchApi(context),
    follow: createFollowApi(context),
    library: createLibraryApi(context),
    personalization: createPersonalizationApi(context),
    player: createPlayerApi(context),
    playlists: createPlaylistsApi(context),
    tracks: createTracksApi(context),
    audio: createAudioApi(context),
    users: createUsersApi(context),
    /** Offset paging: `pages` and `items` follow `next`; see Pager. */
    paging: pager,
    /** First page, then every remaining offset in parallel within the lane; items in order. */
    collectAll: pager.collectAll.bind(pager),
    /** Queue lengths, requests in flight and budget used, for diagnostics. */
    schedulerStats: () => scheduler.stats(),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
