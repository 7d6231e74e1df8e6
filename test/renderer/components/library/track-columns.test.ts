import { describe, expect, it } from 'vitest'
import {
  ariaSortOf,
  columnSortOfLibrary,
  librarySortOfColumn,
  nextSort,
  sortRows,
  type ColumnSort,
} from '../../../../renderer/src/components/library/track-columns'
import { libTrack } from '../../support/library-states'

const rows = [
  { track: libTrack('bravo', { durationMs: 300_000 }), addedAt: '2025-01-02T00:00:00Z' },
  { track: libTrack('Alpha', { durationMs: 100_000 }), addedAt: '2025-01-03T00:00:00Z' },
  { track: libTrack('charlie', { durationMs: 200_000 }), addedAt: '2025-01-01T00:00:00Z' },
  { track: libTrack('alpha', { durationMs: 200_000 }), addedAt: '2025-01-01T00:00:00Z' },
]
const names = (sort: ColumnSort) => sortRows(rows, sort).map(({ row }) => row.track.name)

describe('track columns', () => {
  it.each([
    [null, ['bravo', 'Alpha', 'charlie', 'alpha']],
    // Case and accents do not part titles; ties keep the list's own order.
    [{ column: 'title', reverse: false }, ['Alpha', 'alpha', 'bravo', 'charlie']],
    [{ column: 'title', reverse: true }, ['charlie', 'bravo', 'Alpha', 'alpha']],
    [{ column: 'duration', reverse: false }, ['Alpha', 'charlie', 'alpha', 'bravo']],
    [{ column: 'duration', reverse: true }, ['bravo', 'charlie', 'alpha', 'Alpha']],
    // The date added goes newest first, then oldest first.
    [{ column: 'added', reverse: false }, ['Alpha', 'bravo', 'charlie', 'alpha']],
    [{ column: 'added', reverse: true }, ['charlie', 'alpha', 'bravo', 'Alpha']],
  ] as [ColumnSort, string[]][])('sorts by %j', (sort, expected) => {
    expect(names(sort)).toEqual(expected)
  })

  it('keeps each row’s place in the list’s own order (where it plays from)', () => {
    expect(sortRows(rows, { column: 'title', reverse: false }).map(({ at }) => at)).toEqual([1, 3, 0, 2])
  })

  it.each([
    ['title', null, undefined],
    ['title', { column: 'title', reverse: false }, 'ascending'],
    ['title', { column: 'title', reverse: true }, 'descending'],
    ['album', { column: 'title', reverse: false }, undefined],
    ['added', { column: 'added', reverse: false }, 'descending'],
    ['added', { column: 'added', reverse: true }, 'ascending'],
    ['duration', { column: 'duration', reverse: false }, 'ascending'],
  ] as const)('the %s header says %j as aria-sort %s', (column, sort, expected) => {
    expect(ariaSortOf(column, sort)).toBe(expected)
  })

  it('"#" is ascending only in a list that can go back to its own order and shows it', () => {
    expect(ariaSortOf('index', null, true)).toBe('ascending')
    expect(ariaSortOf('index', null, false)).toBeUndefined()
    expect(ariaSortOf('index', { column: 'title', reverse: false }, true)).toBeUndefined()
  })

  it.each([
    [null, 'title', true, { column: 'title', reverse: false }],
    [{ column: 'title', reverse: false }, 'title', true, { column: 'title', reverse: true }],
    [{ column: 'title', reverse: true }, 'title', true, null],
    [{ column: 'title', reverse: true }, 'title', false, { column: 'title', reverse: false }],
    [{ column: 'title', reverse: true }, 'album', true, { column: 'album', reverse: false }],
    [{ column: 'duration', reverse: false }, 'index', true, null],
  ] as const)('from %j a click on %s (unsort %s) gives %j', (current, clicked, canUnsort, expected) => {
    expect(nextSort(current, clicked, canUnsort)).toEqual(expected)
  })

  it('maps the library’s sorts to columns and back; "Artist" has no column', () => {
    expect(columnSortOfLibrary('recent', true)).toEqual({ column: 'added', reverse: true })
    expect(columnSortOfLibrary('duration', false)).toEqual({ column: 'duration', reverse: false })
    expect(columnSortOfLibrary('artist', false)).toBeNull()
    expect(librarySortOfColumn('added')).toBe('recent')
    expect(librarySortOfColumn('album')).toBe('album')
  })
})
