import { describe, expect, it } from 'vitest'
import { predict, type PlayerCommand } from '../../../../electron/core/features/playback/commands'
import type { Reading } from '../../../../electron/core/features/playback/reading'

const reading = (isPlaying: boolean): Reading => ({
  track: null,
  itemType: 'track',
  show: null,
  progressMs: 10_000,
  sampledAt: 1_000,
  isPlaying,
  device: null,
  repeat: 'off',
  shuffle: false,
  context: null,
  disallowed: [
    isPlaying
      ? { action: 'resume', reason: 'It is already playing.' }
      : { action: 'pause', reason: 'Playback is already paused.' },
    { action: 'shuffle', reason: 'Shuffle is not available for what is playing.' },
  ],
})

/** A pause then a play (or the reverse) before the next read: the second must not be refused as "already". */
describe('predict for play and pause', () => {
  it.each<[string, boolean, PlayerCommand]>([
    ['play from paused', false, { kind: 'play', play: null }],
    ['play an album from paused', false, { kind: 'play', play: { contextUri: 'spotify:album:abc' } }],
    ['pause from playing', true, { kind: 'pause' }],
  ])('%s: drops "already paused/playing", keeps the rest', (_name, playing, command) => {
    const predicted = predict(reading(playing), command, 2_000)!
    expect(predicted.isPlaying).toBe(!playing)
    expect(predicted.disallowed.map((entry) => entry.action)).toEqual(['shuffle'])
  })
})
