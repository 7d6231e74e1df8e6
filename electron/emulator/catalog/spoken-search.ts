import { tokenize } from './normalize'
import { hasFieldFilter, keywordsMatch, type ParsedQuery } from './search-query'
import type { AudiobookRecord, EpisodeRecord, ShowRecord } from './spoken-types'
import type { SpokenWord } from './spoken-word'

export type SpokenSearchType = 'show' | 'episode' | 'audiobook'

type RecordOf<T extends SpokenSearchType> = T extends 'show'
  ? ShowRecord
  : T extends 'episode'
    ? EpisodeRecord
    : AudiobookRecord

interface Indexed<R> {
  records: readonly R[]
  /** Tokens of the name, for ranking whole-word matches first. */
  names: string[][]
  /** Tokens searched: the name and who made it (publisher; the show of an episode; authors, narrators). */
  text: string[][]
  /** Higher ranks first among equal matches. */
  weight: (record: R) => number
  availableIn: (record: R, market: string) => boolean
}

/**
 * Search over shows, episodes and audiobooks: keywords by word prefix (with `"phrases"`, `OR`, `NOT`) over
 * names and makers, whole-word name matches first, then the most popular shows and books and the newest
 * episodes. The field filters (`artist:`, `year:`, `tag:`…) do not apply to these types, as the service
 * documents, so a query holding one finds none of them. A scan rather than an inverted index: there are far
 * fewer of these than tracks, and the tokens are made on the first search of each type.
 */
export class SpokenSearch {
  private readonly indexes = new Map<SpokenSearchType, Indexed<unknown>>()

  constructor(private readonly spoken: SpokenWord) {}

  find<T extends SpokenSearchType>(type: T, query: ParsedQuery, market: string | undefined): RecordOf<T>[] {
    if (query.clauses.length === 0 || hasFieldFilter(query.filters)) return []
    const index = this.index(type) as Indexed<RecordOf<T>>
    const words = query.clauses
      .filter((clause) => !clause.negate)
      .flatMap((clause) => clause.alternatives.flat())
    const matches: { record: RecordOf<T>; exact: boolean }[] = []
    index.records.forEach((record, position) => {
      if (market !== undefined && !index.availableIn(record, market)) return
      if (!keywordsMatch(index.text[position] ?? [], query.clauses)) return
      const name = index.names[position] ?? []
      matches.push({ record, exact: words.length > 0 && words.every((word) => name.includes(word)) })
    })
    return matches
      .sort(
        (a, b) =>
          Number(b.exact) - Number(a.exact) ||
          index.weight(b.record) - index.weight(a.record) ||
          (a.record.id < b.record.id ? -1 : 1),
      )
      .map((match) => match.record)
  }

  private index(type: SpokenSearchType): Indexed<unknown> {
    let index = this.indexes.get(type)
    if (!index) {
      index = this.build(type)
      this.indexes.set(type, index)
    }
    return index
  }

  private build(type: SpokenSearchType): Indexed<unknown> {
    const { spoken } = this
    const indexOf = <R extends { name: string }>(
      records: readonly R[],
      rules: Pick<Indexed<R>, 'weight' | 'availableIn'> & { makers: (record: R) => readonly string[] },
    ): Indexed<unknown> => {
      const names = records.map((record) => tokenize(record.name))
      const text = records.map((record, i) => [
        ...(names[i] ?? []),
        ...rules.makers(record).flatMap(tokenize),
      ])
      return {
        records,
        names,
        text,
        weight: rules.weight,
        availableIn: rules.availableIn,
      } as Indexed<unknown>
    }
    switch (type) {
      case 'show':
        return indexOf(spoken.shows, {
          makers: (show) => [show.publisher],
          weight: (show) => show.popularity,
          availableIn: (show, market) => show.markets.has(market),
        })
      case 'episode':
        return indexOf(spoken.episodes, {
          makers: (episode) => [spoken.showOf(episode).name],
          weight: (episode) => episode.releaseDay,
          availableIn: (episode, market) => spoken.showOf(episode).markets.has(market),
        })
      case 'audiobook':
        return indexOf(spoken.audiobooks, {
          makers: (book) => [...book.authors, ...book.narrators],
          weight: (book) => book.popularity,
          availableIn: (book, market) => book.markets.has(market),
        })
    }
  }
}
