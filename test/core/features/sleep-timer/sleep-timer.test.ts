import { describe, expect, it } from 'vitest'
import type { PlaybackState, PlayerCommandCall } from '../../../../electron/contract'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'
import { createSleepTimer } from '../../../../electron/core/features/sleep-timer'
import {
  FADE_MS,
  restoredTimer,
  sleepPlan,
  trackEndDecision,
} from '../../../../electron/core/features/sleep-timer/sleep-rules'
import { ManualClock } from '../../../support/manual-clock'
import { aDevice, aState, aTrack } from '../../../support/playback-states'

const quiet = { debug() {}, info() {}, warn() {}, error() {} }
const MINUTE = 60_000

/** A player that takes every command and shows it in its state, on a shared document store. */
function harness(
  options: { state?: Partial<PlaybackState>; kept?: Map<string, unknown>; clock?: ManualClock } = {},
) {
  const clock = options.clock ?? new ManualClock()
  const bus = new EventBus(() => {})
  const kept = options.kept ?? new Map<string, unknown>()
  let state = aState({ sampledAt: clock.now(), ...options.state })
  const calls: { at: number; call: PlayerCommandCall }[] = []
  const player = {
    state: () => state,
    async run(call: PlayerCommandCall) {
      calls.push({ at: clock.now(), call })
      if (call.id === 'player.pause') state = { ...state, isPlaying: false }
      if (call.id === 'player.volumeTo')
        state = { ...state, device: aDevice({ volumePercent: call.args.percent }) }
      return { status: 'done' as const }
    },
  }
  const documents = {
    read: (name: string) => kept.get(name),
    write: (name: string, value: unknown) => void kept.set(name, value),
  }
  const sleep = createSleepTimer({ clock, logger: quiet, player, bus, documents })
  const told: string[] = []
  bus.on('sleep.changed', (timer) => told.push(timer.mode))
  const publish = (next: Partial<PlaybackState>) => {
    state = { ...state, ...next }
    bus.emit('playback.state', state)
  }
  return { clock, sleep, calls, kept, told, publish, state: () => state }
}

const volumes = (calls: { call: PlayerCommandCall }[]) =>
  calls.flatMap(({ call }) => (call.id === 'player.volumeTo' ? [call.args.percent] : []))

/** Lets the player's answers (promises) settle between the clock's steps. */
async function advance(clock: ManualClock, ms: number, step = 250) {
  for (let passed = 0; passed < ms; passed += step) {
    clock.advance(Math.min(step, ms - passed))
    for (let i = 0; i < 5; i++) await Promise.resolve()
  }
}

describe('the sleep timer’s plan', () => {
  it('lowers the volume in at most three steps within the last 10 s, then pauses and puts it back', () => {
    const plan = sleepPlan(100_000, 60, 0)
    const down = plan.filter((step) => step.action === 'volume')
    expect(down.length).toBeLessThanOrEqual(3)
    expect(down.map((step) => step.percent)).toEqual([45, 30, 15])
    expect(down.every((step) => step.at >= 100_000 - FADE_MS && step.at < 100_000)).toBe(true)
    expect(plan.at(-1)).toEqual({ at: 100_000, action: 'pause', restorePercent: 60 })
  })

  it('pauses without touching the volume where it cannot be set', () => {
    expect(sleepPlan(100_000, null, 0)).toEqual([{ at: 100_000, action: 'pause', restorePercent: null }])
  })

  it('leaves out the steps already past (a restart within the last 10 s)', () => {
    const plan = sleepPlan(100_000, 60, 95_000)
    expect(plan.filter((step) => step.action === 'volume').map((step) => step.percent)).toEqual([15])
  })

  it('never repeats a volume: a low one takes fewer steps', () => {
    const down = sleepPlan(100_000, 2, 0).filter((step) => step.action === 'volume')
    expect(down.map((step) => step.percent)).toEqual([1])
  })
})

describe('the timer on the fake clock', () => {
  it('fades in at most three steps over 10 s, pauses at the time and puts the volume back after the pause', async () => {
    const { clock, sleep, calls, told } = harness()
    const start = clock.now()
    expect((await sleep.set({ mode: 'time', minutes: 30 })).status).toBe('done')
    await advance(clock, 30 * MINUTE - FADE_MS - 1000, 10_000)
    expect(calls).toEqual([])
    await advance(clock, 12_000)
    expect(volumes(calls)).toEqual([45, 30, 15, 60])
    const pauseIndex = calls.findIndex(({ call }) => call.id === 'player.pause')
    expect(calls[pauseIndex]!.at).toBe(start + 30 * MINUTE)
    // The volume goes back only after the pause, and the fade began no earlier than 10 s before it.
    expect(calls.slice(pauseIndex + 1).map(({ call }) => call.id)).toEqual(['player.volumeTo'])
    expect(calls[0]!.at).toBeGreaterThanOrEqual(start + 30 * MINUTE - FADE_MS)
    expect(sleep.get()).toEqual({ mode: 'off' })
    expect(told).toEqual(['time', 'off'])
  })

  it('only pauses on a device whose volume cannot be set', async () => {
    const { clock, sleep, calls } = harness({ state: { device: aDevice({ volumePercent: null }) } })
    await sleep.set({ mode: 'time', minutes: 1 })
    await advance(clock, MINUTE + 1000)
    expect(calls.map(({ call }) => call.id)).toEqual(['player.pause'])
  })

  it('puts the volume back when turned off during the fade', async () => {
    const { clock, sleep, calls } = harness()
    await sleep.set({ mode: 'time', minutes: 1 })
    await advance(clock, MINUTE - 5000)
    expect(volumes(calls)).toEqual([45, 30])
    await sleep.set({ mode: 'off' })
    await advance(clock, 10_000)
    expect(volumes(calls)).toEqual([45, 30, 60])
    expect(calls.some(({ call }) => call.id === 'player.pause')).toBe(false)
  })

  it('is refused while nothing plays, in words', async () => {
    const { sleep } = harness({ state: { track: null, isPlaying: false } })
    const answer = await sleep.set({ mode: 'time', minutes: 30 })
    expect(answer).toMatchObject({ status: 'refused', code: 'NOTHING_PLAYING', timer: { mode: 'off' } })
    expect(answer.status === 'refused' && answer.reason).toMatch(/Nothing is playing/)
  })

  it('is refused while nobody is signed in, by its own code and words', async () => {
    const { sleep } = harness({ state: { status: 'signed-out', track: null, isPlaying: false } })
    expect(await sleep.set({ mode: 'track' })).toEqual({
      status: 'refused',
      code: 'NOT_SIGNED_IN',
      reason: 'Sign in first: the sleep timer pauses what plays on your account.',
      timer: { mode: 'off' },
    })
  })
})

describe('a restart', () => {
  it('keeps the timer as a time of day and pauses at it', async () => {
    const kept = new Map<string, unknown>()
    const clock = new ManualClock()
    const first = harness({ kept, clock })
    await first.sleep.set({ mode: 'time', minutes: 30 })
    const endsAt = clock.now() + 30 * MINUTE
    first.sleep.dispose()
    await advance(clock, 10 * MINUTE, 60_000)
    const second = harness({ kept, clock })
    expect(second.sleep.get()).toEqual({ mode: 'time', endsAt })
    await advance(clock, 20 * MINUTE + 1000, 1000)
    expect(second.calls.find(({ call }) => call.id === 'player.pause')?.at).toBe(endsAt)
  })

  it('after that time does not pause', async () => {
    const kept = new Map<string, unknown>()
    const clock = new ManualClock()
    const first = harness({ kept, clock })
    await first.sleep.set({ mode: 'time', minutes: 1 })
    first.sleep.dispose()
    clock.advance(2 * MINUTE)
    const second = harness({ kept, clock })
    expect(second.sleep.get()).toEqual({ mode: 'off' })
    await advance(clock, 10 * MINUTE, 60_000)
    expect(second.calls).toEqual([])
  })

  it('keeps "End of this track" and pauses at that track’s end when it still plays after the restart', async () => {
    const kept = new Map<string, unknown>()
    const clock = new ManualClock()
    const first = harness({ kept, clock })
    await first.sleep.set({ mode: 'track' })
    first.sleep.dispose()
    await advance(clock, 10_000, 1000)
    // Restarted before the player was read: nothing shows yet, and nothing is decided.
    const second = harness({ kept, clock, state: { track: null, isPlaying: false } })
    expect(second.sleep.get()).toEqual({ mode: 'track', trackUri: aTrack().uri })
    // The first reading: the same track, 40 s played of 200 s.
    second.publish({ track: aTrack(), isPlaying: true, progressMs: 40_000, sampledAt: clock.now() })
    const endsAt = clock.now() + 160_000
    await advance(clock, 161_000, 500)
    const pause = second.calls.find(({ call }) => call.id === 'player.pause')
    expect(pause!.at - endsAt).toBeGreaterThanOrEqual(0)
    expect(pause!.at - endsAt).toBeLessThanOrEqual(1000)
  })

  it('lets "End of this track" go without pausing when another track plays after the restart', async () => {
    const kept = new Map<string, unknown>()
    const clock = new ManualClock()
    const first = harness({ kept, clock })
    await first.sleep.set({ mode: 'track' })
    first.sleep.dispose()
    clock.advance(10 * MINUTE)
    const second = harness({ kept, clock, state: { track: null, isPlaying: false } })
    second.publish({ track: aTrack({ id: 'later', uri: 'spotify:track:later' }), isPlaying: true })
    await advance(clock, 5 * MINUTE, 10_000)
    expect(second.sleep.get()).toEqual({ mode: 'off' })
    expect(second.calls).toEqual([])
    expect(kept.get('sleep-timer.json')).toEqual({})
  })

  it('reads anything unreadable as no timer', () => {
    expect(restoredTimer({ endsAt: 'soon' }, 0)).toEqual({ mode: 'off' })
    expect(restoredTimer(undefined, 0)).toEqual({ mode: 'off' })
    expect(restoredTimer({ endsAt: 5000 }, 1000)).toEqual({ mode: 'time', endsAt: 5000 })
    expect(restoredTimer({ trackUri: 42 }, 0)).toEqual({ mode: 'off' })
  })
})

describe('end of this track', () => {
  it('pauses within 1 s of the next track starting, from the track’s known end', async () => {
    // 30 s of the 200 s track played: it ends 170 s from now.
    const { clock, sleep, calls } = harness()
    const endsAt = clock.now() + 170_000
    await sleep.set({ mode: 'track' })
    expect(sleep.get()).toEqual({ mode: 'track', trackUri: aTrack().uri })
    await advance(clock, 171_000, 100)
    const pause = calls.find(({ call }) => call.id === 'player.pause')
    expect(pause!.at - endsAt).toBeGreaterThanOrEqual(0)
    expect(pause!.at - endsAt).toBeLessThanOrEqual(1000)
  })

  it('pauses at once when the player says the next track started (Soloist’s track_changed)', async () => {
    const { clock, sleep, calls, publish } = harness()
    await sleep.set({ mode: 'track' })
    await advance(clock, 60_000, 1000)
    const changedAt = clock.now()
    publish({ track: aTrack({ id: 'next', uri: 'spotify:track:next' }), progressMs: 0, sampledAt: changedAt })
    await advance(clock, 100, 100)
    expect(calls.map(({ call, at }) => [call.id, at])).toEqual([['player.pause', changedAt]])
  })

  it('follows a seek: waits for the end the player shows now', () => {
    const state = aState({ progressMs: 190_000, sampledAt: 0 })
    expect(trackEndDecision(aTrack().uri, state, 0)).toEqual({ kind: 'wait', ms: 10_500 })
    expect(trackEndDecision(aTrack().uri, state, 10_600)).toEqual({ kind: 'pause' })
    expect(trackEndDecision(aTrack().uri, { ...state, isPlaying: false }, 0)).toEqual({ kind: 'idle' })
  })
})
