import type { AxiosAdapter } from 'axios'
import type { Clock, Logger } from '../../base/ports'
import { OperationAvailability, type Availability, type LearnedRemovals } from './availability'
import { ValidationError } from './errors'
import { generations, isGeneration, type Generation } from './generation'
import { Pager } from './paging'
import { createAlbumsApi } from './resources/albums'
import { createArtistsApi } from './resources/artists'
import { createAudioApi } from './resources/audio'
import { createAudiobooksApi } from './resources/audiobooks'
import { createBrowseApi } from './resources/browse'
import type { ResourceContext } from './resources/context'
import { createFollowApi } from './resources/follow'
import { createLibraryApi } from './resources/library'
import { createLibraryItemsApi } from './resources/library-items'
import { createPersonalizationApi } from './resources/personalization'
import { createPlayerApi } from './resources/player'
import { createPlaylistItemsApi } from './resources/playlist-items'
import { createPlaylistsApi } from './resources/playlists'
import { createRecommendationsApi } from './resources/recommendations'
import { createSearchApi } from './resources/search'
import { createShowsApi } from './resources/shows'
import { createTracksApi } from './resources/tracks'
import { createUsersApi } from './resources/users'
import { resolveRetryOptions, type RetryOptions } from './retry-policy'
import { RequestScheduler, type SchedulerOptions } from './scheduler'
import type { TokenProvider } from './token-provider'
import type { RequestGate } from './request-gate'
import { Transport, type AccountListener } from './transport'

export interface ApiClientOptions {
  /** The service's base URL, ending in the version segment: `https://api.spotify.com/v1`. */
  baseUrl: string
  tokenProvider: TokenProvider
  clock: Clock
  logger: Logger
  /**
   * The generation of the Web API the service speaks (service-2026.md): `classic` (api-spec.md: the demo,
   * apps with extended quota; the default), `2024` (apps registered Nov 2024–Feb 2026) or `2026` (apps
   * registered today). It decides which operations are sent and which replace them.
   */
  generation?: Generation
  /** Where operations learned gone for this Client ID are kept; in memory when absent. */
  learnedRemovals?: LearnedRemovals
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
  /** Hears refusals of the whole account (quota, user not registered, owner's Premium) and every success. */
  account?: AccountListener
  /** The day's request budget (core/features/usage/daily-budget.ts); none when absent. */
  gate?: RequestGate
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
  const generation = options.generation ?? 'classic'
  if (!isGeneration(generation)) {
    throw new ValidationError('generation', `must be one of ${generations.join(', ')}`, 'createApiClient')
  }
  const availability = new OperationAvailability(generation, options.learnedRemovals, options.logger)
  const scheduler = new RequestScheduler(options.clock, options.scheduler)
  const transport = new Transport({
    baseUrl: normaliseBaseUrl(options.baseUrl),
    availability,
    tokenProvider: options.tokenProvider,
    clock: options.clock,
    logger: options.logger,
    random: options.random ?? Math.random,
    scheduler,
    retry: resolveRetryOptions(options.retry),
    timeoutMs: options.timeoutMs ?? 15_000,
    refreshSkewMs: options.refreshSkewMs ?? 60_000,
    adapter: options.adapter,
    account: options.account,
    gate: options.gate,
  })
  const pager = new Pager(transport)
  let me: Promise<string> | undefined
  const context: ResourceContext = {
    transport,
    pager,
    availability,
    // A client lives as long as one sign-in, so the user's id is read once (and again after a failure).
    currentUserId: (callOptions) => {
      me ??= users.getCurrentUserProfile(callOptions).then(
        (profile) => profile.id,
        (error: unknown) => {
          me = undefined
          throw error
        },
      )
      return me
    },
  }
  const users = createUsersApi(context)
  const libraryItems = createLibraryItemsApi(context)

  return {
    baseUrl: transport.baseUrl,
    generation,
    albums: createAlbumsApi(context),
    artists: createArtistsApi(context),
    browse: createBrowseApi(context),
    recommendations: createRecommendationsApi(context),
    search: createSearchApi(context),
    follow: createFollowApi(context, libraryItems),
    library: createLibraryApi(context, libraryItems),
    personalization: createPersonalizationApi(context),
    player: createPlayerApi(context),
    playlists: { ...createPlaylistsApi(context), ...createPlaylistItemsApi(context) },
    tracks: createTracksApi(context),
    audio: createAudioApi(context),
    shows: createShowsApi(context),
    audiobooks: createAudiobooksApi(context),
    users,
    /** The operations the client will not send now: those the generation lacks and those learned gone. */
    availability: (): Availability => availability.snapshot(),
    /** Hears whenever an operation is learned gone. */
    onAvailabilityChange: availability.onChange,
    /** Offset paging: `pages` and `items` follow `next`; see Pager. */
    paging: pager,
    /** First page, then every remaining offset in parallel within the lane; items in order. */
    collectAll: pager.collectAll.bind(pager),
    /** Queue lengths, requests in flight and budget used, for diagnostics. */
    schedulerStats: () => scheduler.stats(),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
