import { describe, expect, it } from 'vitest'
import type { Track } from '../../../../electron/contract'
import {
  filterWords,
  narrows,
  QueryMemo,
  trackComparators,
  trackMatcher,
  type ListQuery,
} from '../../../../electron/core/features/library/library-query'
import {
  RefTables,
  rowOf,
  trackOf,
  type TrackRow,
} from '../../../../electron/core/features/library/track-rows'

const refs = new RefTables()
const albumOf = (id: string, name: string) => ({ id, name, uri: `spotify:album:${id}`, images: [] })
function track(
  name: string,
  artist: string,
  album: string,
  durationMs: number,
  extra: Partial<Track> = {},
): Track {
  const id = name.replace(/\W/g, '')
  return {
    id,
    uri: `spotify:track:${id}`,
    name,
    artists: [
      { id: artist.replace(/\W/g, ''), name: artist, uri: `spotify:artist:${artist.replace(/\W/g, '')}` },
    ],
    album: albumOf(album.replace(/\W/g, ''), album),
    durationMs,
    explicit: false,
    isLocal: false,
    isPlayable: null,
    unplayableReason: null,
    linkedFromUri: null,
    ...extra,
  }
}

// Newest first, as the library holds them.
const rows: TrackRow[] = [
  rowOf(track('Blue Monday', 'New Order', 'Power, Corruption & Lies', 447_000), 4, refs),
  rowOf(track('Atmosphere', 'Joy Division', 'Substance', 250_000), 3, refs),
  rowOf(track('age of consent', 'New Order', 'Power, Corruption & Lies', 315_000), 2, refs),
  rowOf(
    track('Track 10', 'Joy Division', 'Closer', 200_000, {
      explicit: true,
      isPlayable: false,
      unplayableReason: 'market',
    }),
    1,
    refs,
  ),
  rowOf(track('Track 9', 'Joy Division', 'Closer', 199_000), 0, refs),
]
/** The indices of the rows a filter selects, by the rule itself: every word in the title, album or an artist. */
function plainMatches(list: readonly TrackRow[], filter: string): number[] {
  const words = filterWords(filter)
  return list.flatMap((row, index) =>
    words.every((word) =>
      [row.lower, row.album?.lower ?? '', ...row.artists.map((artist) => artist.lower)].some((text) =>
        text.includes(word),
      ),
    )
      ? [index]
      : [],
  )
}

const names = (memo: QueryMemo<TrackRow>, query: Partial<ListQuery>) =>
  [...memo.select(rows, { sort: 'recent', reverse: false, filter: '', ...query })].map(
    (index) => rows[index]!.name,
  )

describe('library queries (sort and filter, local)', () => {
  const memo = new QueryMemo<TrackRow>(trackComparators, trackMatcher)

  it.each([
    ['recent', false, ['Blue Monday', 'Atmosphere', 'age of consent', 'Track 10', 'Track 9']],
    ['recent', true, ['Track 9', 'Track 10', 'age of consent', 'Atmosphere', 'Blue Monday']],
    // Case does not matter; numbers sort as numbers.
    ['title', false, ['age of consent', 'Atmosphere', 'Blue Monday', 'Track 9', 'Track 10']],
    ['artist', false, ['Atmosphere', 'Track 9', 'Track 10', 'age of consent', 'Blue Monday']],
    ['album', false, ['Track 9', 'Track 10', 'age of consent', 'Blue Monday', 'Atmosphere']],
    ['duration', false, ['Track 9', 'Track 10', 'Atmosphere', 'age of consent', 'Blue Monday']],
    ['duration', true, ['Blue Monday', 'age of consent', 'Atmosphere', 'Track 10', 'Track 9']],
  ] as const)('sorts by %s (reversed: %s)', (sort, reverse, expected) => {
    expect(names(memo, { sort, reverse })).toEqual(expected)
  })

  it.each([
    ['order', ['Blue Monday', 'age of consent']],
    ['ORDER monday', ['Blue Monday']],
    ['joy closer', ['Track 10', 'Track 9']],
    ['corruption', ['Blue Monday', 'age of consent']],
    ['nothing like it', []],
    ['   ', ['Blue Monday', 'Atmosphere', 'age of consent', 'Track 10', 'Track 9']],
  ])('filter %j matches every word in title, artists or album', (filter, expected) => {
    expect(names(memo, { filter })).toEqual(expected)
  })

  it('filters within the chosen sort, and remembers answers until the rows change', () => {
    expect(names(memo, { filter: 'joy', sort: 'title' })).toEqual(['Atmosphere', 'Track 9', 'Track 10'])
    const first = memo.select(rows, { sort: 'title', reverse: false, filter: 'joy' })
    expect(memo.select(rows, { sort: 'title', reverse: false, filter: 'JOY ' })).toBe(first)
    expect(memo.select([...rows], { sort: 'title', reverse: false, filter: 'joy' })).not.toBe(first)
  })

  it('typing on narrows from the last answer, and gives what a fresh pass gives', () => {
    expect(narrows(['joy', 'clo'], ['jo'])).toBe(true)
    expect(narrows(['closer'], ['clo', 'joy'])).toBe(false)
    expect(narrows(['jo'], ['joy'])).toBe(false)
    expect(narrows(['anything'], [])).toBe(true)
    const typing = new QueryMemo<TrackRow>(trackComparators, trackMatcher)
    for (const [sort, reverse] of [
      ['title', false],
      ['duration', true],
      ['recent', true],
    ] as const) {
      const typed: string[][] = []
      for (const filter of ['', 't', 'tr', 'tra 9', 'tra 10', 'o', 'or', 'ord', 'or']) {
        typed.push(names(typing, { sort, reverse, filter }))
      }
      const fresh = ['', 't', 'tr', 'tra 9', 'tra 10', 'o', 'or', 'ord', 'or'].map((filter) =>
        names(new QueryMemo<TrackRow>(trackComparators, trackMatcher), { sort, reverse, filter }),
      )
      expect(typed).toEqual(fresh)
    }
  })

  it('answers what a plain look at every row answers, over many rows or few, and for many words', () => {
    // 400 rows of 20 albums and 30 artists: typing on narrows to a few rows (tested one by one), a new word
    // goes over them all (albums and artists worked out at once).
    const many = Array.from({ length: 400 }, (_, index) =>
      rowOf(
        {
          ...track(
            `Song ${index} ${['red', 'blue', 'green'][index % 3]}`,
            `Band ${index % 30}`,
            `Disc ${index % 20}`,
            index,
          ),
          artists: [
            { id: `a${index % 30}`, name: `Band ${index % 30}`, uri: `spotify:artist:a${index % 30}` },
            ...(index % 7 ? [] : [{ id: 'guest', name: 'Guest Star', uri: 'spotify:artist:guest' }]),
          ],
          album: index % 50 ? albumOf(`d${index % 20}`, `Disc ${index % 20}`) : null,
        },
        index,
        refs,
      ),
    )
    const plain = (filter: string) => plainMatches(many, filter)
    const typing = new QueryMemo<TrackRow>(trackComparators, trackMatcher)
    const pasted = Array.from({ length: 31 }, (_, at) => 'song band disc'.split(' ')[at % 3]).join(' ')
    for (const filter of [
      'b',
      'ba',
      'band 1',
      'band 12',
      'band 12 r',
      'band 12 red',
      'gu',
      'guest',
      'guest s',
      'guest song 7',
      'disc 3',
      'disc 3 blue',
      'x',
      pasted,
      `${pasted} 399`,
    ]) {
      expect([...typing.select(many, { sort: 'recent', reverse: false, filter })], filter).toEqual(
        plain(filter),
      )
    }
  })

  it('a long list (its filter run once before anyone types) answers what a plain look answers', () => {
    // 6,000 rows: enough for the first answer to run the filter's loops once and throw the answers away.
    const long = Array.from({ length: 6_000 }, (_, index) =>
      rowOf(
        {
          ...track(
            `Take ${index} ${['Night', 'Day', 'Noon'][index % 3]}`,
            `Group ${index % 70}`,
            `Record ${index % 300}`,
            index,
          ),
          album: index % 11 ? albumOf(`r${index % 300}`, `Record ${index % 300}`) : null,
        },
        index,
        refs,
      ),
    )
    const plain = (filter: string) => plainMatches(long, filter)
    const memo = new QueryMemo<TrackRow>(trackComparators, trackMatcher)
    expect(memo.select(long, { sort: 'title', reverse: false, filter: '' })).toHaveLength(6_000)
    for (const filter of [
      'n',
      'ni',
      'night',
      'night 1',
      'night 12',
      'night 12 group',
      'record 7',
      ' ',
      'zzz',
    ]) {
      expect([...memo.select(long, { sort: 'recent', reverse: false, filter })], filter).toEqual(
        plain(filter),
      )
      const titled = [...memo.select(long, { sort: 'title', reverse: true, filter })]
      expect(
        titled.sort((a, b) => a - b),
        filter,
      ).toEqual(plain(filter))
    }
  })

  it('filter words are lower case and said once', () => {
    expect(filterWords('  Joy  joy DIVISION ')).toEqual(['joy', 'division'])
  })

  it('rows share albums and artists, and give back the track they were made from', () => {
    expect(rows[0]!.album).toBe(rows[2]!.album)
    expect(rows[0]!.artists[0]).toBe(rows[2]!.artists[0])
    expect(trackOf(rows[3]!)).toMatchObject({
      name: 'Track 10',
      explicit: true,
      isPlayable: false,
      unplayableReason: 'market',
    })
    expect(trackOf(rows[4]!).isPlayable).toBeNull()
  })
})
