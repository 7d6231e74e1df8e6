import { describe, expect, it } from 'vitest'
import type { Playlist } from '../../../../electron/contract'
import {
  canResume,
  freshHead,
  headAddsUp,
  knownKeys,
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
