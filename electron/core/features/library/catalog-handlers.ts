import type { AlbumDetail, ArtistDetail, UserProfile } from '../../../contract'
import { UnavailableOperationError, type ApiClient, type SimplifiedTrack } from '../../service/api'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import { toAlbum, toPage, toPlaylist, toTrack } from '../../service/media/from-wire'
import type { KeptPages } from './kept-pages'
import type { SpokenCatalogMethod } from './spoken-catalog-handlers'

const ALBUM_TRACKS_PAGE = 50

export interface CatalogHandlerDeps {
  api(): ApiClient
  userId(): string | undefined
  /** The market to use when the page names none: the user's own where the scopes allow reading it. */
  defaultMarket(): string
  /** Pages read before, answered (marked) while the service cannot be reached. */
  kept: KeptPages
}

/**
 * The bridge's `catalog.*` methods: the pages of an album, an artist and a user, each read on the interactive
 * lane with the caller's signal (podcasts and audiobooks: spoken-catalog-handlers.ts). What the service does not offer (top tracks, other users' profiles on
 * today's service) comes back as the API client's typed error, or for top tracks as a reason beside the rest.
 */
export function createCatalogHandlers(
  deps: CatalogHandlerDeps,
): Omit<HandlersOf<'catalog'>, SpokenCatalogMethod> {
  return {
    'catalog.album': ({ id, market }, { signal }) =>
      deps.kept.read(`album ${id} ${market ?? ''}`, () => readAlbum(deps.api(), id, market, signal)),

    'catalog.artist': ({ id, market }, { signal }) =>
      deps.kept.read(`artist ${id} ${market ?? ''}`, () =>
        readArtist(deps.api(), id, market ?? deps.defaultMarket(), signal),
      ),

    async 'catalog.artistAlbums'({ id, group, offset, limit, market }, { signal }) {
      const page = await deps
        .api()
        .artists.getArtistAlbums(
          id,
          { includeGroups: [group], offset, limit, ...(market ? { market } : {}) },
          { lane: 'interactive', signal },
        )
      return toPage(page, toAlbum)
    },

    async 'catalog.user'({ id }, { signal }) {
      const api = deps.api()
      const options = { lane: 'interactive' as const, signal }
      // Your own profile is always readable; other people's are gone from today's service.
      const user =
        id === deps.userId()
          ? await api.users.getCurrentUserProfile(options)
          : await api.users.getUserProfile(id, options)
      const profile: UserProfile = {
        id: user.id,
        uri: user.uri,
        displayName: user.display_name ?? user.id,
        images: (user.images ?? []).map((image) => ({
          url: image.url,
          width: image.width ?? null,
          height: image.height ?? null,
        })),
        followers: user.followers?.total ?? null,
      }
      return profile
    },

    async 'catalog.userPlaylists'({ id, offset, limit }, { signal }) {
      const api = deps.api()
      const options = { lane: 'interactive' as const, signal }
      const page =
        id === deps.userId()
          ? await api.playlists.getCurrentUserPlaylists({ offset, limit }, options)
          : await api.playlists.getUserPlaylists(id, { offset, limit }, options)
      return toPage(page, toPlaylist)
    },
  }
}

async function readAlbum(
  api: ApiClient,
  id: string,
  market: string | undefined,
  signal: AbortSignal,
): Promise<AlbumDetail> {
  const options = { lane: 'interactive' as const, signal }
  const album = await api.albums.getAlbum(id, market ? { market } : {}, options)
  const wireTracks: SimplifiedTrack[] = [...album.tracks.items]
  // Long albums (box sets) come in pages.
  for (
    let offset = wireTracks.length;
    offset < album.tracks.total && album.tracks.next;
    offset += ALBUM_TRACKS_PAGE
  ) {
    const page = await api.albums.getAlbumTracks(
      id,
      { offset, limit: ALBUM_TRACKS_PAGE, ...(market ? { market } : {}) },
      options,
    )
    if (!page.items.length) break
    wireTracks.push(...page.items)
  }
  const tracks = wireTracks.map((track) => toTrack({ ...track, album }))
  const detail: AlbumDetail = {
    ...toAlbum(album),
    label: album.label ?? null,
    genres: album.genres ?? [],
    tracks,
    totalMs: tracks.reduce((sum, track) => sum + track.durationMs, 0),
  }
  return detail
}

async function readArtist(
  api: ApiClient,
  id: string,
  market: string,
  signal: AbortSignal,
): Promise<ArtistDetail> {
  const options = { lane: 'interactive' as const, signal }
  const [artist, top] = await Promise.all([
    api.artists.getArtist(id, options),
    api.artists
      .getArtistTopTracks(id, { market }, options)
      .then((tracks) => ({ tracks, why: null }))
      .catch((error: unknown) => {
        if (error instanceof UnavailableOperationError) return { tracks: null, why: error.message }
        throw error
      }),
  ])
  const detail: ArtistDetail = {
    artist: {
      id: artist.id,
      uri: artist.uri,
      name: artist.name,
      images: (artist.images ?? []).map((image) => ({
        url: image.url,
        width: image.width ?? null,
        height: image.height ?? null,
      })),
      genres: artist.genres ?? [],
    },
    followers: artist.followers?.total ?? null,
    topTracks: top.tracks?.map(toTrack) ?? null,
    topTracksUnavailable: top.why,
  }
  return detail
}
