import type uFuzzy from '@leeoniya/ufuzzy'

/**
 * The command palette's typo-tolerant matcher, shared by core (the library's names) and the page (its
 * commands). Each passes uFuzzy in (`createFuzzyRank(uFuzzy)`), so the contract loads no package and the page
 * loads uFuzzy only with the palette. Three passes, each only over what the passes before did not find, best
 * first within each:
 * 1. uFuzzy, words in any order, a letter left out of a word ("rnning mx" → "Running Mix");
 * 2. uFuzzy's single-error mode: a wrong, doubled or swapped letter ("settigns" → "Settings");
 * 3. the letters in order across words, spaces ignored ("runmx" → "Running Mix"), tighter spans first.
 */

/** uFuzzy's constructor, as its package exports it. */
export type FuzzyEngine = typeof uFuzzy
/** The indices of `names` that match `query`, best first, at most `limit`; none for an empty query. */
export type FuzzyRank = (names: readonly string[], query: string, limit: number) => number[]
/** Above this many candidates uFuzzy skips ranking; a palette shows a handful. */
const RANK_LIMIT = 1_000
const OUT_OF_ORDER = 1

function uFuzzyPass(matcher: uFuzzy, names: readonly string[], needle: string): number[] {
  const [indices, info, order] = matcher.search(names as string[], needle, OUT_OF_ORDER, RANK_LIMIT)
  if (!indices) return []
  return info && order ? order.map((position) => info.idx[position]!) : indices
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * How tightly `needle`'s letters sit in order in `name` (spaces and punctuation ignored): the span they cover,
 * less one for each that starts a word; null when they are not all there in order.
 */
export function subsequenceSpan(name: string, needle: string): number | null {
  const letters = squash(needle)
  if (!letters) return null
  const lower = name.toLowerCase()
  let at = 0
  let first = -1
  let starts = 0
  for (let index = 0; index < lower.length && at < letters.length; index++) {
    if (lower[index] !== letters[at]) continue
    if (first < 0) first = index
    if (index === 0 || !/[\p{L}\p{N}]/u.test(lower[index - 1]!)) starts++
    at++
    if (at === letters.length) return index - first + 1 - starts
  }
  return null
}

/** The palette's matcher over uFuzzy (`engine`), its two matchers made once. */
export function createFuzzyRank(engine: FuzzyEngine): FuzzyRank {
  const missingLetters = new engine({ intraMode: 0, intraIns: 1 })
  const singleError = new engine({ intraMode: 1 })
  return (names, query, limit) => rank(names, query, limit, missingLetters, singleError)
}

function rank(
  names: readonly string[],
  query: string,
  limit: number,
  missingLetters: uFuzzy,
  singleError: uFuzzy,
): number[] {
  const needle = query.trim()
  if (!needle || limit <= 0) return []
  const found: number[] = []
  const seen = new Set<number>()
  const take = (indices: Iterable<number>) => {
    for (const index of indices) {
      if (found.length >= limit) return
      if (!seen.has(index)) {
        seen.add(index)
        found.push(index)
      }
    }
  }
  take(uFuzzyPass(missingLetters, names, needle))
  if (found.length < limit) take(uFuzzyPass(singleError, names, needle))
  // Letters in order across words need a few of them to mean anything ("rn" is in half of any list).
  if (found.length < limit && !/\s/.test(needle) && squash(needle).length >= 3) {
    const spans: [index: number, span: number][] = []
    names.forEach((name, index) => {
      if (seen.has(index)) return
      const span = subsequenceSpan(name, needle)
      if (span !== null) spans.push([index, span])
    })
    take(spans.sort((a, b) => a[1] - b[1]).map(([index]) => index))
  }
  return found
}
