import { describe, expect, it } from 'vitest'
import { seekBy, seekTo, volumeBy, volumeTo } from '../../../../electron/core/features/playback/relative'
import { aDevice, aState, NOW } from '../../../support/playback-states'

describe('relative volume and position', () => {
  it('moves the volume within 0–100, or says why it cannot', () => {
    const at = (volumePercent: number | null) => aState({ device: aDevice({ volumePercent }) })
    const cases: [ReturnType<typeof volumeBy>, unknown][] = [
      [volumeBy(at(60), 5), { percent: 65 }],
      [volumeBy(at(98), 5), { percent: 100 }],
      [volumeBy(at(3), -5), { percent: 0 }],
      [volumeTo(at(3), 40), { percent: 40 }],
      [volumeTo(at(3), 140), { percent: 100 }],
      [volumeBy(at(null), 5), { refused: 'Encore Desktop does not let apps change its volume.' }],
      [
        volumeTo(aState({ device: null }), 5),
        { refused: 'No device is playing, so there is no volume to change.' },
      ],
    ]
    for (const [step, expected] of cases) expect(step).toEqual(expected)
  })

  it('moves the position from where it is now, within the track', () => {
    const playing = aState({ progressMs: 30_000, sampledAt: NOW, isPlaying: true })
    const cases: [ReturnType<typeof seekBy>, unknown][] = [
      [seekBy(playing, 15_000, NOW + 4_000), { positionMs: 49_000 }],
      [seekBy(playing, -10_000, NOW), { positionMs: 20_000 }],
      [seekBy(playing, -60_000, NOW), { positionMs: 0 }],
      [seekBy(aState({ isPlaying: false }), 15_000, NOW + 60_000), { positionMs: 45_000 }],
      [seekTo(playing, 90_000), { positionMs: 90_000 }],
      [seekTo(playing, 500_000), { positionMs: 199_000 }],
      [
        seekBy(aState({ track: null }), 5_000, NOW),
        { refused: 'Nothing is playing, so there is nothing to move within.' },
      ],
    ]
    for (const [step, expected] of cases) expect(step).toEqual(expected)
  })
})
