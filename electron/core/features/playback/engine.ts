import type {
  Device,
  Notice,
  PlaybackState,
  PlayerCommandCall,
  PlayerCommandOutcome,
  Queue,
  SessionState,
} from '../../../contract'
import type { CoreBus } from '../../base/bridge/event-bus'
import type { PlayerCommand } from './commands'
import { createEffectRunner, type PlaybackEngineDeps } from './engine-effects'
import { step } from './engine-step'
import {
  initialEngineState,
  viewOf,
  type DevicesPurpose,
  type EngineCommand,
  type EngineEvent,
  type EngineState,
  type StepEnv,
} from './engine-state'
import { refusalFor } from './engine-status'
import { meaningOf } from '../../service/failures'
import { createDisposables, type Disposable } from '../../base/disposables'
import { createCommandWaiters, outcomeOf } from './engine-waiters'
import { createPresence, type Presence } from './presence'
import { createPlayerQueue, type Answered } from './queue'
import type { Doing } from './playback-words'

export type { Answered, PlaybackEngineDeps }

export interface PlaybackEngine {
  state(): PlaybackState
  /**
   * Whether this window or page shows the player, and has the focus (absent: as focused); the engine tells
   * `player.presence` on the bus.
   */
  setVisible(viewer: string, visible: boolean, focused?: boolean): void
  /**
   * Runs one command (a player command, or the heart): the screen changes at once; a failure rolls back with a
   * notice. Answers once the service took it, refused it, or a newer click of its kind replaced it. Never throws.
   */
  run(command: EngineCommand): Promise<PlaybackState>
  /**
   * A seek or volume from a moving slider: shown at once, sent at most 4 times a second, the last value
   * always. Answers without waiting for the service.
   */
  runLatest(command: Extract<PlayerCommand, { kind: 'seek' | 'volume' }>): PlaybackState
  /**
   * Runs one of the player's commands by id (toggles decided by the step, from what shows) and answers how it
   * went: done once the service took it (or a newer one of its kind replaced it, or there was nothing to do),
   * or refused with the words and code of the notice that said why not (before sending, or after).
   */
  decide(call: PlayerCommandCall): Promise<PlayerCommandOutcome>
  /** Runs one of the engine's own commands (a transfer); answers the notice that said why not, null when done. */
  send(command: EngineCommand): Promise<Notice | null>
  /** Adds to the queue; with no device playing, asks the user to choose one and queues there. */
  addToQueue(uri: string): Promise<Queue>
  /** The device picker closed without a choice: forget what was waiting for a device. */
  cancelWaiting(): void
  devices(): Promise<Device[]>
  queue(): Promise<Queue>
  /**
   * `addToQueue`, `devices` and `queue` answering also the notice that said why not (refused before sending,
   * or what the failure's step said); null when it went through. A caller's own outcome, not a notice heard.
   */
  answered: {
    addToQueue(uri: string): Promise<Answered<Queue>>
    devices(): Promise<Answered<Device[]>>
    queue(): Promise<Answered<Queue>>
  }
  /** Reads the player now (on the sync lane), unless a read is already under way. */
  refresh(): Promise<void>
  dispose(): Promise<void>
}

/**
 * The caller's ticket an event settles, so the notice its step says is that caller's answer: the ask itself,
 * the failure of what it sent, or the device read that tries the last device after "no active device".
 */
function ticketOf(state: EngineState, event: EngineEvent): number | null {
  const entryTicket = (id: number) => state.overlay.find((entry) => entry.id === id)?.ticket ?? null
  if (event.type === 'asked' || event.type === 'called') return event.ticket ?? null
  if (event.type === 'failed') return entryTicket(event.id)
  if (
    (event.type === 'devices-read' || event.type === 'devices-failed') &&
    event.purpose.kind === 'recover'
  ) {
    return entryTicket(event.purpose.id)
  }
  return null
}

/** Tells the engine what shows the player, and the bus whether anything does. */
function followPresence(presence: Presence, bus: CoreBus, dispatch: (event: EngineEvent) => void): void {
  let told: boolean | undefined
  presence.onChange(() => {
    const level = presence.level()
    const anyVisible = level !== 'hidden'
    dispatch({ type: 'visibility-changed', visible: anyVisible, focused: level === 'focused' })
    // The library's rows rest on disk while nothing shows Encore: it follows this on the bus (focus aside).
    if (anyVisible !== told) bus.emit('player.presence', { anyVisible })
    told = anyVisible
  })
}

/** The engine's listener for session changes: whose player it reads, and when a kept sign-in came back. */
function sessionFollower(
  dispatch: (event: EngineEvent) => void,
  current: () => string | null,
  queue: { reset(): void },
  remembered: (session: string) => string | null,
): (session: SessionState) => void {
  let sessionWaiting = false
  return (session) => {
    const key = session.status === 'signed-in' ? `${session.profile}/${session.user.id}` : null
    const waited = sessionWaiting
    sessionWaiting = session.status === 'signed-in' && session.waiting === true
    if (key !== current()) queue.reset()
    dispatch({ type: 'session-changed', session: key, lastDeviceId: key === null ? null : remembered(key) })
    // A kept sign-in the service just answered: what plays is read now, not at the next offline try.
    if (waited && !sessionWaiting && key !== null) dispatch({ type: 'read-due' })
  }
}

/** The devices the service lists now, and the notice that said why not (refused before asking, or the read's). */
async function listDevices(
  known: () => Device[],
  refused: (what: Doing) => Notice | null,
  read: (purpose: DevicesPurpose) => Promise<Device[] | null>,
  said: WeakMap<object, Notice>,
): Promise<Answered<Device[]>> {
  const refusal = refused('listDevices')
  if (refusal) return { value: known(), notice: refusal }
  const purpose = { kind: 'list' } as const
  const list = await read(purpose)
  return { value: list ?? known(), notice: said.get(purpose) ?? null }
}

/** Soloist's feed, while it leads: its changes stepped, and what comes next told once it says (no request). */
function feedFollower(
  deps: Pick<PlaybackEngineDeps, 'feed' | 'bus'>,
  state: () => EngineState,
  dispatch: (event: EngineEvent) => void,
) {
  const leadNow = () => deps.feed?.lead(state().devices?.list ?? [], state().reading?.device ?? null)
  let told: string | null = null
  const changed = () => {
    const lead = leadNow()
    if (!lead) return
    dispatch({ type: 'feed-changed', lead })
    // Told only once Soloist says what comes next; until then the queue Encore last told stands.
    const key = lead.leads && lead.upNext ? JSON.stringify(lead.upNext) : null
    if (lead.leads && lead.upNext && key !== told)
      deps.bus.emit('queue.changed', { upNext: [...lead.upNext] })
    told = key
  }
  return { leadNow, changed }
}

/** The step's surroundings: the time, how sparing requests must be, the polling settings, the service. */
function stepEnvOf(deps: PlaybackEngineDeps): StepEnv {
  const { clock } = deps
  return {
    now: clock.now(),
    saving: deps.requestSaving?.() ?? { level: 'normal', freeAt: clock.now() },
    polling: deps.settings().polling,
    service: deps.serviceName(),
    language: deps.language?.() ?? 'en',
  }
}

type QueueOptions = Parameters<typeof createPlayerQueue>[0]

/** The player's queue, telling the engine what it learns and stepping what fails as work that failed. */
function engineQueue(
  deps: PlaybackEngineDeps,
  dispatch: (event: EngineEvent) => void,
  refused: QueueOptions['refused'],
  told: (event: EngineEvent) => Notice | null,
) {
  const { bus, clock } = deps
  return createPlayerQueue({
    api: deps.api,
    emit: (next) => bus.emit('queue.changed', next),
    known: (next) => dispatch({ type: 'queue-read', tracks: next.upNext }),
    notice: (notice) => bus.emit('notice', notice),
    refused,
    ...(deps.language ? { language: deps.language } : {}),
    failed: (what, error, queueUri) =>
      told({
        type: 'work-failed',
        what,
        failure: meaningOf(error, clock.now()),
        ...(queueUri ? { queueUri } : {}),
      }),
  })
}

/** What the engine hears on the bus (a session change, saves made elsewhere) and from Soloist's feed. */
function listenToBus(
  deps: PlaybackEngineDeps,
  dispatch: (event: EngineEvent) => void,
  session: () => string | null,
  queue: { reset(): void },
  feed: ReturnType<typeof feedFollower>,
): (Disposable | (() => unknown))[] {
  const { bus } = deps
  const offs: (Disposable | (() => unknown))[] = [
    bus.on(
      'session.changed',
      sessionFollower(dispatch, session, queue, (key) => deps.lastDevice?.of(key) ?? null),
    ),
    bus.on('saved.changed', ({ uris, saved }) => dispatch({ type: 'saved-elsewhere', uris, saved })),
    // After a session change too: a new session starts on the rhythm, and the feed may lead at once.
    bus.on('session.changed', feed.changed),
  ]
  if (deps.feed) offs.push(deps.feed.onChange(feed.changed))
  return offs
}

/**
 * The driver of the player: `step` (engine-step.ts) decides, the effect runner (engine-effects.ts) does the
 * requests, timers and events, and each outcome comes back here as the next event. The player's state is the
 * one `state` below; nothing else here decides anything.
 */
export function createPlaybackEngine(deps: PlaybackEngineDeps): PlaybackEngine {
  const { clock, bus } = deps
  let state: EngineState = initialEngineState
  let disposed = false
  const presence = createPresence(clock)
  const callers = createCommandWaiters()
  const events: EngineEvent[] = []
  let stepping = false
  /** The notice the step of a work failure said, by its event (or its devices read's purpose). */
  const said = new WeakMap<object, Notice>()

  const env = () => stepEnvOf(deps)

  /** Steps through the event, and any an effect reports meanwhile, in order; then wakes settled callers. */
  function dispatch(event: EngineEvent) {
    if (disposed) return
    events.push(event)
    if (stepping) return
    stepping = true
    try {
      for (let next = events.shift(); next; next = events.shift()) {
        const ticket = ticketOf(state, next)
        const result = step(state, next, env())
        const device = result.state.lastDeviceId
        if (device !== state.lastDeviceId && device && result.state.session)
          deps.lastDevice?.keep(result.state.session, device)
        state = result.state
        const notice = result.effects.find((effect) => effect.type === 'notice')
        if (ticket !== null && notice) callers.refused(ticket, notice.notice)
        if (notice) said.set('purpose' in next ? next.purpose : next, notice.notice)
        for (const effect of result.effects) effects.carryOut(effect)
        // The feed learns from the Web API whether its Soloist plays (Soloist may not say it).
        if (next.type === 'read-arrived') deps.feed?.activeDevice(state.reading?.device ?? null)
      }
    } finally {
      stepping = false
    }
    callers.wakeSettled((ticket) =>
      state.overlay.some((entry) => entry.ticket === ticket && entry.phase !== 'answered'),
    )
  }

  /** Why work must not be sent now, said as a notice unless `quiet`; null when it may be sent. */
  const refused = (what: Doing, quiet = false) => {
    const notice = refusalFor(state, null, what, env())
    if (notice && !quiet) bus.emit('notice', notice)
    return notice
  }
  /** Steps a failure (reported after an await, never inside a step) and answers the notice its step said. */
  const told = (event: EngineEvent) => {
    dispatch(event)
    return said.get(event) ?? null
  }

  const queue = engineQueue(deps, dispatch, refused, told)
  const effects = createEffectRunner(
    deps,
    dispatch,
    () => viewOf(state),
    () => queue,
  )

  /** Steps the caller's event with a ticket of its own; answers the notice that said why not, null when done. */
  const wait = (event: (ticket: number) => EngineEvent) => {
    const { ticket, settled } = callers.wait()
    dispatch(event(ticket))
    return settled
  }
  const send = (command: EngineCommand) => wait((ticket) => ({ type: 'asked', command, ticket }))
  const ask = (command: EngineCommand) => send(command).then(() => viewOf(state))
  const decide = (call: PlayerCommandCall) =>
    wait((ticket) => ({ type: 'called', call, ticket })).then(outcomeOf)

  const feed = feedFollower(deps, () => state, dispatch)

  const answered: PlaybackEngine['answered'] = {
    addToQueue: (uri) => queue.add(uri),
    devices: () => listDevices(() => state.devices?.list ?? [], refused, effects.readDevices, said),
    queue() {
      const lead = state.feedLeads ? feed.leadNow() : undefined // until Soloist says, the known stands
      const known = lead?.leads ? (lead.upNext ?? state.upNext?.tracks) : undefined
      return known ? Promise.resolve({ value: { upNext: [...known] }, notice: null }) : queue.read()
    },
  }

  // What the engine holds until it is disposed, undone in reverse: its listening, then its timers and waiters.
  const held = createDisposables((error) => deps.logger.error('The player failed to stop a part', { error }))
  held.add(callers)
  held.add(presence)
  held.add(effects)
  followPresence(presence, bus, dispatch)
  for (const off of listenToBus(deps, dispatch, () => state.session, queue, feed)) held.add(off)

  return {
    state: () => viewOf(state),
    setVisible: (viewer, visible, focused) => presence.set(viewer, visible, focused),
    run: ask,
    decide,
    send,
    runLatest(command) {
      dispatch({ type: 'asked', command })
      return viewOf(state)
    },
    addToQueue: async (uri) => (await answered.addToQueue(uri)).value,
    cancelWaiting: () => dispatch({ type: 'picker-closed' }),
    devices: async () => (await answered.devices()).value,
    queue: async () => (await answered.queue()).value,
    answered,
    refresh() {
      dispatch({ type: 'read-due' })
      return effects.readInFlight() ?? Promise.resolve()
    },
    dispose() {
      disposed = true
      return held.dispose()
    },
  }
}
