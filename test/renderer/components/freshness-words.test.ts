import { describe, expect, it } from 'vitest'
import { freshnessWords, type Freshness } from '../../../renderer/src/components/library/freshness-words'

const fresh = (over: Partial<Freshness> = {}): Freshness => ({
  offline: false,
  waiting: 0,
  fromCache: false,
  readAt: '17:40',
  ...over,
})

describe('the library header says how fresh its copy is, and only what is true', () => {
  it.each<[string, Partial<Freshness>, string]>([
    ['read, nothing waits', {}, 'Up to date (read at 17:40).'],
    ['offline', { offline: true }, 'Offline · showing your library as read at 17:40'],
    [
      'offline with changes waiting',
      { offline: true, waiting: 2 },
      'Offline · showing your library as read at 17:40 · 2 changes waiting to be sent',
    ],
    [
      'offline, never read whole',
      { offline: true, readAt: null },
      'Offline · showing your library as kept on this computer',
    ],
    ['changes on their way', { waiting: 2 }, 'Sending 2 changes…'],
    ['one change on its way, from the copy', { waiting: 1, fromCache: true }, 'Sending 1 change…'],
    ['from the copy, checking', { fromCache: true }, 'Shown from this computer; checking for changes…'],
    ['never read', { readAt: null }, ''],
  ])('%s: “%s”', (_case, over, words) => {
    expect(freshnessWords(fresh(over))).toBe(words)
  })

  it('never says "Up to date" while offline or while changes wait', () => {
    for (const offline of [true, false])
      for (const waiting of [0, 1, 3])
        for (const fromCache of [true, false]) {
          const words = freshnessWords(fresh({ offline, waiting, fromCache }))
          expect(words.startsWith('Up to date')).toBe(!offline && waiting === 0 && !fromCache)
        }
  })
})
