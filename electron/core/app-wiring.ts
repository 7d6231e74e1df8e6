import type { AppInfo, Notice, ShownLanguage, Track } from '../contract'
import { createAboutReader } from './features/about/about'
import type { Account } from './features/account'
import type { HandlersOf } from './base/bridge/dispatcher'
import { createDesktopService } from './features/desktop/desktop-service'
import { createDisposables, type Disposables } from './base/disposables'
import { EventBus, type CoreBus } from './base/bridge/event-bus'
import { createDiagnostics } from './features/diagnostics'
import type { Library } from './features/library'
import { createLyricsService, lrclibAddressFor } from './features/lyrics'
import type { Saved } from './features/saved'
import type { EncorePorts } from './base/ports'
import { forPerson } from './base/person-words'
import {
  createPlaybackEngine,
  type PlaybackEngine,
  type PlaybackEngineDeps,
} from './features/playback/engine'
import { createLastDevice } from './features/playback/last-device'
import { createPlayerControl, type PlayerControl, type PlayerFeed } from './features/playback'
import { createSleepTimer, type SleepTimer } from './features/sleep-timer'
import { createUpdates } from './features/updates'
import { createYourQueue, handOverFirstToSoloist } from './features/your-queue'

/** How createEncore (app.ts) makes each of core's services from the ports and the account: one each. */

/** The desktop's service: hotkeys, the tray, MPRIS, windows and notifications, over the player and library. */
export function desktopFor(
  ports: EncorePorts,
  bus: CoreBus,
  account: Account,
  parts: { player: PlayerControl; sleep: SleepTimer; library: Library },
) {
  const { library } = parts
  return createDesktopService({
    environment: ports.environment ?? { platform: 'linux', desktops: [], sessionType: null },
    mode: ports.identity.mode,
    clock: ports.clock,
    logger: ports.logger,
    ...(ports.notifier ? { notifier: ports.notifier } : {}),
    settings: () => account.settings.get(),
    player: parts.player,
    sleep: parts.sleep,
    windows: library.windows,
    windowKept: (kind, query, row) => library.windowKept(kind, query, row),
    documents: account.documents,
    bus,
    command: ports.command ?? null,
    preferredLanguages: ports.preferredLanguages,
  })
}

/** Pauses after some minutes or at the track's end, through the player's dispatcher like any control. */
export function sleepFor(ports: EncorePorts, bus: CoreBus, account: Account, player: PlayerControl) {
  return createSleepTimer({
    clock: ports.clock,
    logger: ports.logger,
    player,
    bus,
    documents: account.documents,
  })
}

/** What core undoes at its end, in reverse of how it is added; one part that fails is logged, the rest go on. */
export function partsOf(ports: EncorePorts, first: Parameters<Disposables['add']>[0][]): Disposables {
  const parts = createDisposables((error) => ports.logger.error('A part of core failed to stop', { error }))
  for (const part of first) parts.add(part)
  return parts
}

/** Settings → About → "Report a problem" and `encore diagnose`, over the account and the ports' facts. */
export function diagnosticsFor(
  ports: EncorePorts,
  bus: CoreBus,
  account: Account,
  language: () => ShownLanguage,
) {
  return createDiagnostics({
    bus,
    clock: ports.clock,
    identity: ports.identity,
    runtime: ports.runtime,
    ports: ports.diagnostics,
    repository: ports.updates?.repository,
    redactor: ports.redactor,
    account,
    language,
  })
}

/**
 * The player's commands by id (`playback.run`), every control's way in, answering how each went; Next goes
 * through Encore's queue, which hands its first item to This computer's Soloist, or to Spotify with one request.
 */
type PlayerParts = { engine: PlaybackEngine; feed: PlayerFeed; speaks: () => ShownLanguage }
export function playerFor(
  ports: EncorePorts,
  bus: CoreBus,
  account: Account,
  { engine, feed, speaks }: PlayerParts,
) {
  const direct = createPlayerControl(engine, {
    hint: { now: () => ports.clock.now(), tell: (notice) => bus.emit('notice', notice), language: speaks },
  })
  const yourQueue = createYourQueue({
    clock: ports.clock,
    logger: ports.logger,
    bus,
    documents: account.documents,
    player: direct,
    language: speaks,
    handOver: handOverFirstToSoloist(feed, async (uri) => {
      await account.signedInApi().player.addToQueue(uri, {}, { lane: 'interactive', retries: false })
    }),
  })
  const queued = yourQueue.dispatcher(direct)
  const playerControl: PlayerControl = { ...direct, run: (call) => queued.run(call) }
  return { yourQueue, playerControl }
}

/** The player's engine, wired to the account, "is it saved?" (features/saved) and Soloist's feed. */
export function engineFor(
  ports: EncorePorts,
  bus: EventBus,
  account: Account,
  { serviceName, speaks }: { serviceName: () => string; speaks: () => ShownLanguage },
  saved: Pick<Saved, 'known' | 'setSaved'>,
  feed: PlaybackEngineDeps['feed'],
) {
  return createPlaybackEngine({
    api: () => account.api(),
    clock: ports.clock,
    logger: ports.logger,
    settings: () => account.settings.get(),
    serviceName,
    language: speaks,
    // Follows session.changed and saved.changed; tells the player's events on it.
    bus,
    // "Is the new track saved?" is answered without a request when the outbox or the lists know.
    savedKnown: (uri) => saved.known(uri),
    // The day's request budget stretches the read rhythm as it is spent (core/features/usage/daily-budget.ts).
    requestSaving: () => {
      const endpoints = account.session.endpoints()
      const now = ports.clock.now()
      if (!endpoints) return { level: 'normal', freeAt: now }
      const budget = account.budgets.of(endpoints)
      const level = budget.saving(now)
      // When it frees matters only once it stopped: not walked at every other step.
      return { level, freeAt: level === 'stopped' ? budget.freeAt(now) : now }
    },
    // The heart saves like the library window (shown everywhere at once) through the outbox (never lost, never twice).
    save: (uri, value, name) => void saved.setSaved([uri], value, [name]),
    feed, // while Soloist plays, its events stand in for the player's reads
    // A play with nothing playing goes to the device that last played, after a restart too.
    lastDevice: createLastDevice(account.documents),
  })
}

/** Core's bus: one listener that throws is logged, and the others still hear the event. */
export function coreBus(ports: EncorePorts): EventBus {
  return new EventBus(
    (event, error) => ports.logger.error('A listener failed on core’s bus', { event, error }),
    // Notices reach the page, the desktop's notifications and the command line: in a listener's words there.
    (event, payload) =>
      event === 'notice' ? forPerson(payload as Notice, ports.logger, 'A notice') : payload,
  )
}

/** Lyrics follow playback.state on the bus; LRCLIB is asked only while they are on and a page shows them. */
export function lyricsFor(
  ports: EncorePorts,
  bus: EventBus,
  account: Account,
  queue: () => Promise<{ upNext: readonly Track[] }>,
  speaks: () => ShownLanguage,
) {
  return createLyricsService({
    bus,
    language: speaks,
    settings: () => account.settings.get(),
    address: () => lrclibAddressFor(account.session.endpoints(), account.settings.get().lyrics.address),
    documents: account.documents,
    clock: ports.clock,
    logger: ports.logger,
    userAgent: `${ports.identity.name}/${ports.identity.version} (Spotify remote control and mini player)`,
    // Reading the queue also lets Next show what comes at once.
    comingNext: async () => (await queue()).upNext[0] ?? null,
    ...(ports.japaneseReader ? { japaneseReader: ports.japaneseReader } : {}),
  })
}

/** Updates from the project's releases: once a day and on demand (About), downloaded once agreed. */
export function updatesFor(
  ports: EncorePorts,
  bus: CoreBus,
  documents: Account['documents'],
  language: () => ShownLanguage,
) {
  return createUpdates(ports.updates, {
    version: ports.identity.version,
    platform: ports.runtime?.platform ?? process.platform,
    arch: ports.runtime?.arch ?? process.arch,
    clock: ports.clock,
    logger: ports.logger,
    bus,
    documents,
    language,
  })
}

/** `app.*`: what Encore is, its requests and capabilities, About, and a wake. */
export function appHandlersFor(
  ports: EncorePorts,
  account: Account,
  readPlayer: () => void,
): Omit<HandlersOf<'app'>, 'app.notices'> {
  const about = createAboutReader(
    ports.identity,
    ports.runtime ?? { versions: {}, platform: 'unknown', arch: 'unknown' },
    ports.logger,
  )
  return {
    'app.info': (): AppInfo => ({
      name: ports.identity.name,
      version: ports.identity.version,
      mode: ports.identity.mode,
      service: account.serviceKind(),
    }),
    'app.ping': ({ nonce }) => ({ nonce, receivedAt: ports.clock.now() }),
    'app.requests': () => account.requestCounts(),
    'app.capabilities': () => account.capabilities.current(),
    'app.about': () => about(),
    // The computer woke or the network came back: a waiting sign-in is tried and the player read at once (the
    // tray, MPRIS and the media session follow its state), not at their next turn.
    'app.wake': () => {
      account.session.retryNow()
      readPlayer()
      return null
    },
  }
}
