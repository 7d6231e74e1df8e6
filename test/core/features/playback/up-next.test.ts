import { describe, expect, it } from 'vitest'
import { comingAfter, upNextRead } from '../../../../electron/core/features/playback/up-next'
import type { Reading } from '../../../../electron/core/features/playback/reading'

const track = (id: string) =>
  ({ id, uri: `spotify:track:${id}`, name: id }) as unknown as NonNullable<Reading['track']>
const showing = (id: string | null) => ({ track: id ? track(id) : null }) as Reading

describe('what Next shows from the queue last read', () => {
  const queue = upNextRead([track('b'), track('c'), track('d')], showing('a'))

  it.each([
    // what shows now, what Next shows (null: the queue says nothing of it)
    ['a', 'b'],
    ['b', 'c'],
    ['c', 'd'],
    ['d', null],
    ['x', null],
  ] as const)('showing %s, Next shows %s', (now, next) => {
    expect(comingAfter(queue, showing(now))?.id ?? null).toBe(next)
  })

  it('knows nothing without a queue read, or with an empty one', () => {
    expect(comingAfter(null, showing('a'))).toBeNull()
    expect(comingAfter(upNextRead([], showing('a')), showing('a'))).toBeNull()
  })
})
