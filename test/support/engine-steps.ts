import type { PlaybackState, PlayerCommandCall } from '../../electron/contract'
import type { PlayerCommand } from '../../electron/core/features/playback/commands'
import {
  initialEngineState,
  viewOf,
  type EngineCommand,
  type EngineEffect,
  type EngineEvent,
  type EngineState,
  type StepEnv,
} from '../../electron/core/features/playback/engine-state'
import { step } from '../../electron/core/features/playback/engine-step'
import type { FailureMeaning } from '../../electron/core/service/failures'
import type { Reading } from '../../electron/core/features/playback/reading'
import { aState, NOW } from './playback-states'

/**
 * The engine's pure step driven by hand, for tables: events go in at a time the test sets, and the test sees the
 * state, the page's view of it and the effects. No clock, no timers, no service: the test plays the driver and
 * the service (it decides when an answer or a read arrives, and what it says).
 */

/** A playing reading of the default track on the default device (the tables' `aState`), changed field by field. */
export function aReading(overrides: Partial<Reading> = {}): Reading {
  const { track, itemType, show, progressMs, sampledAt, isPlaying, device, repeat, shuffle } = aState()
  return {
    ...{ track, itemType, show, progressMs, sampledAt, isPlaying, device, repeat, shuffle },
    context: { type: 'album', uri: 'spotify:album:al1' },
    disallowed: [],
    ...overrides,
  }
}

export class StepScript {
  state: EngineState = initialEngineState
  now = NOW
  /** The effects of the last event. */
  effects: EngineEffect[] = []
  /** Every effect so far, in order. */
  log: EngineEffect[] = []
  polling = { pausedSeconds: 30, hiddenSeconds: 120 }
  /** How hard the day's request budget asks to save (tests set it). */
  saving: StepEnv['saving'] = { level: 'normal', freeAt: 0 }
  /** The language the player speaks in (tests set it). */
  language: StepEnv['language'] = 'en'

  /** Moves time to `at` (or by nothing) and steps one event. */
  on(event: EngineEvent, at = this.now): this {
    this.now = at
    const result = step(this.state, event, {
      now: this.now,
      saving: this.saving,
      polling: this.polling,
      service: 'Spotify',
      language: this.language,
    })
    this.state = result.state
    this.effects = result.effects
    this.log.push(...result.effects)
    return this
  }

  /** Lets `ms` pass (the driver's wake timer). */
  wait(ms: number): this {
    return this.on({ type: 'time-passed' }, this.now + ms)
  }

  view(): PlaybackState {
    return viewOf(this.state)
  }

  ask(command: EngineCommand, at = this.now): this {
    return this.on({ type: 'asked', command }, at)
  }

  /** One of the player's commands by id, as the dispatcher hands it to the engine. */
  call(call: PlayerCommandCall, at = this.now): this {
    return this.on({ type: 'called', call }, at)
  }

  /** Signs in and lets the first read come back with `reading`, a window showing the player. */
  signedInWith(reading: Reading | null): this {
    this.on({ type: 'visibility-changed', visible: true })
    this.on({ type: 'session-changed', session: 'demo/listener' })
    return this.read(reading)
  }

  /** Starts a read (unless one is on its way) and returns its id without answering it. */
  startRead(): number {
    if (this.state.rhythm.inFlight === null) this.on({ type: 'read-due' })
    const id = this.state.rhythm.inFlight
    if (id === null) throw new Error('no read could start: ' + JSON.stringify(this.effects))
    return id
  }

  /** A whole read: started now, answered with `reading` `latencyMs` later. */
  read(reading: Reading | null, latencyMs = 0): this {
    const id = this.startRead()
    return this.on({ type: 'read-arrived', id, reading }, this.now + latencyMs)
  }

  readFails(failure: FailureMeaning): this {
    const id = this.startRead()
    return this.on({ type: 'read-failed', id, failure })
  }

  /** Player commands and saves sent so far (or in the last event), as the service received them. */
  sent(effects: EngineEffect[] = this.log): { id: number; command: PlayerCommand | EngineCommand }[] {
    return effects.flatMap((effect) =>
      effect.type === 'send' || effect.type === 'save' ? [{ id: effect.id, command: effect.command }] : [],
    )
  }

  /** The id of the last request sent. */
  lastSentId(): number {
    const last = this.sent().at(-1)
    if (!last) throw new Error('nothing was sent')
    return last.id
  }

  answer(id = this.lastSentId(), at = this.now): this {
    return this.on({ type: 'answered', id }, at)
  }

  fail(failure: FailureMeaning, id = this.lastSentId(), at = this.now): this {
    return this.on({ type: 'failed', id, failure }, at)
  }

  /** Effects of one type from the last event. */
  of<T extends EngineEffect['type']>(type: T): Extract<EngineEffect, { type: T }>[] {
    return this.effects.filter((effect): effect is Extract<EngineEffect, { type: T }> => effect.type === type)
  }

  /** The read timer as the last event left it: its delay, null when cancelled, undefined when not touched. */
  readDelay(): number | null | undefined {
    return this.of('schedule-read').at(-1)?.delayMs
  }
}
