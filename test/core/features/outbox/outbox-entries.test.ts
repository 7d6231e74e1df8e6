import { describe, expect, it } from 'vitest'
import {
  batchFrom,
  enqueue,
  enqueueAll,
  withPlaylistId,
  type OutboxChange,
  type QueuedChange,
  type SavedChange,
} from '../../../../electron/core/features/outbox/outbox-entries'
import { savedTogether } from '../../../../electron/core/features/outbox/saved-sender'

/** The outbox's queue as tables: how a new change meets those waiting, and what goes in one request. */

let ids = 0
const queued = (change: OutboxChange, extra: Partial<QueuedChange> = {}): QueuedChange => ({
  id: `c${++ids}`,
  queuedAt: 0,
  change,
  state: 'waiting',
  uncertain: false,
  alone: false,
  ...extra,
})
const save = (uri: string, saved: boolean, before = !saved): SavedChange => ({
  kind: 'saved',
  uri,
  saved,
  name: null,
  before,
})
const A = 'spotify:track:aaaaaaaaaaaaaaaaaaaaaa'
const B = 'spotify:track:bbbbbbbbbbbbbbbbbbbbbb'
const ARTIST = 'spotify:artist:cccccccccccccccccccccc'

/** Enqueues each change in turn; answers what the queue holds, as "save A" / "remove A" words. */
function after(...steps: { change: OutboxChange; extra?: Partial<QueuedChange> }[]): string[] {
  let queue: QueuedChange[] = []
  for (const { change, extra } of steps) queue = enqueue(queue, queued(change, extra)).queue
  return queue.map(({ change, state }) => {
    if (change.kind !== 'saved') return change.kind
    const name = change.uri === A ? 'A' : change.uri === B ? 'B' : 'artist'
    return `${change.saved ? 'save' : 'remove'} ${name} (was ${change.before ? 'saved' : 'not'})${state === 'sending' ? ' sending' : ''}`
  })
}

describe('enqueue: opposite changes cancel, a newer value replaces', () => {
  it.each<[string, { change: OutboxChange; extra?: Partial<QueuedChange> }[], string[]]>([
    ['save then remove: nothing is sent', [{ change: save(A, true) }, { change: save(A, false) }], []],
    ['remove then save: nothing is sent', [{ change: save(A, false) }, { change: save(A, true) }], []],
    [
      'save, remove, save: one save, and it was not saved before',
      [{ change: save(A, true) }, { change: save(A, false, true) }, { change: save(A, true, false) }],
      ['save A (was not)'],
    ],
    [
      'the same save twice: one',
      [{ change: save(A, true) }, { change: save(A, true, true) }],
      ['save A (was not)'],
    ],
    [
      'another item is untouched, and order is kept',
      [{ change: save(A, true) }, { change: save(ARTIST, true) }, { change: save(B, false) }],
      ['save A (was not)', 'save artist (was not)', 'remove B (was saved)'],
    ],
    [
      'a change on its way is out of reach: the opposite one goes after it',
      [{ change: save(A, true), extra: { state: 'sending' } }, { change: save(A, false, true) }],
      ['save A (was not) sending', 'remove A (was saved)'],
    ],
    [
      'one whose answer never came is out of reach too (it may have arrived)',
      [{ change: save(A, true), extra: { uncertain: true } }, { change: save(A, false, true) }],
      ['save A (was not)', 'remove A (was saved)'],
    ],
  ])('%s', (_name, steps, expected) => {
    expect(after(...steps)).toEqual(expected)
  })

  it('merges a playlist’s details: newer fields win, the first change’s “before” is kept', () => {
    const first = queued({
      kind: 'playlist-details',
      playlistId: 'p1',
      playlistName: 'Old',
      patch: { name: 'New', description: 'one' },
      before: { name: 'Old', description: '' },
    })
    const second = queued({
      kind: 'playlist-details',
      playlistId: 'p1',
      playlistName: 'New',
      patch: { description: 'two', public: false },
      before: { description: 'one', public: true },
    })
    const { queue, gone } = enqueue(enqueue([], first).queue, second)
    expect(gone).toEqual([first])
    expect(queue.map((entry) => entry.change)).toEqual([
      {
        kind: 'playlist-details',
        playlistId: 'p1',
        playlistName: 'New',
        patch: { name: 'New', description: 'two', public: false },
        before: { name: 'Old', description: '', public: true },
      },
    ])
  })

  it('puts details of a playlist not yet made into its making', () => {
    const create = queued({
      kind: 'playlist-create',
      playlistId: 'local1',
      details: { name: 'Trip' },
      knownIds: null,
    })
    const met = enqueue(
      [create],
      queued({
        kind: 'playlist-details',
        playlistId: 'local1',
        playlistName: 'Trip',
        patch: { name: 'Road Trip' },
        before: { name: 'Trip' },
      }),
    )
    expect(met.kept).toBe(false)
    expect(met.queue.map((entry) => entry.change)).toEqual([
      { kind: 'playlist-create', playlistId: 'local1', details: { name: 'Road Trip' }, knownIds: null },
    ])
  })
})

describe('batchFrom: what goes in one request', () => {
  const together = (a: OutboxChange, b: OutboxChange) =>
    a.kind === 'saved' && b.kind === 'saved' && savedTogether(a, b)

  it('saves of one kind, one way, next to each other, up to the most a request takes', () => {
    const queue = [
      queued(save(A, true)),
      queued(save(B, true)),
      queued(save(ARTIST, true)),
      queued(save('spotify:track:dddddddddddddddddddddd', true)),
    ]
    expect(batchFrom(queue, queue[0]!, together, 50).map((entry) => entry.id)).toEqual([
      queue[0]!.id,
      queue[1]!.id,
    ])
    expect(batchFrom(queue, queue[0]!, together, 1)).toEqual([queue[0]])
  })

  it('one that was refused in a batch, or whose answer never came, goes alone', () => {
    const queue = [queued(save(A, true), { alone: true }), queued(save(B, true))]
    expect(batchFrom(queue, queue[0]!, together, 50)).toEqual([queue[0]])
    const uncertain = [queued(save(A, true), { uncertain: true }), queued(save(B, true))]
    expect(batchFrom(uncertain, uncertain[0]!, together, 50)).toEqual([uncertain[0]])
  })
})

describe('withPlaylistId: a playlist made here gets the service’s id in every change about it', () => {
  it.each<[OutboxChange, OutboxChange]>([
    [
      { kind: 'playlist-edit', playlistId: 'local1', editId: 'p1', label: 'Add a track to “Trip”' },
      { kind: 'playlist-edit', playlistId: 'real1', editId: 'p1', label: 'Add a track to “Trip”' },
    ],
    [save('spotify:playlist:local1', false), save('spotify:playlist:real1', false)],
    [save(A, true), save(A, true)],
  ])('%o', (change, expected) => {
    expect(withPlaylistId(queued(change), 'local1', 'real1').change).toEqual(expected)
  })
})

describe('enqueueAll: many changes at once', () => {
  /** A run of changes about a few items, so that they meet often: saves both ways, playlists made and changed. */
  function mixed(count: number): QueuedChange[] {
    let seed = 7
    const next = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n)
    const uris = [A, B, ARTIST, 'spotify:album:dddddddddddddddddddddd']
    const playlists = ['encorewaitingaaaaaaaaaaaaaaaa', 'p2p2p2p2p2p2p2p2p2p2p2']
    return Array.from({ length: count }, (_, n): QueuedChange => {
      const playlistId = playlists[next(playlists.length)]!
      const pick = next(10)
      if (pick < 6) return queued(save(uris[next(uris.length)]!, next(2) === 0, next(2) === 0))
      if (pick < 7)
        return queued({ kind: 'playlist-create', playlistId, details: { name: `P${n}` }, knownIds: null })
      if (pick < 9) {
        return queued({
          kind: 'playlist-details',
          playlistId,
          playlistName: `P${n}`,
          patch: next(2) ? { name: `N${n}` } : { description: `D${n}` },
          before: { name: `B${n}` },
        })
      }
      return queued({ kind: 'playlist-edit', playlistId, editId: `e${n}`, label: `Edit ${n}` })
    })
  }

  it('ends as the same changes met one by one: the queue, what left unsent, which were kept', () => {
    // Already there: one on its way and one whose answer never came, which no new change may touch.
    const start = [
      queued(save(A, true), { state: 'sending' }),
      queued(save(B, false), { uncertain: true }),
      queued({
        kind: 'playlist-create',
        playlistId: 'p2p2p2p2p2p2p2p2p2p2p2',
        details: { name: 'x' },
        knownIds: null,
      }),
    ]
    const changes = mixed(3_000)
    let queue: QueuedChange[] = start
    const gone: string[] = []
    const kept: boolean[] = []
    for (const change of changes) {
      const met = enqueue(queue, change)
      queue = met.queue
      gone.push(...met.gone.map((entry) => entry.id))
      kept.push(met.kept)
    }
    const all = enqueueAll(start, changes)
    expect(all.queue).toEqual(queue)
    expect(all.gone.map((entry) => entry.id)).toEqual(gone)
    expect(all.kept).toEqual(kept)
    expect(all.queue.slice(0, 2), 'the sending and the uncertain stay first, as they were').toEqual(
      start.slice(0, 2),
    )
    expect(new Set(kept), 'the run met every rule: some kept, some not').toEqual(new Set([true, false]))
    expect(start, 'the queue given is not changed').toHaveLength(3)
  })

  it('a save taken back within the same lot leaves nothing, and its partner leaves as gone', () => {
    const first = queued(save(A, true))
    const met = enqueueAll([], [first, queued(save(B, true)), queued(save(A, false, false))])
    expect(met.kept).toEqual([true, true, false])
    expect(met.gone.map((entry) => entry.id)).toEqual([first.id])
    expect(met.queue.map((entry) => (entry.change as SavedChange).uri)).toEqual([B])
  })
})
