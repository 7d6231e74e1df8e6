import { describe, expect, it } from 'vitest'
import type { PlaybackState } from '../../../../electron/contract'
import { followStatus } from '../../../../electron/core/features/command-line/follow'
import { aState, aTrack, NOW } from '../../../support/playback-states'

describe('status --follow', () => {
  it('prints now, then once per change of what plays, never for the position alone', async () => {
    const listeners = new Set<(state: PlaybackState) => void>()
    const publish = (state: PlaybackState) => listeners.forEach((listener) => listener(state))
    const lines: string[] = []
    const stop = await followStatus(
      {
        state: async () => aState(),
        onState: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
        clock: { now: () => NOW, setTimeout: () => 0, clearTimeout: () => {} },
      },
      { json: false, format: '{title} {state}', follow: true },
      (line) => lines.push(line),
    )
    publish(aState({ progressMs: 40_000, readAt: NOW + 5_000 }))
    // A field the line does not show changed: no new line.
    publish(aState({ saved: true, shuffle: true }))
    publish(aState({ isPlaying: false }))
    publish(aState({ isPlaying: false, readAt: NOW + 10_000 }))
    publish(aState({ track: aTrack({ uri: 'spotify:track:next', name: 'So What' }) }))
    stop()
    publish(aState({ track: null }))
    expect(lines).toEqual(['Blue in Green playing', 'Blue in Green paused', 'So What playing'])
    expect(listeners.size).toBe(0)
  })

  it('does not miss a change published while the first state is read', async () => {
    const listeners = new Set<(state: PlaybackState) => void>()
    const lines: string[] = []
    await followStatus(
      {
        state: async () => {
          for (const listener of listeners) listener(aState({ isPlaying: false }))
          return aState()
        },
        onState: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
        clock: { now: () => NOW, setTimeout: () => 0, clearTimeout: () => {} },
      },
      { json: true, format: null, follow: true },
      (line) => lines.push(line),
    )
    expect(lines.map((line) => (JSON.parse(line) as { state: string }).state)).toEqual(['playing', 'paused'])
  })
})
