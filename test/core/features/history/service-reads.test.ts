import { describe, expect, it } from 'vitest'
import { DAY_MS } from '../../../../electron/contract'
import {
  freshServiceState,
  nextReadAt,
  parseServiceState,
  SCOPE_PROBLEM,
  type ServiceReadState,
} from '../../../../electron/core/features/history/service-reads'

const NOW = Date.UTC(2025, 5, 2, 12)
const MIN = 60_000
const state = (overrides: Partial<ServiceReadState>): ServiceReadState => ({
  ...freshServiceState(),
  ...overrides,
})

describe('when the service’s recently played is read next', () => {
  it.each([
    { name: 'never read: now', state: state({}), signingIn: false, at: NOW },
    {
      name: 'a sign-in 5 minutes after a read: an hour after it',
      state: state({ readAt: NOW - 5 * MIN, requests: [NOW - 5 * MIN] }),
      signingIn: true,
      at: NOW + 55 * MIN,
    },
    {
      name: 'a sign-in 15 minutes after a read: now',
      state: state({ readAt: NOW - 15 * MIN, requests: [NOW - 15 * MIN] }),
      signingIn: true,
      at: NOW,
    },
    {
      name: 'after a read: an hour after it',
      state: state({ readAt: NOW, requests: [NOW] }),
      signingIn: false,
      at: NOW + 60 * MIN,
    },
    {
      name: 'after a failed attempt (the last read long ago): an hour after the attempt, not at once',
      state: state({ readAt: NOW - 5 * 60 * MIN, requests: [NOW - 2 * MIN] }),
      signingIn: false,
      at: NOW + 58 * MIN,
    },
    {
      name: '30 requests in the last day: when the oldest of them is a day old',
      state: state({
        readAt: NOW - MIN,
        requests: Array.from({ length: 30 }, (_, n) => NOW - 20 * 60 * MIN + n * 40 * MIN),
      }),
      signingIn: true,
      at: NOW - 20 * 60 * MIN + DAY_MS,
    },
    {
      name: 'the permission was refused: never (until a new sign-in)',
      state: state({ problem: SCOPE_PROBLEM }),
      signingIn: false,
      at: null,
    },
  ])('$name', ({ state: given, signingIn, at }) => {
    expect(nextReadAt(given, NOW, signingIn)).toBe(at)
  })

  it('a kept state that is not one starts afresh; one that is, is read back', () => {
    expect(parseServiceState(null)).toEqual(freshServiceState())
    expect(parseServiceState({ after: 'x', requests: [1, 'y'], problem: 3 })).toEqual({
      ...freshServiceState(),
      requests: [1],
    })
    const kept = state({ after: NOW, readAt: NOW, requests: [NOW] })
    expect(parseServiceState(JSON.parse(JSON.stringify(kept)))).toEqual(kept)
  })
})
