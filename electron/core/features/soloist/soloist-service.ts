import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ShownLanguage, SoloistChange, SoloistState } from '../../../contract'
import { wordsIn } from '../../base/words'
import { soloistWords } from './soloist-words'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import { Emitter, type Event } from '../../base/emitter'
import { EncoreError } from '../../base/errors'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock, EncorePorts, Logger, SecretStore, SoloistPorts } from '../../base/ports'
import type { Redactor } from '../../base/security/redact'
import { nodeRuntimeFiles, readEndpoint, type RuntimeFiles, type SoloistEndpoint } from './endpoint'
import { endpointTrust, type EndpointTrust } from './socket-owner'
import type { FeedClient, FeedClientOptions } from './feed-client'
import { createSoloistLink, type SoloistLink, type SoloistSource } from './link'
import { findOnPath, listens } from './local-soloist'
import { nodeSoloistSpawner } from './node-spawner'
import { createSoloistKey } from './soloist-key'
import type { FeedChange } from './engine-feed'
import {
  applyChange,
  configFrom,
  SOLOIST_DOCUMENT,
  soloistSupported,
  type SoloistConfig,
} from './soloist-config'
import { noticesOf, soloistStateOf } from './soloist-state'
import type { SoloistSpawner } from './supervisor'

/**
 * Settings → This computer: keeps the person's choice (on/off, the program, the device name; the key in the
 * secret store), and keeps one Soloist link to match it: Encore's own child, a Soloist already listening in
 * Encore's Soloist folder, or the demo's stand-in while the demo is signed in. Says its state on
 * `soloist.changed` and what goes wrong (an expiring build, a wrong key…) as notices once each.
 */
export interface SoloistServiceDeps {
  bus: CoreBus
  clock: Clock
  logger: Logger
  documents: JsonDocuments
  secretStore?: SecretStore | undefined
  redactor?: Redactor | undefined
  platform: string
  /** Core's data folder: Soloist's own goes in `soloist/` there. */
  dataDir?: string | undefined
  ports?: SoloistPorts | undefined
  /** Test seams: the child process, its runtime files, the socket, whether an endpoint listens. */
  spawn?: SoloistSpawner
  files?: RuntimeFiles
  connect?: (options: FeedClientOptions) => FeedClient
  listens?: (endpoint: SoloistEndpoint) => Promise<boolean>
  /** Whose the listener on a port is (and, given a pid, whether that process holds it). */
  trust?: (port: number, pid?: number) => Promise<EndpointTrust>
  /** The language its words are said in, asked each time (Settings', else the system's); absent: English. */
  language?: () => ShownLanguage
}

export interface SoloistService {
  handlers: HandlersOf<'soloist'>
  state(): SoloistState
  /** `soloist.set` and `soloist.chooseBinary`, for code beside core and tests. */
  set(change: SoloistChange): Promise<SoloistState>
  chooseBinary(): Promise<SoloistState>
  /** The link to the Soloist in use (for the playback engine's feed); null while none is. */
  link(): SoloistLink | null
  /** Hears the feed and the child's status as they change, whichever link is current. */
  onFeed: Event<FeedChange>
  /** The name the current link's device has in the Web API's device list (null: no link). */
  deviceName(): string | null
  /** The demo service started (its stand-in's folder and name) or stopped (null). */
  demoStandIn(standIn: { dataDir: string; deviceName: string } | null): void
  /** Waits until the link matches the latest change (tests). */
  settled(): Promise<void>
  dispose(): Promise<void>
}

export function createSoloistService(deps: SoloistServiceDeps): SoloistService {
  const { bus, logger } = deps
  const files = deps.files ?? nodeRuntimeFiles
  const soloistDir = deps.dataDir ? join(deps.dataDir, 'soloist') : join(tmpdir(), 'encore-soloist')
  const supported = soloistSupported(deps.platform)
  let config = configFrom(deps.documents.read(SOLOIST_DOCUMENT))
  const key = createSoloistKey({ ...deps, onChange: () => void reconcile() })
  let foundOnPath: string | null = null
  const demo = createDemoStandIn(bus, () => void reconcile())
  let link: SoloistLink | null = null
  let linkKey: string | null = null
  let chain: Promise<void> = Promise.resolve()
  let disposed = false
  const feedChanges = new Emitter<FeedChange>()
  let linkedName: string | null = null

  const desired = () =>
    desiredSource({
      demo: demo.using(),
      runs: supported && config.enabled,
      config,
      apiKey: key.value(),
      dataDir: soloistDir,
      spawn: deps.spawn ?? nodeSoloistSpawner,
    })

  async function step(): Promise<void> {
    let source = desired()
    const wanted = linkKeyOf(source, key.generation())
    if (wanted === linkKey || disposed) return
    const old = link
    link = null
    linkKey = null
    if (old) await old.dispose()
    if (source?.kind === 'child') source = await oneListeningOr(source, folderOf(deps, files, soloistDir))
    if (disposed || source === null) return publish()
    link = linkTo(deps, files, source, (change) => {
      feedChanges.fire(change)
      publish()
    })
    linkKey = wanted
    // The demo's stand-in registers its own name; Encore's child (or one found in its folder) the configured one.
    linkedName = demo.using()?.deviceName ?? config.deviceName
    publish()
  }

  function reconcile(): Promise<void> {
    chain = chain.then(step).catch((error: unknown) => {
      logger.error('soloist: could not follow Settings', { error: String(error) })
    })
    return chain
  }

  const language = () => deps.language?.() ?? 'en'
  const state = (): SoloistState =>
    soloistStateOf({
      supported,
      config,
      language: language(),
      keySet: key.value() !== null,
      keyKept: key.keptWords(language()),
      foundOnPath,
      canChooseFile: deps.ports?.chooseFile !== undefined,
      demo: demo.using(),
      link,
    })

  const publisher = createStatePublisher(bus)
  const publish = () => (disposed ? undefined : publisher.publish(state()))

  async function change(input: SoloistChange): Promise<SoloistState> {
    const next = applyChange(config, input, language())
    if (input.forgetKey) await key.forget()
    if (input.apiKey !== undefined) await key.set(input.apiKey.trim())
    const configChanged = JSON.stringify(next) !== JSON.stringify(config)
    if (configChanged) deps.documents.write(SOLOIST_DOCUMENT, next)
    config = next
    // A new start is a new chance: what went wrong before is said again if it happens again.
    if (configChanged || input.apiKey !== undefined) publisher.sayAgain()
    await reconcile()
    publish()
    return state()
  }

  void findOnPath(deps.ports?.pathVariable).then((found) => {
    foundOnPath = supported ? found : null
    publish()
  })
  void key.load()

  const chooseBinary = async () => {
    const chosen = await chooseWith(deps.ports?.chooseFile, language())
    return chosen === null ? state() : change({ binary: chosen })
  }

  return {
    handlers: {
      'soloist.get': () => state(),
      'soloist.set': (input) => change(input),
      'soloist.chooseBinary': chooseBinary,
    },
    state,
    set: change,
    chooseBinary,
    link: () => link,
    deviceName: () => (link ? linkedName : null),
    onFeed: feedChanges.event,
    demoStandIn: (standIn) => demo.set(standIn),
    settled: () => chain,
    async dispose() {
      demo.dispose()
      disposed = true
      // Soloist gets its SIGTERM now, before anything is awaited: the app may be quitting.
      const stopping = link?.dispose()
      link = null
      await chain
      await stopping
    },
  }
}

/** Encore's Soloist folder, and how to tell whether what it names listens and is this user's. */
function folderOf(deps: SoloistServiceDeps, files: RuntimeFiles, dir: string) {
  return {
    files,
    dir,
    listening: deps.listens ?? listens,
    trust: deps.trust ?? endpointTrust,
    logger: deps.logger,
  }
}

/** The link to `source`, telling `changed` of each change of its feed and status. */
function linkTo(
  deps: SoloistServiceDeps,
  files: RuntimeFiles,
  source: SoloistSource,
  changed: (change: FeedChange) => void,
): SoloistLink {
  return createSoloistLink({
    source,
    files,
    clock: deps.clock,
    logger: deps.logger,
    ...(deps.connect ? { connect: deps.connect } : {}),
    ...(deps.language ? { language: deps.language } : {}),
    onChange: (view, status, state) => changed({ view, status, state }),
  })
}

/**
 * A Soloist left listening in Encore's folder (started by hand, or by an Encore that crashed) is used, when it
 * is this user's. Files that name a port nobody listens on, or another user's listener (a crash left them, and
 * a stranger took the port), are cleared before Encore starts its own.
 */
async function oneListeningOr(
  source: SoloistSource,
  folder: {
    files: RuntimeFiles
    dir: string
    listening: (endpoint: SoloistEndpoint) => Promise<boolean>
    trust: (port: number) => Promise<EndpointTrust>
    logger: Logger
  },
): Promise<SoloistSource> {
  const endpoint = await readEndpoint(folder.files, folder.dir)
  if (!endpoint) return source
  // Whose it is first: nothing, not even a connection, goes to another user's listener.
  const usable = (await folder.trust(endpoint.port)) !== 'foreign' && (await folder.listening(endpoint))
  if (!usable) {
    folder.logger.info('soloist: runtime files left behind cleared (nothing of this user listens there)', {
      port: endpoint.port,
    })
    await folder.files.clear(folder.dir).catch(() => undefined)
    return source
  }
  folder.logger.info('soloist: using the one already listening', { port: endpoint.port })
  return { kind: 'existing', dataDir: folder.dir }
}

/** Says the state on the bus when it changed, and each warning and problem in it as a notice once. */
function createStatePublisher(bus: CoreBus): { publish(now: SoloistState): void; sayAgain(): void } {
  let last = ''
  const told = new Set<string>()
  return {
    publish(now) {
      const text = JSON.stringify(now)
      if (text === last) return
      last = text
      bus.emit('soloist.changed', now)
      // Each warning and each problem is a notice once (Settings keeps showing it).
      for (const notice of noticesOf(now).filter((notice) => !told.has(notice.message))) {
        told.add(notice.message)
        bus.emit('notice', notice)
      }
    },
    /** A new start is a new chance: what went wrong before is said again if it happens again. */
    sayAgain: () => told.clear(),
  }
}

/** Which link a source needs; the key is named by its generation, so it never sits in a string. */
const linkKeyOf = (source: SoloistSource | null, keyGeneration: number) =>
  source?.kind === 'child'
    ? JSON.stringify([source.binary, source.deviceName, source.dataDir, keyGeneration])
    : source && `existing:${source.dataDir}`

type StandIn = { dataDir: string; deviceName: string }

/** The demo's stand-in, used while the demo is signed in; `changed` is called when that turns. */
function createDemoStandIn(bus: CoreBus, changed: () => void) {
  let standIn: StandIn | null = null
  let signedIn = false
  const stop = bus.on('session.changed', ({ profile, status }) => {
    const now = profile === 'demo' && status !== 'signed-out'
    if (now === signedIn) return
    signedIn = now
    changed()
  })
  return {
    /** The stand-in to link to now, or null. */
    using: (): StandIn | null => (signedIn ? standIn : null),
    set(next: StandIn | null) {
      standIn = next
      changed()
    },
    dispose: () => stop.dispose(),
  }
}

/** Which Soloist to link to: the demo's stand-in, Encore's own child once all is set, or none. */
function desiredSource(facts: {
  demo: { dataDir: string } | null
  runs: boolean
  config: SoloistConfig
  apiKey: string | null
  dataDir: string
  spawn: SoloistSpawner
}): SoloistSource | null {
  const { config, apiKey } = facts
  if (facts.demo) return { kind: 'existing', dataDir: facts.demo.dataDir }
  if (!facts.runs || !config.binary || !apiKey) return null
  const { binary, deviceName } = config
  return { kind: 'child', binary, apiKey, deviceName, dataDir: facts.dataDir, spawn: facts.spawn }
}

/** The file dialog's answer: the chosen path, or null when cancelled; none in browser mode, said so. */
async function chooseWith(
  chooseFile: SoloistPorts['chooseFile'],
  language: ShownLanguage,
): Promise<string | null> {
  const say = wordsIn(soloistWords, language)
  if (!chooseFile) throw new EncoreError('UNAVAILABLE', say('setting.chooseNeedsDesktop'))
  return chooseFile({ title: say('setting.chooseTitle') })
}

/** What the service takes from core's ports. */
export function soloistDepsOf(
  ports: EncorePorts,
  language?: () => ShownLanguage,
): Omit<SoloistServiceDeps, 'bus' | 'documents'> {
  return {
    ...(language ? { language } : {}),
    clock: ports.clock,
    logger: ports.logger,
    secretStore: ports.secretStore,
    redactor: ports.redactor,
    platform: ports.environment?.platform ?? 'linux',
    dataDir: ports.dataDir,
    ports: ports.soloist,
  }
}
