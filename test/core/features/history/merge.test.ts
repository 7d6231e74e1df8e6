import { describe, expect, it } from 'vitest'
import { merge, type IncomingPlay } from '../../../../electron/core/features/history/merge'
import { FROM_PLAYER, FROM_SERVICE, type PlayRecord } from '../../../../electron/core/features/history/play'

const MIN = 60_000
const T0 = Date.UTC(2025, 5, 2, 9)
const A = 'spotify:track:a'
const B = 'spotify:track:b'

const told = (item: string, at: number, context: string | null = 'spotify:album:x'): IncomingPlay => ({
  at,
  item,
  context,
  playedMs: null,
  sources: FROM_SERVICE,
  device: null,
  window: null,
  leftAtMs: null,
})
const seen = (item: string, at: number, window: [number, number], playedMs = 180_000): IncomingPlay => ({
  at,
  item,
  context: 'spotify:playlist:p',
  playedMs,
  sources: FROM_PLAYER,
  device: 'Pocket Phone',
  window,
  leftAtMs: null,
})
const kept = (seq: number, play: IncomingPlay): PlayRecord => ({ ...play, seq })

describe('merge: a play is kept once, however it arrived', () => {
  it.each([
    {
      name: 'the service tells of a play twice: known',
      nearby: [kept(1, told(A, T0))],
      incoming: told(A, T0),
      decision: { kind: 'known', seq: 1 },
    },
    {
      name: 'the service tells of a play the player showed: one play, the service’s time, the player’s listening',
      nearby: [kept(1, seen(A, T0 - 20_000, [T0 - 5 * MIN, T0 + 2 * MIN]))],
      incoming: told(A, T0),
      decision: {
        kind: 'amend',
        play: {
          seq: 1,
          at: T0,
          item: A,
          context: 'spotify:playlist:p',
          playedMs: 180_000,
          sources: FROM_PLAYER | FROM_SERVICE,
          device: 'Pocket Phone',
          window: null,
          leftAtMs: null,
        },
      },
    },
    {
      name: 'the player’s play arrives after the service’s: the same one play',
      nearby: [kept(7, told(A, T0, null))],
      incoming: seen(A, T0 + 10_000, [T0 - 4 * MIN, T0 + MIN]),
      decision: {
        kind: 'amend',
        play: {
          seq: 7,
          at: T0,
          item: A,
          context: 'spotify:playlist:p',
          playedMs: 180_000,
          sources: FROM_PLAYER | FROM_SERVICE,
          device: 'Pocket Phone',
          window: null,
          leftAtMs: null,
        },
      },
    },
    {
      name: 'outside the window the player saw: another play of the same track',
      nearby: [kept(1, seen(A, T0, [T0 - 5 * MIN, T0 + 2 * MIN]))],
      incoming: told(A, T0 + 10 * MIN),
      decision: { kind: 'add', play: told(A, T0 + 10 * MIN) },
    },
    {
      name: 'another track in the window: a play of its own',
      nearby: [kept(1, seen(A, T0, [T0 - 5 * MIN, T0 + 2 * MIN]))],
      incoming: told(B, T0),
      decision: { kind: 'add', play: told(B, T0) },
    },
    {
      name: 'a player play already matched is not matched again (the second service play is new)',
      nearby: [
        kept(1, { ...seen(A, T0, [T0 - 5 * MIN, T0 + 2 * MIN]), sources: FROM_PLAYER | FROM_SERVICE }),
      ],
      incoming: told(A, T0 + MIN),
      decision: { kind: 'add', play: told(A, T0 + MIN) },
    },
    {
      name: 'a service play already matched takes no second player play',
      nearby: [kept(3, { ...told(A, T0), sources: FROM_PLAYER | FROM_SERVICE })],
      incoming: seen(A, T0 + 5_000, [T0 - 4 * MIN, T0 + MIN]),
      decision: { kind: 'add', play: seen(A, T0 + 5_000, [T0 - 4 * MIN, T0 + MIN]) },
    },
  ])('$name', ({ nearby, incoming, decision }) => {
    expect(merge(nearby, incoming)).toEqual(decision)
  })

  it('a track on repeat: each service play matches the player play nearest in time', () => {
    const window: [number, number] = [T0 - 10 * MIN, T0 + 10 * MIN]
    const nearby = [kept(1, seen(A, T0 - 3 * MIN, window)), kept(2, seen(A, T0, window))]
    const first = merge(nearby, told(A, T0 - 3 * MIN + 2_000))
    const second = merge(nearby, told(A, T0 + 1_000))
    expect(first.kind === 'amend' && first.play.seq).toBe(1)
    expect(second.kind === 'amend' && second.play.seq).toBe(2)
  })
})
