import type { PlaybackState, SleepAnswer, SleepRequest, SleepTimerState } from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock, Logger } from '../../base/ports'
import { createOnceTimer } from '../../base/timer'
import type { PlayerControl } from '../playback'
import {
  canFade,
  fadeStartsAt,
  keptOf,
  refusalToSet,
  restoredTimer,
  sleepPlan,
  trackAfterRestart,
  trackEndDecision,
  type SleepStep,
} from './sleep-rules'

/**
 * The sleep timer's driver on the clock: one re-armed timer runs the plan sleep-rules.ts decides (the fade's
 * steps, the pause, the volume put back), and the end-of-track timer follows the player's state. It pauses and
 * sets the volume through the player's one dispatcher, like any other control.
 */

const DOCUMENT = 'sleep-timer.json'

export interface SleepTimerDeps {
  clock: Clock
  logger: Logger
  player: Pick<PlayerControl, 'state' | 'run'>
  /** Core's bus: the player's state is heard on it, the timer's own told on it. */
  bus: CoreBus
  documents: Pick<JsonDocuments, 'read' | 'write'>
}

export interface SleepTimer {
  get(): SleepTimerState
  /** Sets the timer or turns it off; refused (in words) while nothing plays. */
  set(request: SleepRequest): Promise<SleepAnswer>
  handlers: HandlersOf<'sleep'>
  dispose(): void
}

/**
 * The player as the timer moves it: pause and volume (a refusal is logged, the timer goes on), and the volume
 * the fade lowered from, put back on the pause or when the timer is turned off or set again.
 */
function playerHands({ player, logger }: SleepTimerDeps) {
  let lowered: number | null = null
  const setVolume = async (percent: number) => {
    const outcome = await player.run({ id: 'player.volumeTo', args: { percent } })
    if (outcome.status === 'refused') logger.warn('The sleep timer could not set the volume', outcome)
  }
  return {
    setVolume,
    async pause() {
      if (!player.state().isPlaying) return
      const outcome = await player.run({ id: 'player.pause' })
      if (outcome.status === 'refused') logger.warn('The sleep timer could not pause', outcome)
    },
    /** The volume to put back: `replace` sets it, otherwise only the first one counts. */
    lowered(percent: number | null, replace: boolean) {
      if (replace) lowered = percent
      else lowered ??= percent
    },
    /** Puts back a volume the fade lowered. */
    async restore() {
      if (lowered === null) return
      const percent = lowered
      lowered = null
      await setVolume(percent)
    },
  }
}

export function createSleepTimer(deps: SleepTimerDeps): SleepTimer {
  const { clock, player } = deps
  let timer: SleepTimerState = restoredTimer(deps.documents.read(DOCUMENT), clock.now())
  /** The fade's steps once it began (the volume read then); null before. */
  let plan: SleepStep[] | null = null
  const hands = playerHands(deps)
  /** A kept end-of-track timer not yet matched against what plays after the restart. */
  let unconfirmed = timer.mode === 'track'
  const alarm = createOnceTimer(clock, () => void onAlarm())

  const change = (next: SleepTimerState) => {
    timer = next
    unconfirmed = false
    plan = null
    deps.documents.write(DOCUMENT, keptOf(next) ?? {})
    deps.bus.emit('sleep.changed', next)
  }

  const pauseNow = async (restorePercent: number | null) => {
    alarm.cancel()
    change({ mode: 'off' })
    await hands.pause()
    if (restorePercent !== null) hands.lowered(restorePercent, true)
    await hands.restore()
  }

  /** Arms the alarm for the time mode's next moment: the fade's start, then each step. */
  const armTime = (endsAt: number) => {
    const now = clock.now()
    const next = plan?.[0]?.at ?? Math.max(fadeStartsAt(endsAt), now)
    alarm.schedule(Math.max(0, next - now))
  }

  const runTime = async (endsAt: number) => {
    const now = clock.now()
    if (plan === null) {
      const state = player.state()
      plan = sleepPlan(endsAt, canFade(state) ? state.device!.volumePercent : null, now)
    }
    const steps = plan
    while (steps.length > 0 && steps[0]!.at <= clock.now()) {
      const step = steps.shift()!
      if (step.action === 'pause') return pauseNow(step.restorePercent)
      // What the pause puts back once the volume went down.
      const pause = steps.at(-1)
      if (pause?.action === 'pause') hands.lowered(pause.restorePercent, false)
      await hands.setVolume(step.percent)
      // Turned off or set again meanwhile: that change owns the alarm now.
      if (plan !== steps) return
    }
    if (timer.mode === 'time') armTime(endsAt)
  }

  const checkTrack = (state: PlaybackState) => {
    if (timer.mode !== 'track') return
    if (unconfirmed) {
      const after = trackAfterRestart(timer.trackUri, state)
      if (after === 'unknown') return
      if (after === 'off') return change({ mode: 'off' })
      unconfirmed = false
    }
    const decision = trackEndDecision(timer.trackUri, state, clock.now())
    if (decision.kind === 'pause') void pauseNow(null)
    else if (decision.kind === 'wait') alarm.schedule(decision.ms)
    else alarm.cancel()
  }

  async function onAlarm() {
    if (timer.mode === 'time') await runTime(timer.endsAt)
    else checkTrack(player.state())
  }

  const unsubscribe = deps.bus.on('playback.state', (state) => checkTrack(state))
  if (timer.mode === 'time') armTime(timer.endsAt)
  else checkTrack(player.state())

  const set = async (request: SleepRequest): Promise<SleepAnswer> => {
    alarm.cancel()
    await hands.restore()
    if (request.mode === 'off') {
      change({ mode: 'off' })
      return { status: 'done', timer }
    }
    const state = player.state()
    const refusal = refusalToSet(state)
    if (refusal) return { status: 'refused', ...refusal, timer: rearm() }
    if (request.mode === 'track') {
      change({ mode: 'track', trackUri: state.track!.uri })
      checkTrack(state)
    } else {
      change({ mode: 'time', endsAt: clock.now() + request.minutes * 60_000 })
      armTime(clock.now() + request.minutes * 60_000)
    }
    return { status: 'done', timer }
  }

  /** A refused change leaves the timer that ran running. */
  const rearm = (): SleepTimerState => {
    if (timer.mode === 'time') {
      plan = null
      armTime(timer.endsAt)
    } else checkTrack(player.state())
    return timer
  }

  return {
    get: () => timer,
    set,
    handlers: {
      'sleep.get': () => timer,
      'sleep.set': (request) => set(request),
    },
    dispose() {
      alarm.cancel()
      unsubscribe.dispose()
    },
  }
}
