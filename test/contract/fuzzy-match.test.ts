import { describe, expect, it } from 'vitest'
import uFuzzy from '@leeoniya/ufuzzy'
import { createFuzzyRank, subsequenceSpan } from '../../electron/contract'

const fuzzyRank = createFuzzyRank(uFuzzy)

const names = [
  'Running Mix',
  'Road Songs',
  'Morning Run',
  'Dusty Ghosts',
  'Play/Pause play pause resume stop',
  'Go to Settings Settings open show preferences',
  'Next skip forward track',
  'Blue Monday',
  'Mix of Runs',
  'Shuffle random order',
]
const ranked = (query: string, limit = 5) => fuzzyRank(names, query, limit).map((at) => names[at])

describe('createFuzzyRank: the palette’s typo-tolerant match', () => {
  it.each([
    ['runmx', 'Running Mix'],
    ['runing mix', 'Running Mix'],
    ['rnning mx', 'Running Mix'],
    ['mix running', 'Running Mix'],
    ['settngs', 'Go to Settings Settings open show preferences'],
    ['settigns', 'Go to Settings Settings open show preferences'],
    ['nxt', 'Next skip forward track'],
    ['pause', 'Play/Pause play pause resume stop'],
    ['shufle', 'Shuffle random order'],
    ['blue mondy', 'Blue Monday'],
    ['DUSTY', 'Dusty Ghosts'],
  ])('"%s" finds "%s" first', (query, best) => {
    expect(ranked(query)[0]).toBe(best)
  })

  it('finds nothing for letters that are not there, for an empty query, or with no room', () => {
    expect(ranked('zzqqx')).toEqual([])
    expect(ranked('   ')).toEqual([])
    expect(ranked('mix', 0)).toEqual([])
  })

  it('keeps to the limit and lists each name once', () => {
    const found = fuzzyRank(names, 'run', 2)
    expect(found).toHaveLength(2)
    expect(new Set(fuzzyRank(names, 'run', 10)).size).toBe(fuzzyRank(names, 'run', 10).length)
  })

  it('does not guess from two letters spread across words', () => {
    expect(ranked('rg')).toEqual([])
  })
})

describe('subsequenceSpan: the letters in order across words, tighter first', () => {
  // The span from the first letter to the last, less one for each letter that starts a word.
  it.each([
    ['Running Mix', 'runmx', 11 - 2],
    ['Mix of Runs', 'runmx', null],
    ['Road Songs', 'rs', 6 - 2],
    ['Running Mix', 'rm', 9 - 2],
    ['Running Mix', '', null],
  ])('%s with "%s" spans %s', (name, needle, span) => {
    expect(subsequenceSpan(name, needle)).toBe(span)
  })

  it('ranks a tight match above a loose one', () => {
    expect(subsequenceSpan('Rummy Max', 'rmx')!).toBeLessThan(subsequenceSpan('Running Mix', 'rmx')!)
  })
})
