import type { Category, Playlist, PlaylistShelf, RadioResult, TunableName, Tunings } from '../../../contract'
import type {
  ApiClient,
  Category as WireCategory,
  PlaylistsWithMessage,
  TunableAttribute,
} from '../../service/api'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import { toAlbum, toArtist, toPage, toPlaylist, toTrack } from '../../service/media/from-wire'
import type { ReadCache } from './read-cache'
import { toAudioFeatures, toTimeline } from './sound-shape'

const MINUTE = 60_000
/** How long each kind of answer is kept: what you played changes as you listen; a track's sound never does. */
export const lifetimes = {
  recentlyPlayed: MINUTE,
  top: 30 * MINUTE,
  browse: 30 * MINUTE,
  genres: 24 * 60 * MINUTE,
  radio: 10 * MINUTE,
  track: 10 * MINUTE,
  sound: 24 * 60 * MINUTE,
} as const

export interface DiscoverHandlerDeps {
  api(): ApiClient
  cache: ReadCache
  /** The signed-in user's country (which categories exist there), when the service says. */
  country(): string | undefined
  /** The market radio tracks should play in. */
  market(): string
  /** Creates a playlist and adds tracks to it through the library, so it shows there at once. */
  createPlaylist(details: { name: string; description: string }): Promise<{ id: string }>
  addToPlaylist(id: string, uris: string[]): Promise<unknown>
  /** The playlist as the library lists it after the additions. */
  listedPlaylist(id: string): Playlist | undefined
}

const toCategory = (category: WireCategory): Category => ({
  id: category.id,
  name: category.name,
  images: (category.icons ?? []).map((icon) => ({
    url: icon.url,
    width: icon.width ?? null,
    height: icon.height ?? null,
  })),
})

const toShelf = (answer: PlaylistsWithMessage): PlaylistShelf => ({
  message: answer.message ?? null,
  playlists: toPage(answer.playlists, toPlaylist),
})

/** Contract names of the tunable attributes are the API client's (camelCase), so they map one to one. */
function filtersOf(tunings: Tunings) {
  const min: Partial<Record<TunableAttribute, number>> = {}
  const max: Partial<Record<TunableAttribute, number>> = {}
  const target: Partial<Record<TunableAttribute, number>> = {}
  for (const [name, bounds] of Object.entries(tunings) as [TunableName, Tunings[TunableName]][]) {
    if (bounds?.min !== undefined) min[name] = bounds.min
    if (bounds?.max !== undefined) max[name] = bounds.max
    if (bounds?.target !== undefined) target[name] = bounds.target
  }
  return { min, max, target }
}

/** A key that names the same question the same way, whatever order its parts came in. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${key}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * The bridge's `discover.*`, `radio.*` and `sound.*` methods. Each reads on the interactive lane through the
 * read cache (answers kept for a while, identical reads shared, a caller's cancel honoured), so opening Home
 * twice or moving a slider back costs no request. What the service does not offer fails with the API client's
 * `UnavailableOperationError` (`UNAVAILABLE`) before anything is sent.
 */
export function createDiscoverHandlers(
  deps: DiscoverHandlerDeps,
): HandlersOf<'discover' | 'radio' | 'sound'> {
  return { ...discoverHandlers(deps), ...radioHandlers(deps), ...soundHandlers(deps) }
}

/** Reads of the discover views go on the interactive lane, cancelled with their caller. */
const on = (signal: AbortSignal) => ({ lane: 'interactive' as const, signal })

/** Home and Browse: what you played, your top artists and tracks, new releases, featured, categories. */
function discoverHandlers(deps: DiscoverHandlerDeps): HandlersOf<'discover'> {
  const { cache } = deps
  const country = () => deps.country()
  const countryParam = () => (country() ? { country: country() } : {})

  return {
    'discover.recentlyPlayed': ({ limit }, { signal }) =>
      cache.read(
        `recent|${limit}`,
        lifetimes.recentlyPlayed,
        async (inner) => {
          const page = await deps.api().player.getRecentlyPlayed({ limit }, on(inner))
          return page.items.map((entry) => ({
            track: toTrack(entry.track),
            playedAt: entry.played_at,
            contextUri: entry.context?.uri ?? null,
          }))
        },
        signal,
      ),

    'discover.topArtists': ({ range, offset, limit }, { signal }) =>
      cache.read(
        `top-artists|${range}|${offset}|${limit}`,
        lifetimes.top,
        async (inner) =>
          toPage(
            await deps.api().personalization.getTopArtists({ timeRange: range, offset, limit }, on(inner)),
            toArtist,
          ),
        signal,
      ),

    'discover.topTracks': ({ range, offset, limit }, { signal }) =>
      cache.read(
        `top-tracks|${range}|${offset}|${limit}`,
        lifetimes.top,
        async (inner) =>
          toPage(
            await deps.api().personalization.getTopTracks({ timeRange: range, offset, limit }, on(inner)),
            toTrack,
          ),
        signal,
      ),

    'discover.newReleases': ({ offset, limit }, { signal }) =>
      cache.read(
        `new-releases|${country() ?? ''}|${offset}|${limit}`,
        lifetimes.browse,
        async (inner) => {
          const answer = await deps
            .api()
            .browse.getNewReleases({ ...countryParam(), offset, limit }, on(inner))
          return toPage(answer.albums, toAlbum)
        },
        signal,
      ),

    'discover.featured': ({ locale, offset, limit }, { signal }) =>
      cache.read(
        `featured|${locale ?? ''}|${country() ?? ''}|${offset}|${limit}`,
        lifetimes.browse,
        async (inner) =>
          toShelf(
            await deps
              .api()
              .browse.getFeaturedPlaylists(
                { ...(locale ? { locale } : {}), ...countryParam(), offset, limit },
                on(inner),
              ),
          ),
        signal,
      ),

    'discover.categories': ({ locale, offset, limit }, { signal }) =>
      cache.read(
        `categories|${locale ?? ''}|${country() ?? ''}|${offset}|${limit}`,
        lifetimes.browse,
        async (inner) => {
          const answer = await deps
            .api()
            .browse.getCategories(
              { ...(locale ? { locale } : {}), ...countryParam(), offset, limit },
              on(inner),
            )
          return toPage(answer.categories, toCategory)
        },
        signal,
      ),

    'discover.category': ({ id, locale }, { signal }) =>
      cache.read(
        `category|${id}|${locale ?? ''}|${country() ?? ''}`,
        lifetimes.browse,
        async (inner) =>
          toCategory(
            await deps
              .api()
              .browse.getCategory(id, { ...(locale ? { locale } : {}), ...countryParam() }, on(inner)),
          ),
        signal,
      ),

    'discover.categoryPlaylists': ({ id, offset, limit }, { signal }) =>
      cache.read(
        `category-playlists|${id}|${country() ?? ''}|${offset}|${limit}`,
        lifetimes.browse,
        async (inner) =>
          toShelf(
            await deps.api().browse.getCategoryPlaylists(id, { ...countryParam(), offset, limit }, on(inner)),
          ),
        signal,
      ),
  }
}

/** Radio: its genres, its tracks from seeds and tunings, and saving them as a playlist. */
function radioHandlers(deps: DiscoverHandlerDeps): HandlersOf<'radio'> {
  const { cache } = deps
  return {
    'radio.genres': (_input, { signal }) =>
      cache.read(
        'genres',
        lifetimes.genres,
        (inner) => deps.api().recommendations.getAvailableGenreSeeds(on(inner)),
        signal,
      ),

    'radio.tracks': ({ seeds, tunings, limit, market }, { signal }) => {
      const where = market ?? deps.market()
      return cache.read(
        `radio|${stable({ seeds, tunings, limit, where })}`,
        lifetimes.radio,
        async (inner): Promise<RadioResult> => {
          const ids = (kind: string) => seeds.filter((seed) => seed.kind === kind).map((seed) => seed.id)
          const answer = await deps.api().recommendations.getRecommendations(
            {
              seedTracks: ids('track'),
              seedArtists: ids('artist'),
              seedGenres: ids('genre'),
              limit,
              market: where,
              ...filtersOf(tunings),
            },
            on(inner),
          )
          return {
            tracks: answer.tracks.map(toTrack),
            seeds: answer.seeds.map((seed) => ({
              kind: seed.type.toLowerCase() as 'track' | 'artist' | 'genre',
              id: seed.id,
              afterFiltering: seed.afterFilteringSize,
            })),
          }
        },
        signal,
      )
    },

    async 'radio.save'({ name, description, uris }) {
      const created = await deps.createPlaylist({ name, description })
      await deps.addToPlaylist(created.id, uris)
      const listed = deps.listedPlaylist(created.id)
      if (!listed) throw new Error('the new playlist is not in the library')
      return listed
    },
  }
}

/** A track's sound: the track, its audio features and its timeline. */
function soundHandlers(deps: DiscoverHandlerDeps): HandlersOf<'sound'> {
  const { cache } = deps
  return {
    'sound.track': ({ id, market }, { signal }) => {
      const where = market ?? deps.market()
      return cache.read(
        `track|${id}|${where}`,
        lifetimes.track,
        async (inner) => toTrack(await deps.api().tracks.getTrack(id, { market: where }, on(inner))),
        signal,
      )
    },

    'sound.features': ({ id }, { signal }) =>
      cache.read(
        `features|${id}`,
        lifetimes.sound,
        async (inner) => toAudioFeatures(await deps.api().audio.getAudioFeatures(id, on(inner))),
        signal,
      ),

    'sound.analysis': ({ id }, { signal }) =>
      cache.read(
        `analysis|${id}`,
        lifetimes.sound,
        async (inner) => toTimeline(await deps.api().audio.getAudioAnalysis(id, on(inner))),
        signal,
      ),
  }
}
