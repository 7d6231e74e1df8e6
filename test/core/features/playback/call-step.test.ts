import { describe, expect, it } from 'vitest'
import { UNMUTE_FALLBACK_PERCENT } from '../../../../electron/contract'
import { aReading, StepScript } from '../../../support/engine-steps'
import { aDevice, NOW } from '../../../support/playback-states'

/**
 * The player's commands by id, decided by the engine's pure step (call-step.ts): each toggle from what shows,
 * predictions of commands on their way included; Unmute from the last volume heard, which the state keeps;
 * refusals as the caller's notice with its code, nothing sent.
 */

const playing = (overrides: Parameters<typeof aReading>[0] = {}) =>
  new StepScript().signedInWith(aReading(overrides))

/** The engine commands sent so far, without their request ids. */
const sentCommands = (s: StepScript) => s.sent().map(({ command }) => command)

describe('step: toggles decided from what shows', () => {
  it('player.toggle pauses what plays and plays what is paused', () => {
    const s = playing().call({ id: 'player.toggle' })
    expect(sentCommands(s)).toEqual([{ kind: 'pause' }])
    expect(s.view().isPlaying).toBe(false)
    const paused = playing({ isPlaying: false }).call({ id: 'player.toggle' })
    expect(sentCommands(paused)).toEqual([{ kind: 'play', play: null }])
    expect(paused.view().isPlaying).toBe(true)
  })

  it('two quick Play/Pause cancel out: the second starts from the first’s prediction', () => {
    const s = playing()
      .call({ id: 'player.toggle' })
      .call({ id: 'player.toggle' }, NOW + 50)
    expect(s.view().isPlaying).toBe(true)
    // The pause is on its way; the play waits for it and goes once it is answered: the service ends playing.
    expect(sentCommands(s)).toEqual([{ kind: 'pause' }])
    s.answer()
    expect(sentCommands(s)).toEqual([{ kind: 'pause' }, { kind: 'play', play: null }])
    expect(s.view().isPlaying).toBe(true)
  })

  it('player.toggleShuffle flips shuffle; two quick ones cancel out', () => {
    const s = playing({ shuffle: false }).call({ id: 'player.toggleShuffle' })
    expect(s.view().shuffle).toBe(true)
    s.call({ id: 'player.toggleShuffle' }, NOW + 50)
    expect(s.view().shuffle).toBe(false)
    s.answer()
    expect(sentCommands(s)).toEqual([
      { kind: 'shuffle', on: true },
      { kind: 'shuffle', on: false },
    ])
  })

  it('player.cycleRepeat goes off → context → track → off, each from the last one shown', () => {
    const s = playing({ repeat: 'off' })
    const shown: string[] = []
    for (let press = 0; press < 3; press++) {
      s.call({ id: 'player.cycleRepeat' }, NOW + press * 50)
      shown.push(s.view().repeat)
    }
    expect(shown).toEqual(['context', 'track', 'off'])
    expect(sentCommands(s)[0]).toEqual({ kind: 'repeat', mode: 'context' })
  })

  it('player.toggleSaved saves what plays, or removes it; two quick ones cancel out', () => {
    const s = playing()
    const uri = s.view().track!.uri
    s.on({ type: 'saved-learned', uri, saved: false, mark: s.state.savedMark })
    expect(s.view().saved).toBe(false)
    s.call({ id: 'player.toggleSaved' })
    expect(s.view().saved).toBe(true)
    expect(sentCommands(s)).toMatchObject([{ kind: 'save', saved: true, uri }])
    s.call({ id: 'player.toggleSaved' }, NOW + 50)
    expect(s.view().saved).toBe(false)
    s.answer()
    expect(sentCommands(s)).toMatchObject([{ saved: true }, { kind: 'save', saved: false, uri }])
    s.answer()
    expect(s.view().saved).toBe(false)
  })
})

describe('step: mute, and back to the last volume heard', () => {
  it('player.toggleMute mutes, and again goes back to the volume heard before', () => {
    const s = playing({ device: aDevice({ volumePercent: 40 }) })
    s.call({ id: 'player.toggleMute' })
    expect(s.view().device?.volumePercent).toBe(0)
    expect(s.state.audibleVolume).toBe(40)
    s.answer().read(aReading({ device: aDevice({ volumePercent: 0 }) }), 300)
    expect(s.view().device?.volumePercent).toBe(0)
    s.call({ id: 'player.toggleMute' }, s.now + 1_000)
    expect(s.view().device?.volumePercent).toBe(40)
    expect(sentCommands(s)).toEqual([
      { kind: 'volume', percent: 0 },
      { kind: 'volume', percent: 40 },
    ])
  })

  it('player.mute then player.unmute restore the last volume a read showed above zero', () => {
    const s = playing({ device: aDevice({ volumePercent: 30 }) })
    // Another app set it to 70, then muted it: Encore heard 70 last.
    s.read(aReading({ device: aDevice({ volumePercent: 70 }) }))
    s.call({ id: 'player.mute' }).answer()
    s.read(aReading({ device: aDevice({ volumePercent: 0 }) }), 300)
    s.call({ id: 'player.unmute' }, s.now + 1_000)
    expect(s.view().device?.volumePercent).toBe(70)
    expect(sentCommands(s).at(-1)).toEqual({ kind: 'volume', percent: 70 })
  })

  it('player.unmute while audible does nothing; with no volume ever heard, it goes to the fallback', () => {
    const audible = playing({ device: aDevice({ volumePercent: 55 }) }).call({ id: 'player.unmute' })
    expect(audible.sent()).toEqual([])
    expect(audible.effects.filter((effect) => effect.type === 'notice')).toEqual([])
    const muted = playing({ device: aDevice({ volumePercent: 0 }) })
    expect(muted.state.audibleVolume).toBeNull()
    muted.call({ id: 'player.unmute' })
    expect(sentCommands(muted)).toEqual([{ kind: 'volume', percent: UNMUTE_FALLBACK_PERCENT }])
  })

  it('forgets the volume heard when the listener signs out', () => {
    const s = playing({ device: aDevice({ volumePercent: 40 }) })
    expect(s.state.audibleVolume).toBe(40)
    s.on({ type: 'session-changed', session: null })
    expect(s.state.audibleVolume).toBeNull()
  })
})

describe('step: relative moves from what shows', () => {
  it('player.volumeBy steps from the volume shown, a step still on its way included', () => {
    const s = playing({ device: aDevice({ volumePercent: 40 }) })
    s.call({ id: 'player.volumeBy', args: { delta: 5 } }).call({ id: 'player.volumeBy', args: { delta: 5 } })
    expect(s.view().device?.volumePercent).toBe(50)
    s.call({ id: 'player.volumeBy', args: { delta: 80 } })
    expect(s.view().device?.volumePercent).toBe(100)
  })

  it('player.seekBy moves from where the track is now, within it', () => {
    const s = playing({ progressMs: 30_000, sampledAt: NOW, isPlaying: true })
    s.call({ id: 'player.seekBy', args: { deltaMs: 10_000 } }, NOW + 2_000)
    expect(sentCommands(s)).toEqual([{ kind: 'seek', positionMs: 42_000 }])
    s.call({ id: 'player.seekBy', args: { deltaMs: -100_000 } }, NOW + 3_000)
    expect(s.view().progressMs).toBe(0)
  })
})

describe('step: refusals, with their words and codes, nothing sent', () => {
  it('a device that does not let apps change its volume: NO_VOLUME', () => {
    const s = playing({ device: aDevice({ name: 'Kitchen Speaker', volumePercent: null }) })
    const before = s.state
    for (const call of [
      { id: 'player.toggleMute' },
      { id: 'player.volumeBy', args: { delta: 5 } },
      { id: 'player.mute' },
    ] as const) {
      s.call(call)
      expect(s.of('notice').map(({ notice }) => notice)).toEqual([
        { level: 'info', message: 'Kitchen Speaker does not let apps change its volume.', code: 'NO_VOLUME' },
      ])
    }
    expect(s.sent()).toEqual([])
    expect(s.state.overlay).toBe(before.overlay)
  })

  it('no device playing: NO_VOLUME; nothing loaded to move within: NOTHING_PLAYING', () => {
    const s = new StepScript().signedInWith(null)
    s.call({ id: 'player.volumeBy', args: { delta: -5 } })
    expect(s.of('notice')[0]?.notice).toEqual({
      level: 'info',
      message: 'No device is playing, so there is no volume to change.',
      code: 'NO_VOLUME',
    })
    s.call({ id: 'player.seekBy', args: { deltaMs: 10_000 } })
    expect(s.of('notice')[0]?.notice).toEqual({
      level: 'info',
      message: 'Nothing is playing, so there is nothing to move within.',
      code: 'NOTHING_PLAYING',
    })
    expect(s.sent()).toEqual([])
  })

  it('signed out, a toggle is refused in words as any command is', () => {
    const s = new StepScript().call({ id: 'player.toggle' })
    expect(s.of('notice')).toHaveLength(1)
    expect(s.of('notice')[0]!.notice.message).toMatch(/sign in/i)
    expect(s.sent()).toEqual([])
  })
})
