import type { EpisodeRecord, ResumePoint, ShowRecord } from '../catalog/spoken-types'
import type { MarketSet } from '../catalog/markets'
import { episodeText, showText, type SpokenText } from '../catalog/spoken-text'
import { fixedPageUrl, pageOf } from '../http/paging'
import { imagesOf } from './images'
import type { ImageObject, PresentContext } from './present-context'
import { asGenerationShows } from './removed-fields'

/** Episodes embedded in a full show, as in an album (the rest is paged from `next`). */
const EMBEDDED_EPISODES = 50

/** Where the user stands in episodes and chapters; undefined when the token may not read it. */
export type ResumePoints = ReadonlyMap<string, ResumePoint> | undefined

/**
 * `resume_point` only for a token with user-read-playback-position (the description: "Set if the supplied
 * access token is a user token and has the scope"); never heard is position 0, not fully played.
 */
export function resumePointOf(resume: ResumePoints, id: string) {
  if (resume === undefined) return {}
  const point = resume.get(id)
  return {
    resume_point: {
      fully_played: point?.fullyPlayed ?? false,
      resume_position_ms: Math.round(point?.positionMs ?? 0),
    },
  }
}

/** What a ShowBase object is made of: a show's own, or those of a book that plays as one (playable.ts). */
export interface ShowShape {
  id: string
  name: string
  publisher: string
  explicit: boolean
  languages: readonly string[]
  markets: MarketSet
  text: SpokenText
  images: ImageObject[]
  /** Its URI, API link and web link. */
  uri: string
  href: string
  open: string
  totalEpisodes: number
}

/** A simplified show on the wire (2026: without `available_markets` and `publisher`). */
export function presentShowShape(ctx: PresentContext, shape: ShowShape) {
  return asGenerationShows(ctx, 'show', {
    available_markets: [...shape.markets.list],
    copyrights: [],
    description: shape.text.text,
    html_description: shape.text.html,
    explicit: shape.explicit,
    external_urls: { spotify: shape.open },
    href: shape.href,
    id: shape.id,
    images: shape.images,
    is_externally_hosted: false,
    languages: [...shape.languages],
    media_type: 'audio',
    name: shape.name,
    publisher: shape.publisher,
    type: 'show' as const,
    uri: shape.uri,
    total_episodes: shape.totalEpisodes,
  })
}

export function presentSimplifiedShow(ctx: PresentContext, show: ShowRecord) {
  return presentShowShape(ctx, {
    ...show,
    text: showText(show),
    images: imagesOf(ctx.urls, 'show', show.id),
    uri: `spotify:show:${show.id}`,
    href: ctx.urls.href('shows', show.id),
    open: ctx.urls.openUrl('show', show.id),
    totalEpisodes: show.episodeIds.length,
  })
}

export function presentShow(
  ctx: PresentContext,
  show: ShowRecord,
  market: string | undefined,
  resume: ResumePoints,
) {
  return {
    ...presentSimplifiedShow(ctx, show),
    episodes: pageOf(
      fixedPageUrl(`${ctx.urls.href('shows', show.id)}/episodes`, { market }),
      ctx.catalog.spoken.episodesOf(show),
      0,
      EMBEDDED_EPISODES,
      (episode) => presentSimplifiedEpisode(ctx, episode, market, resume),
    ),
  }
}

/** An episode as a show lists it: no `show`, no audio preview (the service sends none any more). */
export function presentSimplifiedEpisode(
  ctx: PresentContext,
  episode: EpisodeRecord,
  market: string | undefined,
  resume: ResumePoints,
) {
  const spoken = ctx.catalog.spoken
  const show = spoken.showOf(episode)
  const text = episodeText(episode, show, episode.id === spoken.fixtureEpisodeId)
  return {
    audio_preview_url: null,
    description: text.text,
    html_description: text.html,
    duration_ms: episode.durationMs,
    explicit: episode.explicit,
    external_urls: { spotify: ctx.urls.openUrl('episode', episode.id) },
    href: ctx.urls.href('episodes', episode.id),
    id: episode.id,
    images: imagesOf(ctx.urls, 'show', show.id),
    is_externally_hosted: false,
    is_playable: market === undefined || show.markets.has(market),
    language: show.languages[0] ?? 'en',
    languages: [...show.languages],
    name: episode.name,
    release_date: episode.releaseDate,
    release_date_precision: 'day' as const,
    ...resumePointOf(resume, episode.id),
    type: 'episode' as const,
    uri: `spotify:episode:${episode.id}`,
  }
}

export function presentEpisode(
  ctx: PresentContext,
  episode: EpisodeRecord,
  market: string | undefined,
  resume: ResumePoints,
) {
  return {
    ...presentSimplifiedEpisode(ctx, episode, market, resume),
    show: presentSimplifiedShow(ctx, ctx.catalog.spoken.showOf(episode)),
  }
}
