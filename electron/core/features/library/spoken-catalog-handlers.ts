import type { MethodName } from '../../../contract'
import type { ApiClient } from '../../service/api'
import type { Handlers } from '../../base/bridge/dispatcher'
import { toPage } from '../../service/media/from-wire'
import {
  toAudiobookDetail,
  toChapter,
  toEpisode,
  toEpisodeDetail,
  toShowDetail,
} from '../../service/media/spoken-from-wire'
import type { ShowCounter } from './show-counts'

export type SpokenCatalogMethod = Extract<
  MethodName,
  | 'catalog.show'
  | 'catalog.showEpisodes'
  | 'catalog.episode'
  | 'catalog.audiobook'
  | 'catalog.audiobookChapters'
>

export interface SpokenCatalogDeps {
  api(): ApiClient
  /** The market when the page names none: the user's own where the scopes allow reading it. */
  defaultMarket(): string
  /** A followed show's page counts its unplayed episodes for nothing (it read them anyway). */
  counter: Pick<ShowCounter, 'learn'>
}

/**
 * The pages of podcasts and audiobooks: a show with its newest episodes (one request), more episodes a page at
 * a time, an episode with its notes, a book with its first chapters, more chapters. Read on the interactive
 * lane with the caller's signal. Episodes and chapters carry where you are in them (`resumePoint`) when the
 * sign-in may read it.
 */
export function createSpokenCatalogHandlers(deps: SpokenCatalogDeps): Pick<Handlers, SpokenCatalogMethod> {
  const marketOf = (market: string | undefined) => ({ market: market ?? deps.defaultMarket() })
  return {
    async 'catalog.show'({ id, market }, { signal }) {
      const show = toShowDetail(
        await deps.api().shows.getShow(id, marketOf(market), { lane: 'interactive', signal }),
      )
      if (show.episodes.offset === 0) deps.counter.learn(show, show.episodes.items)
      return show
    },

    async 'catalog.showEpisodes'({ id, market, offset, limit }, { signal }) {
      const page = await deps
        .api()
        .shows.getShowEpisodes(id, { offset, limit, ...marketOf(market) }, { lane: 'interactive', signal })
      return toPage(page, (episode) => toEpisode(episode))
    },

    async 'catalog.episode'({ id, market }, { signal }) {
      return toEpisodeDetail(
        await deps.api().shows.getEpisode(id, marketOf(market), { lane: 'interactive', signal }),
      )
    },

    async 'catalog.audiobook'({ id, market }, { signal }) {
      return toAudiobookDetail(
        await deps.api().audiobooks.getAudiobook(id, marketOf(market), { lane: 'interactive', signal }),
      )
    },

    async 'catalog.audiobookChapters'({ id, market, offset, limit }, { signal }) {
      const page = await deps
        .api()
        .audiobooks.getAudiobookChapters(
          id,
          { offset, limit, ...marketOf(market) },
          { lane: 'interactive', signal },
        )
      return toPage(page, toChapter)
    },
  }
}
