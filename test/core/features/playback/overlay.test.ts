import { describe, expect, it } from 'vitest'
import type { EngineCommand } from '../../../../electron/core/features/playback/engine-state'
import { PREDICTION_TTL_MS, SLIDER_INTERVAL_MS } from '../../../../electron/core/features/playback/overlay'
import { aReading, StepScript } from '../../../support/engine-steps'
import { NOW } from '../../../support/playback-states'

/**
 * The last click wins: quick sequences of clicks, with the service answering sooner or later than the next
 * click, and reads arriving in between. After every event the page shows the last thing asked; the last
 * request the service gets asks for it; no answer or read brings back an older state.
 */

const off = aReading({ shuffle: false, repeat: 'off' })

/** The setting a command changes, as the page shows it (or the service has it). */
function settingOf(
  state: {
    shuffle: boolean
    repeat: string
    device: { volumePercent: number | null } | null
    saved?: boolean | null
  },
  command: EngineCommand,
): unknown {
  switch (command.kind) {
    case 'shuffle':
      return state.shuffle
    case 'repeat':
      return state.repeat
    case 'volume':
      return state.device?.volumePercent
    case 'save':
      return state.saved
    default:
      throw new Error(`no setting for ${command.kind}`)
  }
}
const valueOf = (command: EngineCommand): unknown =>
  command.kind === 'shuffle'
    ? command.on
    : command.kind === 'repeat'
      ? command.mode
      : command.kind === 'volume'
        ? command.percent
        : command.kind === 'save'
          ? command.saved
          : undefined

/**
 * Clicks `commands` 300 ms apart on a service that answers each request `latencyMs` after it was sent (and only
 * then has it), with a read going out 100 ms after every click; then lets everything settle. Answers what the
 * page showed right after each click (`atClick`), after every event from the last click on (`afterLast`), and
 * the service's own state at the end.
 */
function clickQuickly(start: StepScript, commands: EngineCommand[], latencyMs: number, readBetween = true) {
  const s = start
  const due: { id: number; at: number }[] = []
  let read: { id: number; at: number } | null = null
  const last = commands.at(-1)!
  const atClick: unknown[] = []
  const afterLast: unknown[] = []
  let clicked = 0
  const served = { ...off }
  const check = () => {
    if (clicked === commands.length) afterLast.push(settingOf(s.view(), last))
    for (const sent of s.sent(s.effects)) due.push({ id: sent.id, at: s.now + latencyMs })
  }
  /** The service: a request takes effect when it is answered. */
  const apply = (id: number) => {
    const command = s.sent().find((sent) => sent.id === id)!.command
    if (command.kind === 'shuffle') served.shuffle = command.on
    if (command.kind === 'repeat') served.repeat = command.mode
    if (command.kind === 'volume') served.device = { ...served.device!, volumePercent: command.percent }
  }
  const runUntil = (time: number) => {
    for (;;) {
      const next = [...due, ...(read ? [read] : [])].sort((a, b) => a.at - b.at)[0]
      const wake = s.state.wakeAt
      if (wake !== null && wake <= time && (!next || wake <= next.at)) {
        s.on({ type: 'time-passed' }, wake)
      } else if (next && next.at <= time) {
        if (next === read) {
          read = null
          s.on({ type: 'read-arrived', id: next.id, reading: { ...served } }, next.at)
        } else {
          due.splice(due.indexOf(next), 1)
          apply(next.id)
          s.answer(next.id, next.at)
        }
      } else break
      check()
    }
    s.now = time
  }
  commands.forEach((command, index) => {
    runUntil(NOW + index * 300)
    s.ask(command, NOW + index * 300)
    clicked++
    atClick.push(settingOf(s.view(), command))
    check()
    runUntil(NOW + index * 300 + 100)
    if (!read && readBetween) read = { id: s.startRead(), at: s.now + latencyMs }
  })
  runUntil(NOW + commands.length * 300 + 3 * latencyMs)
  s.read({ ...served }, 20) // the service as it ended
  check()
  s.wait(PREDICTION_TTL_MS + 1)
  check()
  return { atClick, afterLast, served }
}

describe('the last click wins', () => {
  const sequences: [string, EngineCommand[]][] = [
    [
      'shuffle on-off-on',
      [
        { kind: 'shuffle', on: true },
        { kind: 'shuffle', on: false },
        { kind: 'shuffle', on: true },
      ],
    ],
    [
      'repeat off-all-one',
      [
        { kind: 'repeat', mode: 'context' },
        { kind: 'repeat', mode: 'track' },
      ],
    ],
  ]
  const timings: [string, number, boolean][] = [
    ['the service answers at once, the first read comes after the clicks (the demo)', 5, false],
    ['the service answers before the next click', 50, true],
    ['the service answers after the next click', 450, true],
    ['the service answers after all the clicks', 1_000, true],
  ]
  describe.each(sequences)('%s', (_name, clicks) => {
    it.each(timings)(
      '%s: each click shows at once, then only the last, and the service ends there',
      (_timing, latency, readBetween) => {
        const last = valueOf(clicks.at(-1)!)
        const { atClick, afterLast, served } = clickQuickly(
          new StepScript().signedInWith(off),
          clicks,
          latency,
          readBetween,
        )
        expect(atClick).toEqual(clicks.map(valueOf))
        expect(afterLast.length).toBeGreaterThan(3)
        expect(afterLast.every((value) => value === last)).toBe(true)
        expect(settingOf(served, clicks.at(-1)!)).toBe(last)
      },
    )
  })

  it('off-on-off: a read showing "off" before the service did "on" does not stop the last "off" being sent', () => {
    const s = new StepScript().signedInWith(off)
    s.ask({ kind: 'shuffle', on: true }, NOW)
    const on = s.lastSentId()
    s.ask({ kind: 'shuffle', on: false }, NOW + 300)
    expect(s.sent(s.effects)).toEqual([]) // waits for "on" to come back
    s.read(off, 50) // the service has not done "on" yet
    expect(s.view().shuffle).toBe(false)
    s.answer(on, NOW + 1_000)
    expect(s.sent(s.effects)).toMatchObject([{ command: { kind: 'shuffle', on: false } }])
  })

  it('on-off-on while "on" is on its way sends "on" once: the service already has it', () => {
    const s = new StepScript().signedInWith(off)
    s.ask({ kind: 'shuffle', on: true }, NOW)
    s.ask({ kind: 'shuffle', on: false }, NOW + 300)
    s.ask({ kind: 'shuffle', on: true }, NOW + 600)
    expect(s.state.overlay).toHaveLength(1)
    s.answer(s.lastSentId(), NOW + 1_000)
    expect(s.sent()).toMatchObject([{ command: { kind: 'shuffle', on: true } }])
    s.read(aReading({ shuffle: true }))
    expect(s.state.overlay).toEqual([])
    expect(s.view().shuffle).toBe(true)
  })

  it('a volume drag shows every move at once, sends one request at a time at most 4 a second, and the last value', () => {
    const s = new StepScript().signedInWith(off)
    const due: { id: number; at: number }[] = []
    const settleUntil = (time: number) => {
      for (;;) {
        const answer = due[0]
        const wake = s.state.wakeAt
        if (answer && answer.at <= time && (wake === null || answer.at <= wake)) {
          due.shift()
          s.answer(answer.id, answer.at)
        } else if (wake !== null && wake <= time) s.on({ type: 'time-passed' }, wake)
        else break
        for (const sent of s.sent(s.effects)) due.push({ id: sent.id, at: s.now + 80 })
      }
    }
    for (let percent = 40; percent <= 78; percent += 2) {
      const at = NOW + (percent - 40) * 25 // a move every 50 ms, 1 s in all
      settleUntil(at)
      s.ask({ kind: 'volume', percent }, at)
      for (const sent of s.sent(s.effects)) due.push({ id: sent.id, at: s.now + 80 })
      expect(s.view().device?.volumePercent).toBe(percent)
    }
    settleUntil(NOW + 3_000)
    const sends = s.log.flatMap((effect) => (effect.type === 'send' ? [effect] : []))
    // 20 moves over 1 s: at most 4 a second plus the last; how they are spaced is the next test's.
    expect(sends.length).toBeLessThanOrEqual(6)
    expect(sends.length).toBeGreaterThanOrEqual(3)
    expect(sends.at(-1)?.command).toEqual({ kind: 'volume', percent: 78 })
    expect(s.view().device?.volumePercent).toBe(78)
  })

  it('a slider channel sends again only after its answer and once 250 ms passed', () => {
    const s = new StepScript().signedInWith(off)
    s.ask({ kind: 'volume', percent: 10 }, NOW)
    const first = s.lastSentId()
    s.ask({ kind: 'volume', percent: 20 }, NOW + 50)
    s.ask({ kind: 'volume', percent: 30 }, NOW + 100)
    s.answer(first, NOW + 120)
    expect(s.sent(s.effects)).toEqual([]) // answered, but the interval has not passed
    expect(s.state.wakeAt).toBe(NOW + SLIDER_INTERVAL_MS)
    s.on({ type: 'time-passed' }, NOW + SLIDER_INTERVAL_MS)
    expect(s.sent(s.effects)).toMatchObject([{ command: { kind: 'volume', percent: 30 } }])
    s.ask({ kind: 'volume', percent: 40 }, NOW + 600)
    expect(s.sent(s.effects)).toEqual([]) // the 30 is still on its way
    s.answer(s.lastSentId(), NOW + 650)
    expect(s.sent(s.effects)).toMatchObject([{ command: { kind: 'volume', percent: 40 } }])
  })

  it('a seek to the same place asked again while the first is on its way is sent again: the track moved on', () => {
    const s = new StepScript().signedInWith(off)
    s.ask({ kind: 'seek', positionMs: 60_000 }, NOW)
    s.ask({ kind: 'seek', positionMs: 90_000 }, NOW + 100)
    s.ask({ kind: 'seek', positionMs: 60_000 }, NOW + 200)
    s.answer(s.lastSentId(), NOW + 2_000)
    expect(s.sent().map((sent) => sent.command)).toEqual([
      { kind: 'seek', positionMs: 60_000 },
      { kind: 'seek', positionMs: 60_000 },
    ])
  })

  it.each([
    ['the service answers before the next click', 50, [true, false, true]],
    ['the service answers after all the clicks', 1_000, [true]],
  ])(
    'save-unsave-save (%s): shows and ends saved, and the library gets one save a time, the last one last',
    (_name, latency, told) => {
      const s = new StepScript().signedInWith(off)
      s.on({ type: 'saved-learned', uri: 'spotify:track:track0001', saved: false, mark: s.state.savedMark })
      expect(s.view().saved).toBe(false)
      const due: { id: number; at: number }[] = []
      const shown: (boolean | null)[] = []
      const settleUntil = (time: number) => {
        while (due[0] && due[0].at <= time) {
          const { id, at } = due.shift()!
          s.answer(id, at)
          shown.push(s.view().saved)
          for (const sent of s.sent(s.effects)) due.push({ id: sent.id, at: s.now + latency })
        }
      }
      ;[true, false, true].forEach((saved, index) => {
        settleUntil(NOW + index * 300)
        s.ask({ kind: 'save', saved }, NOW + index * 300)
        expect(s.view().saved).toBe(saved)
        for (const sent of s.sent(s.effects)) due.push({ id: sent.id, at: s.now + latency })
      })
      shown.length = 0
      settleUntil(NOW + 5_000)
      expect(shown.every((value) => value === true)).toBe(true)
      const changes = s.log.flatMap((effect) => (effect.type === 'save' ? [effect.command.saved] : []))
      expect(changes).toEqual(told)
      expect(s.state.saved).toEqual({ uri: 'spotify:track:track0001', value: true })
      expect(s.view().saved).toBe(true)
    },
  )

  it('a failure that stops everything (offline) drops the clicks waiting behind it, with one notice', () => {
    const s = new StepScript().signedInWith(off)
    s.ask({ kind: 'shuffle', on: true }, NOW)
    const first = s.lastSentId()
    s.ask({ kind: 'shuffle', on: false }, NOW + 300)
    s.ask({ kind: 'shuffle', on: true }, NOW + 600)
    s.fail({ kind: 'offline' }, first, NOW + 1_000)
    expect(s.state.overlay).toEqual([])
    expect(s.view().shuffle).toBe(false)
    expect(s.of('notice')).toHaveLength(1)
    expect(s.sent()).toHaveLength(1)
  })

  it('commands that each count are all sent at once: three Nexts skip three tracks', () => {
    const s = new StepScript().signedInWith(off)
    s.ask({ kind: 'next' }).ask({ kind: 'next' }).ask({ kind: 'next' })
    expect(s.sent().map((sent) => sent.command.kind)).toEqual(['next', 'next', 'next'])
  })
})
