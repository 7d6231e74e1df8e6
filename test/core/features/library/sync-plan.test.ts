import { describe, expect, it } from 'vitest'
import type { Playlist } from '../../../../electron/contract'
import {
  canResume,
  freshHead,
  headAddsUp,
  knownKeys,
  movedDown,
  playlistsToRead,
} from '../../../../electron/core/features/library/sync-plan'

const item = (id: string, addedAt: number) => ({ id, addedAt })

describe('sync planning', () => {
  const cached = [item('c', 30), item('b', 20), item('a', 10)]

  it.each([
    ['nothing new', [item('c', 30), item('b', 20)], [], true],
    ['two new before the first known', [item('e', 50), item('d', 40), item('c', 30)], ['e', 'd'], true],
    ['a known id saved again later is new (its added_at moved)', [item('a', 60), item('c', 30)], ['a'], true],
    ['no known item on this page: read on', [item('f', 70), item('e', 50)], ['f', 'e'], false],
  ])('freshHead: %s', (_name, page, fresh, reached) => {
    const answer = freshHead(knownKeys(cached), page)
    expect(answer.fresh.map((entry) => entry.id)).toEqual(fresh)
    expect(answer.reachedKnown).toBe(reached)
  })

  it.each([
    [3, 2, 5, true],
    [3, 0, 2, false],
    [3, 1, 3, false],
  ])('headAddsUp(%i cached, %i new, %i on the service) is %s', (cachedCount, fresh, total, expected) => {
    expect(headAddsUp(cachedCount, fresh, total)).toBe(expected)
  })

  it.each([
    ['the same head and length', { total: 120, head: item('x', 1) }, true],
    ['a new save at the head', { total: 121, head: item('y', 2) }, false],
    ['one saved and one removed: same length, other head', { total: 120, head: item('y', 2) }, false],
  ])('canResume: %s', (_name, first, expected) => {
    const partial = { total: 120, head: item('x', 1), pageSize: 50, pages: new Map() }
    expect(canResume(partial, first, 50)).toBe(expected)
  })

  it('canResume needs a partial read of the same page size', () => {
    expect(canResume(undefined, { total: 1, head: null }, 50)).toBe(false)
    expect(
      canResume({ total: 1, head: null, pageSize: 20, pages: new Map() }, { total: 1, head: null }, 50),
    ).toBe(false)
  })

  describe('movedDown: a half-finished read of a list that grew at its top since', () => {
    // A list of 10, newest first (n9 … n0), read in pages of 3: pages 0, 3 and 6 kept, 9 not yet read.
    const list = Array.from({ length: 10 }, (_, at) => item(`n${9 - at}`, 100 - at))
    const kept = {
      total: 10,
      head: list[0]!,
      pageSize: 3,
      pages: new Map([
        [0, list.slice(0, 3)],
        [3, list.slice(3, 6)],
        [6, list.slice(6, 9)],
      ]),
    }
    const grown = (count: number) => [
      ...Array.from({ length: count }, (_, at) => item(`new${at}`, 200 - at)),
      ...list,
    ]

    it('two saved elsewhere: every kept item keeps its place two further down; half-known pages are left to read', () => {
      const now = grown(2)
      const moved = movedDown(kept, { total: 12, items: now.slice(0, 3) }, 3)!
      expect(moved.total).toBe(12)
      expect(moved.head).toEqual(item('new0', 200))
      // Positions 2…10 are known now: pages at 3 and 6 whole, 9 has 9 and 10 but not 11.
      expect([...moved.pages.keys()]).toEqual([3, 6])
      expect(moved.pages.get(3)).toEqual(now.slice(3, 6))
      expect(moved.pages.get(6)).toEqual(now.slice(6, 9))
    })

    it('the last page, shorter than the others, is whole when its items are known', () => {
      const whole = { ...kept, pages: new Map([...kept.pages, [9, list.slice(9)]]) }
      const now = grown(1)
      const moved = movedDown(whole, { total: 11, items: now.slice(0, 3) }, 3)!
      expect(moved.pages.get(9)).toEqual(now.slice(9, 11))
    })

    it.each([
      ['nothing new at the top (canResume’s case)', list.slice(0, 3), 10],
      ['new at the top, and one removed further down', grown(2).slice(0, 3), 11],
      ['the old first item no longer on the first page', grown(3).slice(0, 3), 13],
      ['the old first item removed', [item('new0', 200), ...list.slice(1, 3)], 10],
    ])('none when %s', (_name, items, total) => {
      expect(movedDown(kept, { total, items }, 3)).toBeNull()
    })

    it('none without a kept read, or with another page size', () => {
      expect(movedDown(undefined, { total: 12, items: grown(2).slice(0, 3) }, 3)).toBeNull()
      expect(movedDown(kept, { total: 12, items: grown(2).slice(0, 3) }, 50)).toBeNull()
    })
  })

  it('playlistsToRead: new playlists and changed snapshots only', () => {
    const listed = [
      { id: 'p1', snapshotId: 's1' },
      { id: 'p2', snapshotId: 's9' },
      { id: 'p3', snapshotId: 's3' },
    ] as Playlist[]
    const cachedItems = new Map([
      ['p1', { snapshotId: 's1' }],
      ['p2', { snapshotId: 's2' }],
    ])
    expect(playlistsToRead(listed, cachedItems).map((playlist) => playlist.id)).toEqual(['p2', 'p3'])
  })
})
