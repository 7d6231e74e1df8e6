import { describe, expect, it } from 'vitest'
import {
  applyEdit,
  nextRequest,
  rebase,
  rekey,
  shownList,
  type Edit,
  type Entry,
} from '../../../../electron/core/features/library/playlist-edits'
import { RefTables, rowOf } from '../../../../electron/core/features/library/track-rows'

const refs = new RefTables()
const row = (id: string) =>
  rowOf(
    {
      id,
      uri: `spotify:track:${id}`,
      name: id,
      artists: [],
      album: null,
      durationMs: 1,
      explicit: false,
      isLocal: false,
      isPlayable: null,
      unplayableReason: null,
      linkedFromUri: null,
    },
    null,
    refs,
  )
const entry = (key: string, track = key.toUpperCase()): Entry => ({
  key,
  row: row(track),
  addedBy: null,
  pending: false,
})
/** a b c d e, and a second "B" at the end (a duplicate). */
const list = [entry('a'), entry('b'), entry('c'), entry('d'), entry('e'), entry('b2', 'B')]
const keysOf = (entries: readonly Entry[]) => entries.map((item) => item.key).join(' ')

describe('playlist edits (pure)', () => {
  it.each<[string, Edit, string]>([
    ['add at the end', { kind: 'add', entries: [entry('x')], beforeKey: null }, 'a b c d e b2 x'],
    ['add before c', { kind: 'add', entries: [entry('x'), entry('y')], beforeKey: 'c' }, 'a b x y c d e b2'],
    ['remove one of two duplicates', { kind: 'remove', keys: ['b2'] }, 'a b c d e'],
    ['move e before b', { kind: 'move', keys: ['e'], beforeKey: 'b' }, 'a e b c d b2'],
    ['move a and b to the end', { kind: 'move', keys: ['a', 'b'], beforeKey: null }, 'c d e b2 a b'],
    ['move before itself changes nothing', { kind: 'move', keys: ['c'], beforeKey: 'c' }, 'a b c d e b2'],
    ['replace', { kind: 'replace', entries: [entry('z')] }, 'z'],
  ])('applyEdit: %s', (_name, edit, expected) => {
    expect(keysOf(applyEdit(list, edit))).toBe(expected)
  })

  it('shownList applies the pending edits in order', () => {
    const pending: Edit[] = [
      { kind: 'remove', keys: ['a'] },
      { kind: 'move', keys: ['d'], beforeKey: 'b' },
    ]
    expect(keysOf(shownList(list, pending))).toBe('d b c e b2')
  })

  it.each<[string, Edit, unknown]>([
    [
      'add before c: position 2',
      { kind: 'add', entries: [entry('x')], beforeKey: 'c' },
      { kind: 'add', uris: ['spotify:track:X'], position: 2 },
    ],
    [
      'add at the end: no position',
      { kind: 'add', entries: [entry('x')], beforeKey: null },
      { kind: 'add', uris: ['spotify:track:X'], position: undefined },
    ],
    [
      'remove a duplicate by its position',
      { kind: 'remove', keys: ['b2'] },
      { kind: 'remove', items: [{ uri: 'spotify:track:B', positions: [5] }] },
    ],
    [
      'remove both copies: one uri, two positions',
      { kind: 'remove', keys: ['b2', 'b'] },
      { kind: 'remove', items: [{ uri: 'spotify:track:B', positions: [1, 5] }] },
    ],
    [
      'move e before b',
      { kind: 'move', keys: ['e'], beforeKey: 'b' },
      { kind: 'reorder', rangeStart: 4, rangeLength: 1, insertBefore: 1 },
    ],
    [
      'move a run of two to the end',
      { kind: 'move', keys: ['b', 'c'], beforeKey: null },
      { kind: 'reorder', rangeStart: 1, rangeLength: 2, insertBefore: 6 },
    ],
    [
      'move down one (Alt+Down): before the one after next',
      { kind: 'move', keys: ['b'], beforeKey: 'd' },
      { kind: 'reorder', rangeStart: 1, rangeLength: 1, insertBefore: 3 },
    ],
  ])('nextRequest: %s', (_name, edit, request) => {
    expect(nextRequest(list, edit)?.request).toEqual(request)
  })

  it('a move of entries that are not next to each other goes one run at a time', () => {
    const edit: Edit = { kind: 'move', keys: ['a', 'c'], beforeKey: null }
    const first = nextRequest(list, edit)!
    expect(first.request).toEqual({ kind: 'reorder', rangeStart: 0, rangeLength: 1, insertBefore: 6 })
    const after = applyEdit(list, first.step)
    const second = nextRequest(after, first.rest!)!
    expect(second.request).toEqual({ kind: 'reorder', rangeStart: 1, rangeLength: 1, insertBefore: 6 })
    expect(keysOf(applyEdit(after, second.step))).toBe(keysOf(applyEdit(list, edit)))
  })

  it('nothing to send when the entries are gone or already in place', () => {
    expect(nextRequest(list, { kind: 'remove', keys: ['gone'] })).toBeNull()
    expect(nextRequest(list, { kind: 'move', keys: ['b'], beforeKey: 'c' })).toBeNull()
  })

  it('more than 100 tracks go 100 at a time, in order', () => {
    const many = Array.from({ length: 230 }, (_, index) => entry(`n${index}`))
    const first = nextRequest(list, { kind: 'add', entries: many, beforeKey: 'c' })!
    expect(first.request).toMatchObject({ kind: 'add', position: 2 })
    expect((first.request as { uris: string[] }).uris).toHaveLength(100)
    expect((first.rest as { entries: Entry[] }).entries).toHaveLength(130)
  })

  it('rekey keeps the keys of entries still there (same track, same occurrence) and names new ones', () => {
    let next = 0
    // Another client removed A and added X before the second B.
    const fresh = ['B', 'C', 'D', 'E', 'X', 'B'].map((id) => ({ row: row(id), addedBy: null }))
    const rekeyed = rekey(list, fresh, () => `new${next++}`)
    expect(keysOf(rekeyed)).toBe('b c d e new0 b2')
  })

  it('rebase drops what is gone and sends an edit placed before a vanished entry to the end', () => {
    const confirmed = [entry('b'), entry('c'), entry('e')]
    expect(
      rebase(
        [
          { kind: 'remove', keys: ['a', 'c'] },
          { kind: 'remove', keys: ['d'] },
          { kind: 'move', keys: ['e'], beforeKey: 'd' },
          { kind: 'add', entries: [entry('x')], beforeKey: 'a' },
          { kind: 'move', keys: ['x'], beforeKey: 'b' },
        ],
        confirmed,
      ),
    ).toEqual([
      { kind: 'remove', keys: ['c'] },
      null,
      { kind: 'move', keys: ['e'], beforeKey: null },
      { kind: 'add', entries: [entry('x')], beforeKey: null },
      { kind: 'move', keys: ['x'], beforeKey: 'b' },
    ])
  })
})
