/*
 * The shape of a list's filter, apart from library-query.ts so the track search (track-search.ts) can be one
 * without importing the query that offers it.
 */

/**
 * A list's filter, worked out over its rows: given the filter's words and how many rows it will be asked about,
 * a test of rows by their index. Built once per list (with its first answer), so it may keep what
 * every keystroke would otherwise work out again. The test it gives is good until it is asked again.
 */
export type ListSearch<T> = (
  rows: readonly T[],
) => (words: readonly string[], candidates: number) => RowFilter

export interface RowFilter {
  /** Whether the row at `index` matches. */
  test(index: number): boolean
  /** Clears the mark of every marked row that does not match, all rows at once (else `test` row by row). */
  sieve?(marks: Uint8Array): void
}
