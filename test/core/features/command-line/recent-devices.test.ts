import { describe, expect, it } from 'vitest'
import {
  alreadyPlayingOn,
  createRecentDevices,
  DEVICES_FRESH_MS,
  PLAYER_FRESH_MS,
} from '../../../../electron/core/features/command-line/recent-devices'
import { aDevice, aState, NOW } from '../../../support/playback-states'

describe('recent devices', () => {
  it('gives the list kept until it is older than the fresh window', () => {
    const at = { now: NOW }
    const recent = createRecentDevices({ now: () => at.now })
    expect(recent.recent()).toBeNull()
    const list = [aDevice()]
    recent.keep(list)
    list.push(aDevice({ id: 'later' }))
    expect(recent.recent(), 'a copy, not the caller’s array').toEqual([aDevice()])
    at.now += DEVICES_FRESH_MS
    expect(recent.recent()).toEqual([aDevice()])
    at.now += 1
    expect(recent.recent()).toBeNull()
  })
})

describe('alreadyPlayingOn', () => {
  const cases: [string, Parameters<typeof alreadyPlayingOn>[0], boolean][] = [
    ['playing there, read now', aState(), true],
    ['playing there, read at the edge', aState({ readAt: NOW - PLAYER_FRESH_MS }), true],
    ['read too long ago', aState({ readAt: NOW - PLAYER_FRESH_MS - 1 }), false],
    ['never read', aState({ readAt: null }), false],
    ['paused there', aState({ isPlaying: false }), false],
    ['another device', aState({ device: aDevice({ id: 'dev-phone' }) }), false],
    ['a move on its way (no device shown)', aState({ device: null }), false],
  ]
  it.each(cases)('%s', (_, state, expected) => {
    expect(alreadyPlayingOn(state, 'dev-desktop', NOW)).toBe(expected)
  })
})
