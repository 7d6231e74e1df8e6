import type { Device } from '../../../contract'
import type { PlayerFeed } from '../playback'
import { toDisposable, type Disposable } from '../../base/disposables'
import { Emitter, type Event } from '../../base/emitter'
import type { Clock, Logger } from '../../base/ports'
import { nodeRuntimeFiles } from './endpoint'
import { initialFeedState, type FeedState, type FeedView } from './feed'
import { feedLead, soloistCommandOf, soloistDevice } from './feed-lead'
import { createSoloistLink, type SoloistLink, type SoloistLinkOptions } from './link'
import type { SoloistCommand } from './protocol'
import type { SoloistStatus } from './supervisor'

/**
 * Soloist's link as the playback engine's feed (the engine's PlayerFeed port): who leads, its commands over the
 * socket, and what the Web API says of the active device. `deviceName` is the name Soloist registers as a
 * Connect device (Encore's own child's, or the one a running Soloist was given): how the Web API's device list
 * names it.
 */
export interface EngineFeed extends PlayerFeed {
  link: SoloistLink
  dispose(): Promise<void>
}

/**
 * How long a command sent over the socket waits for Soloist's word. A command that changes nothing (play while
 * playing) brings no event: silence counts as taken, so a skip is never sent twice.
 */
export const COMMAND_WORD_MS = 2_000

type Word = 'taken' | 'refused' | 'none'

/**
 * What a change of the feed's state says of a command waiting for Soloist's word. A command that changes the
 * player is taken when the player changes; one that adds to Soloist's queue, when what comes next does.
 */
export function wordOf(before: FeedState, after: FeedState, awaits: 'player' | 'queue' = 'player'): Word {
  if (after.socket !== 'open') return 'refused'
  if (after.player !== before.player) return 'taken'
  if (awaits === 'queue' && after.upNext !== before.upNext) return 'taken'
  // An error event changes nothing but the state itself (the same words twice still make a new state).
  const onlyError = after.upNext === before.upNext && after.loggedIn === before.loggedIn
  return onlyError && after !== before && after.lastError !== null ? 'refused' : 'none'
}

/**
 * Where the engine's feed finds Soloist: the link of the moment (Settings → This computer replaces it, the demo's
 * stand-in comes and goes with the demo) and the name its device has in the Web API's list.
 */
export interface FeedSource {
  link(): SoloistLink | null
  deviceName(): string | null
  onFeed: Event<FeedChange>
}

/** One change of a Soloist link's feed: what it shows, the child's status, the feed's state. */
export interface FeedChange {
  view: FeedView
  status: SoloistStatus | null
  state: FeedState
}

/** The PlayerFeed over whatever link `source` names now; no link: the feed does not lead and sends nothing. */
function feedOver(
  source: () => FeedSource | null,
  clock: Clock,
): { player: PlayerFeed; follow(next: FeedSource): Disposable; settleAll(): void } {
  const changes = new Emitter<void>()
  /** Each change of the feed's state, for the commands waiting for Soloist's word on them. */
  const steps = new Emitter<{ before: FeedState; after: FeedState }>()
  /** Quitting: every command still waiting for Soloist's word is settled. */
  const quitting = new Emitter<void>()
  let state = initialFeedState
  const changed = ({ state: next }: FeedChange) => {
    const before = state
    state = next
    // Commands hear Soloist's word before the engine hears the change it made (which then confirms them).
    steps.fire({ before, after: next })
    changes.fire()
  }
  /** Sends the frames; `settled` hears Soloist's word on them once (silence for a while counts as taken). */
  const sendFrames = (
    frames: readonly SoloistCommand[] | null,
    awaits: 'player' | 'queue',
    settled: (taken: boolean) => void,
  ) => {
    const link = source()?.link()
    if (!link || link.view().source !== 'soloist') return false
    if (frames === null || !frames.every((frame) => link.send(frame))) return false
    const done = (taken: boolean) => {
      clock.clearTimeout(timer)
      heard.dispose()
      quit.dispose()
      settled(taken)
    }
    const timer = clock.setTimeout(() => done(true), COMMAND_WORD_MS)
    const heard = steps.event(({ before, after }) => {
      const word = wordOf(before, after, awaits)
      if (word !== 'none') done(word === 'taken')
    })
    const quit = quitting.event(() => done(true))
    return true
  }
  const isThis = (device: Device | null) =>
    device !== null && device.isActive && device.name === source()?.deviceName()
  const player: PlayerFeed = {
    lead: (known, lastShown) => {
      const link = source()?.link()
      if (!link) return { leads: false }
      return feedLead(link.view(), soloistDevice(source()?.deviceName() ?? null, known, lastShown))
    },
    onChange: changes.event,
    send: (command, settled) => sendFrames(soloistCommandOf(command), 'player', settled),
    queue: (uri, settled) =>
      sendFrames([{ type: 'command', command: 'add_to_queue', uri }], 'queue', settled),
    activeDevice(device) {
      // Without its name the Web API's list cannot tell this Soloist: its own events say whether it plays.
      if ((source()?.deviceName() ?? null) !== null) source()?.link()?.activeDevice(isThis(device))
    },
  }
  return {
    player,
    follow(next) {
      state = initialFeedState
      return next.onFeed(changed)
    },
    settleAll() {
      changes.dispose()
      // Quitting: what waits for Soloist's word is not sent again through the Web API.
      quitting.fire()
    },
  }
}

export function createEngineFeed(
  options: Omit<SoloistLinkOptions, 'onChange'> & { deviceName: string | null },
): EngineFeed {
  const relay = new Emitter<FeedChange>()
  const link = createSoloistLink({
    ...options,
    onChange: (view, status, state) => relay.fire({ view, status, state }),
  })
  const source: FeedSource = {
    link: () => link,
    deviceName: () => options.deviceName,
    onFeed: relay.event,
  }
  const feed = feedOver(() => source, options.clock)
  feed.follow(source)
  return {
    ...feed.player,
    link,
    async dispose() {
      feed.settleAll()
      await link.dispose()
    },
  }
}

/**
 * The engine's feed before Soloist's service exists (core makes the engine first): it leads nothing until
 * `follow` names the service, then follows whichever link the service holds.
 */
export function createFollowingFeed(
  clock: Clock,
): PlayerFeed & { follow(source: FeedSource): Disposable; dispose(): void } {
  let followed: FeedSource | null = null
  const feed = feedOver(() => followed, clock)
  return {
    ...feed.player,
    follow(source) {
      followed = source
      const heard = feed.follow(source)
      return toDisposable(() => {
        heard.dispose()
        if (followed === source) followed = null
      })
    },
    dispose: () => feed.settleAll(),
  }
}

/** The feed of a Soloist already running with `--ws` in `dataDir` (the emulator's stand-in, say). */
export function runningSoloistFeed(
  at: { dataDir: string; deviceName: string },
  ports: { clock: Clock; logger: Logger },
): EngineFeed {
  return createEngineFeed({
    source: { kind: 'existing', dataDir: at.dataDir },
    deviceName: at.deviceName,
    files: nodeRuntimeFiles,
    clock: ports.clock,
    logger: ports.logger,
  })
}
