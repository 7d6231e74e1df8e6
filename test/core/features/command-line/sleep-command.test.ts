import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlaybackState, PlayerCommandCall } from '../../../../electron/contract'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'
import { parseCommandLine } from '../../../../electron/core/features/command-line/args'
import { EXIT, type OutputOptions } from '../../../../electron/core/features/command-line/command'
import { wireCommandOf } from '../../../../electron/core/features/command-line/player-call'
import { runCommand, type CommandDeps } from '../../../../electron/core/features/command-line/run-command'
import { createSleepTimer } from '../../../../electron/core/features/sleep-timer'
import { ManualClock } from '../../../support/manual-clock'
import { aState } from '../../../support/playback-states'

/** `encore sleep …` from its words to its answer, over the real sleep timer on the fake clock. */

const quiet = { debug() {}, info() {}, warn() {}, error() {} }
const START = Date.UTC(2026, 11, 7, 22, 40)

function encoreWith(state: PlaybackState) {
  const clock = new ManualClock(START)
  const bus = new EventBus(() => {})
  const calls: PlayerCommandCall[] = []
  const notHere = () => Promise.reject(new Error('not used by encore sleep'))
  const player: CommandDeps['player'] = {
    state: () => state,
    run: async (call) => (calls.push(call), { status: 'done' }),
    transfer: notHere,
    devices: notHere,
    queue: notHere,
  }
  const memory = new Map<string, unknown>()
  const sleep = createSleepTimer({
    clock,
    logger: quiet,
    player,
    bus,
    documents: { read: (name) => memory.get(name), write: (name, value) => void memory.set(name, value) },
  })
  const notQueue = () => {
    throw new Error('not used by encore sleep')
  }
  const deps: CommandDeps = {
    player,
    yourQueue: { get: notQueue, add: notQueue, move: notQueue, remove: notQueue, clear: notQueue },
    onState: () => () => undefined,
    openLink: () => {},
    sleep,
    shell: {},
    clock,
  }
  const run = async (line: string) => {
    const parsed = parseCommandLine(line.split(' '))
    if (!parsed.ok || 'help' in parsed)
      return { code: EXIT.usage, out: [], message: parsed.ok ? '' : parsed.message }
    const output: OutputOptions = parsed.invocation.output
    return runCommand(wireCommandOf(parsed.invocation.command), output, deps)
  }
  return { run, sleep, calls }
}

describe('encore sleep', () => {
  const zone = process.env.TZ
  beforeAll(() => void (process.env.TZ = 'UTC'))
  afterAll(() => void (process.env.TZ = zone))

  it('says when Encore pauses, as text and as JSON', async () => {
    const { run, sleep } = encoreWith(aState({ sampledAt: START }))
    expect(await run('sleep 30')).toMatchObject({
      code: EXIT.ok,
      out: ['Sleep timer: Encore pauses at 23:10, in 30 min.'],
    })
    expect(sleep.get()).toEqual({ mode: 'time', endsAt: START + 30 * 60_000 })
    const json = await run('sleep 45 --json')
    expect(JSON.parse(json.out[0]!)).toEqual({
      sleep: 'time',
      endsAt: '2026-12-07T23:25:00.000Z',
      secondsLeft: 2700,
    })
  })

  it('end of this track, and off', async () => {
    const { run, sleep } = encoreWith(aState({ sampledAt: START }))
    expect((await run('sleep track')).out).toEqual([
      'Sleep timer: Encore pauses at the end of this track (“Blue in Green”).',
    ])
    // 30 s of the 200 s track played.
    expect(JSON.parse((await run('sleep track --json')).out[0]!)).toEqual({
      sleep: 'track',
      track: 'spotify:track:track0001',
      secondsLeft: 170,
    })
    expect(await run('sleep off')).toMatchObject({ code: EXIT.ok, out: ['Sleep timer off.'] })
    expect(JSON.parse((await run('sleep off --json')).out[0]!)).toEqual({ sleep: 'off' })
    expect(sleep.get()).toEqual({ mode: 'off' })
  })

  it('is refused (exit 5) while nothing plays, and sends nothing', async () => {
    const { run, calls } = encoreWith(aState({ track: null, isPlaying: false }))
    expect(await run('sleep 30')).toMatchObject({
      code: EXIT.refused,
      message: 'Nothing is playing: start some music, then set the sleep timer.',
    })
    expect(calls).toEqual([])
  })

  it('exit 2 with what is accepted for a word that is not a number', async () => {
    const { run } = encoreWith(aState())
    expect(await run('sleep later')).toMatchObject({
      code: EXIT.usage,
      message:
        'sleep: “later” is not a number of minutes; use minutes from 1 to 720 (such as 30), track or off',
    })
  })
})
