import { describe, expect, it } from 'vitest'
import {
  noSelection,
  selectAllRows,
  selectedInOrder,
  selectGestureOf,
  selectionWords,
  selectRows,
  type RowSelection,
} from '../../electron/contract/selection-rules'

const rows = (selection: RowSelection) => selectedInOrder(selection)

describe('selectRows', () => {
  it('a click chooses that row alone and sets where a range starts', () => {
    const one = selectRows(selectAllRows(5), 2, 'only', 5)
    expect(rows(one)).toEqual([2])
    expect(one.anchor).toBe(2)
  })

  it('Shift+click takes the rows from the last click to this one, either way, keeping the anchor', () => {
    const start = selectRows(noSelection, 3, 'only', 10)
    const down = selectRows(start, 6, 'range', 10)
    expect(rows(down)).toEqual([3, 4, 5, 6])
    const up = selectRows(down, 1, 'range', 10)
    expect(rows(up)).toEqual([1, 2, 3])
    expect(up.anchor).toBe(3)
  })

  it('Shift+click with nothing chosen yet takes that row', () => {
    expect(rows(selectRows(noSelection, 4, 'range', 10))).toEqual([4])
  })

  it('Ctrl/Cmd+click adds a row or takes it away, and moves the anchor there', () => {
    const two = selectRows(selectRows(noSelection, 1, 'only', 10), 5, 'toggle', 10)
    expect(rows(two)).toEqual([1, 5])
    const range = selectRows(two, 7, 'range', 10)
    expect(rows(range)).toEqual([5, 6, 7])
    expect(rows(selectRows(two, 1, 'toggle', 10))).toEqual([5])
  })

  it('ignores a place outside the list', () => {
    const one = selectRows(noSelection, 1, 'only', 3)
    expect(selectRows(one, 3, 'only', 3)).toBe(one)
  })

  it('selects all, in order', () => {
    expect(rows(selectAllRows(4))).toEqual([0, 1, 2, 3])
    expect(selectAllRows(0).anchor).toBeNull()
  })
})

describe('selectGestureOf', () => {
  const keys = (held: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }>) => ({
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    ...held,
  })
  it.each([
    ['linux', keys({}), 'only'],
    ['linux', keys({ ctrlKey: true }), 'toggle'],
    ['windows', keys({ metaKey: true }), 'only'],
    ['mac', keys({ metaKey: true }), 'toggle'],
    ['mac', keys({ ctrlKey: true }), 'only'],
    ['mac', keys({ shiftKey: true, metaKey: true }), 'range'],
    ['linux', keys({ shiftKey: true }), 'range'],
  ] as const)('on %s, %j is %s', (platform, held, gesture) => {
    expect(selectGestureOf(held, platform)).toBe(gesture)
  })
})

describe('selectionWords', () => {
  const noun = { one: 'track', many: 'tracks' }
  it.each([
    [0, 'No tracks selected'],
    [1, '1 track selected'],
    [150, '150 tracks selected'],
    [1500, '1,500 tracks selected'],
  ])('%i is "%s"', (count, words) => {
    expect(selectionWords(count, noun)).toBe(words)
  })
})
