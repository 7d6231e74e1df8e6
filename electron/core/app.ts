import type { EventName, EventPayload, InProcessApi, SpotifyLink } from '../contract'
import { createAccount, type AccountOptions } from './features/account'
import { createDispatcher, type Dispatch, type Handlers } from './base/bridge/dispatcher'
import type { DesktopControl } from './features/desktop/desktop-service'
import type { Disposable } from './base/disposables'
import { createLatePort } from './base/late-port'
import { holdNotices } from './base/bridge/held-notices'
import type { EventBus, EventListener } from './base/bridge/event-bus'
import { createDiscover } from './features/discover'
import { createHistory } from './features/history'
import { historyLibraryOf } from './features/history/library-view'
import { createInProcessApi } from './in-process-api'
import { createLibrary, createLibraryLists, type Library } from './features/library'
import { createOutboxService, type Outbox } from './features/outbox'
import { createSaved, type Saved } from './features/saved'
import type { QueuedChange } from './features/outbox/outbox-entries'
import type { OutboxStep } from './features/outbox/outbox-types'
import type { EncorePorts } from './base/ports'
import type { PlayerControl } from './features/playback'
import { createPlaybackHandlers } from './features/playback/playback-handlers'
import { createSearchHandlers } from './features/search/search-handlers'
import type { SleepTimer } from './features/sleep-timer'
import { createSoloistService, soloistDepsOf, type SoloistService } from './features/soloist/soloist-service'
import { withDemoStandIn } from './features/soloist/demo-stand-in'
import { createFollowingFeed, runningSoloistFeed } from './features/soloist/engine-feed'
import { coveredFeed } from './features/soloist/covered-feed'
import type { YourQueue } from './features/your-queue'
import {
  appHandlersFor,
  coreBus,
  desktopFor,
  diagnosticsFor,
  engineFor,
  lyricsFor,
  partsOf,
  playerFor,
  sleepFor,
  updatesFor,
} from './app-wiring'

export interface Encore {
  /** The library window's core (tests and the bench wait on its sync). */
  library: Library
  /** Whether an item is saved, and saving it (the heart, the library window): one owner, features/saved. */
  saved: Saved
  /** The person's changes waiting to be sent (tests wait until it is idle). */
  outbox: Outbox
  /** Runs a bridge call for a transport: validates the name and payload, answers a result envelope. */
  dispatch: Dispatch
  /** The same methods, typed, for code beside core: `await encore.api.settings.get()`. */
  api: InProcessApi
  /** The player as features and shells drive it (tray, hotkeys, MPRIS, the command line): each call's outcome. */
  player: PlayerControl
  /** One event, typed: `encore.on('settings.changed', (snapshot) => …)`; returns the unsubscribe function. */
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void
  /** Every event, for a transport that forwards them all; returns the unsubscribe function. */
  onEvent(listener: EventListener): () => void
  /** Origins the system browser may be sent to for a sign-in in progress (the service's accounts page). */
  signInOrigins(): string[]
  /** For the shell that owns the windows: hotkeys, the tray's actions, window focus, MPRIS, close-to-tray. */
  desktop: DesktopControl
  /** Spotify Soloist on this computer (Settings → This computer): its link is the playback engine's feed. */
  soloist: SoloistService
  /** The sleep timer (`encore sleep`, the tray, the palette): pauses after some minutes or at the track's end. */
  sleep: SleepTimer
  /** Encore's queue ("Queued by you", `encore queue`): kept by Encore, handed to Spotify one item at a time. */
  yourQueue: YourQueue
  /** Shows an item in the pages' main window (`encore open`, a link another app opened): `app.openLink`. */
  openLink(link: SpotifyLink): void
  dispose(): Promise<void>
}

export type { EventName }

/**
 * Test seams of the whole app: the account's, how long the library stays in memory once hidden, and where the
 * outbox stops as if Encore crashed (tests of exactly once).
 */
export interface EncoreOptions extends AccountOptions {
  libraryRestAfterMs?: number
  /** The bus to wire core on: tests count what is still subscribed after `dispose`. */
  bus?: EventBus
  outboxCrashAt?: (step: OutboxStep, change: QueuedChange) => boolean
  /**
   * A Spotify Soloist already running with `--ws` (its data folder, and the device name it registered, as the
   * Web API lists it): its live feed leads the player while it plays (the e2e's and the demo's stand-in).
   */
  soloist?: { dataDir: string; deviceName: string }
}

/**
 * Builds the app's brain from the platform's ports: the one place the app is wired. Every contract method is
 * implemented here or below; the services tell one another what changed on core's bus (`session.changed`,
 * `settings.changed`, `saved.changed`, `library.changed`, `player.presence`, notices…), each following what it
 * needs, and the transports forward the contract's events from the same bus.
 */
export function createEncore(ports: EncorePorts, options: EncoreOptions = {}): Encore {
  const bus = options.bus ?? coreBus(ports)
  // Before anything can tell: notices raised while no page hears them wait for the first page that reads them.
  const heldNotices = holdNotices(bus)
  // One true cycle, broken by a port made here and bound once by the service made later: the account's demo
  // service tells Soloist's stand-in where it listens (Soloist keeps its key in the account's documents).
  const soloistPort = createLatePort<Pick<SoloistService, 'demoStandIn'>>('Soloist’s demo stand-in')

  // The demo service's Soloist stand-in plays "This computer" while the demo is signed in.
  const account = createAccount(
    {
      ...ports,
      demoService: withDemoStandIn(ports.demoService, (standIn) => soloistPort.get().demoStandIn(standIn)),
    },
    bus,
    options,
  )
  const speaks = account.language
  const serviceName = () => (account.serviceKind() === 'spotify' ? 'Spotify' : 'the demo service')
  // Soloist's feed: a Soloist named by the options (tests, the bench), else the one Settings → This computer or
  // the demo's stand-in links to, followed once that service exists.
  const soloistFeed = options.soloist
    ? runningSoloistFeed(options.soloist, ports)
    : createFollowingFeed(ports.clock)
  // Soloist's events carry covers; for an item without one: those Encore knows, else one catalog read.
  const feed = coveredFeed({ feed: soloistFeed, api: () => account.api(), bus, logger: ports.logger })
  // What every service keeping the signed-in user's data on disk needs (each keeps it per service and user).
  const perUser = {
    bus,
    api: () => account.api(),
    apiUrl: () => account.session.endpoints()?.apiUrl,
    clock: ports.clock,
    logger: ports.logger,
    dataDir: ports.dataDir,
    language: speaks,
  }
  // The person's changes wait here until the service takes them (the library and playlists give them).
  const outbox = createOutboxService({ ...perUser, serviceName, crashAt: options.outboxCrashAt })
  // The library's lists (sync and cache), then "is it saved?", which reads them: below the player and the
  // library, it holds the answer once, queues saves in the outbox and tells saved.changed on the bus.
  const lists = createLibraryLists({
    ...perUser,
    ...(options.libraryRestAfterMs !== undefined ? { restAfterMs: options.libraryRestAfterMs } : {}),
  })
  const saved = createSaved({ bus, outbox: outbox.outbox, lists: lists.saved })
  const engine = engineFor(ports, bus, account, { serviceName, speaks }, saved, feed)
  // The player's commands by id (`playback.run`), every control's way in; Next through Encore's queue.
  const { yourQueue, playerControl } = playerFor(ports, bus, account, { engine, feed, speaks })

  const library = createLibrary({
    ...perUser,
    player: playerControl,
    outbox: outbox.outbox,
    lists,
    saved,
  })
  // Pauses after some minutes or at the track's end, through the player's dispatcher like any control.
  const sleep = sleepFor(ports, bus, account, playerControl)
  const desktop = desktopFor(ports, bus, account, { player: playerControl, sleep, library })
  // The demo's process that crashed starts again as core's crash recovery decides (once per 10 minutes).
  ports.demoService?.recoverWith?.((reason) => desktop.pageGone('demo', reason))
  const discover = createDiscover({ ...perUser, library })
  // Your listening: hears the session, the player and the library on the bus itself.
  const history = createHistory({ ...perUser, library: historyLibraryOf(library) })
  const lyrics = lyricsFor(ports, bus, account, () => engine.queue(), speaks)
  const updates = updatesFor(ports, bus, account.documents, speaks)
  // Settings → This computer: Spotify Soloist as Encore's own speaker (Linux), its key in the secret store.
  const soloist = createSoloistService({ ...soloistDepsOf(ports, speaks), bus, documents: account.documents })
  soloistPort.bind(soloist)
  // Settings → About → "Report a problem": keeps the last notices from now on.
  const diagnostics = diagnosticsFor(ports, bus, account, speaks)
  const handlers: Handlers = {
    ...appHandlersFor(ports, account, () => void engine.refresh()),
    'app.notices': () => heldNotices.take(speaks()),
    ...account.handlers,
    ...createSearchHandlers(() => account.signedInApi()),
    ...createPlaybackHandlers(engine, () => account.signedInApi(), playerControl),
    ...library.handlers,
    ...desktop.handlers,
    ...discover.handlers,
    ...history.handlers,
    ...lyrics.handlers,
    ...outbox.handlers,
    ...updates.handlers,
    ...soloist.handlers,
    ...sleep.handlers,
    ...yourQueue.handlers,
    ...diagnostics.handlers,
  }
  // Undone in reverse of creation: Soloist's link and the pages' services first, the player, then the account
  // and the demo service it started.
  const parts = partsOf(ports, [heldNotices, diagnostics, () => ports.demoService?.stop(), account])
  for (const part of [soloistFeed, feed, yourQueue, engine, outbox, library, desktop, discover, history])
    parts.add(part)
  for (const part of [sleep, lyrics, updates, soloist]) parts.add(part)
  if ('follow' in soloistFeed) parts.add(soloistFeed.follow(soloist))
  void account.start()

  const dispatch = createDispatcher(handlers, ports.logger)
  const api = createInProcessApi(handlers, ports.logger)
  return {
    library,
    saved,
    outbox: outbox.outbox,
    dispatch,
    api,
    player: playerControl,
    desktop,
    soloist,
    sleep,
    yourQueue,
    on: (event, listener) => unsubscribeOf(bus.on(event, listener)),
    onEvent: (listener) => bus.subscribe(listener),
    signInOrigins: () => account.session.signInOrigins(),
    openLink: (link) => bus.emit('app.openLink', link),
    dispose: () => parts.dispose(),
  }
}

/** The shells keep an unsubscribe function at core's door (electron/main, electron/web): core's Disposable undone. */
function unsubscribeOf(heard: Disposable): () => void {
  return () => heard.dispose()
}
