import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SoloistChange, SoloistState } from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import { EncoreError } from '../../base/errors'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock, EncorePorts, Logger, SecretStore, SoloistPorts } from '../../base/ports'
import type { Redactor } from '../../base/security/redact'
import { nodeRuntimeFiles, readEndpoint, type RuntimeFiles, type SoloistEndpoint } from './endpoint'
import type { FeedState, FeedView } from './feed'
import type { FeedClient, FeedClientOptions } from './feed-client'
import { createSoloistLink, type SoloistLink, type SoloistSource } from './link'
import { findOnPath, listens } from './local-soloist'
import { nodeSoloistSpawner } from './node-spawner'
import { createSoloistKey } from './soloist-key'
import {
  applyChange,
  configFrom,
  SOLOIST_DOCUMENT,
  soloistSupported,
  type SoloistConfig,
} from './soloist-config'
import { noticesOf, soloistStateOf } from './soloist-state'
import type { SoloistSpawner, SoloistStatus } from './supervisor'

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
  onFeed(listener: (view: FeedView, status: SoloistStatus | null, state: FeedState) => void): () => void
  /** The name the current link's device has in the Web API's device list (null: no link). */
  deviceName(): string | null
  /** The demo service started (its stand-in's folder and name) or stopped (null). */
  demoStandIn(standIn: { dataDir: string; deviceName: string } | null): void
  /** Waits until the link matches the latest change (tests). */
  settled(): Promise<void>
  dispose(): Promise<void>
}

export function createSoloistService(deps: SoloistServiceDeps): SoloistService {
  const { bus, clock, logger } = deps
  const files = deps.files ?? nodeRuntimeFiles
  const soloistDir = deps.dataDir ? join(deps.dataDir, 'soloist') : join(tmpdir(), 'encore-soloist')
  const supported = soloistSupported(deps.platform)
  let config = configFrom(deps.documents.read(SOLOIST_DOCUMENT))
  const key = createSoloistKey({ ...deps, onChange: () => void reconcile() })
  let foundOnPath: string | null = null
  let demo: { dataDir: string; deviceName: string } | null = null
  let demoSignedIn = false
  let link: SoloistLink | null = null
  let linkKey: string | null = null
  let chain: Promise<void> = Promise.resolve()
  let last = ''
  let disposed = false
  const told = new Set<string>()
  const feedListeners = new Set<(view: FeedView, status: SoloistStatus | null, state: FeedState) => void>()
  let linkedName: string | null = null

  const usingDemo = () => demo !== null && demoSignedIn

  const desired = () =>
    desiredSource({
      demo: usingDemo() ? demo : null,
      runs: supported && config.enabled,
      config,
      apiKey: key.value(),
      dataDir: soloistDir,
      spawn: deps.spawn ?? nodeSoloistSpawner,
    })
  // Which link a source needs; the key is named by its generation, so it never sits in a string.
  const keyOf = (source: SoloistSource | null) =>
    source?.kind === 'child'
      ? JSON.stringify([source.binary, source.deviceName, source.dataDir, key.generation()])
      : source && `existing:${source.dataDir}`

  async function step(): Promise<void> {
    let source = desired()
    const wanted = keyOf(source)
    if (wanted === linkKey || disposed) return
    const old = link
    link = null
    linkKey = null
    if (old) await old.dispose()
    if (source?.kind === 'child') {
      // A Soloist left listening in Encore's folder (started by hand, or by an Encore that crashed) is used.
      const endpoint = await readEndpoint(files, soloistDir)
      if (endpoint && (await (deps.listens ?? listens)(endpoint))) {
        logger.info('soloist: using the one already listening', { port: endpoint.port })
        source = { kind: 'existing', dataDir: soloistDir }
      }
    }
    if (disposed || source === null) return publish()
    link = createSoloistLink({
      source,
      files,
      clock,
      logger,
      ...(deps.connect ? { connect: deps.connect } : {}),
      onChange: (view, status, state) => {
        for (const listener of feedListeners) listener(view, status, state)
        publish()
      },
    })
    linkKey = wanted
    // The demo's stand-in registers its own name; Encore's child (or one found in its folder) the configured one.
    linkedName = usingDemo() ? (demo?.deviceName ?? null) : config.deviceName
    publish()
  }

  function reconcile(): Promise<void> {
    chain = chain.then(step).catch((error: unknown) => {
      logger.error('soloist: could not follow Settings', { error: String(error) })
    })
    return chain
  }

  const state = (): SoloistState =>
    soloistStateOf({
      supported,
      config,
      keySet: key.value() !== null,
      keyKept: key.keptWords(),
      foundOnPath,
      canChooseFile: deps.ports?.chooseFile !== undefined,
      demo: usingDemo() ? demo : null,
      link,
    })

  function publish(): void {
    if (disposed) return
    const now = state()
    const text = JSON.stringify(now)
    if (text === last) return
    last = text
    bus.emit('soloist.changed', now)
    // Each warning and each problem is a notice once (Settings keeps showing it).
    for (const notice of noticesOf(now).filter((notice) => !told.has(notice.message))) {
      told.add(notice.message)
      bus.emit('notice', notice)
    }
  }

  async function change(input: SoloistChange): Promise<SoloistState> {
    const next = applyChange(config, input)
    if (input.forgetKey) await key.forget()
    if (input.apiKey !== undefined) await key.set(input.apiKey.trim())
    const configChanged = JSON.stringify(next) !== JSON.stringify(config)
    if (configChanged) deps.documents.write(SOLOIST_DOCUMENT, next)
    config = next
    // A new start is a new chance: what went wrong before is said again if it happens again.
    if (configChanged || input.apiKey !== undefined) told.clear()
    await reconcile()
    publish()
    return state()
  }

  const unsubscribe = bus.on('session.changed', ({ profile, status }) => {
    const signedIn = profile === 'demo' && status !== 'signed-out'
    if (signedIn === demoSignedIn) return
    demoSignedIn = signedIn
    void reconcile()
  })

  void findOnPath(deps.ports?.pathVariable).then((found) => {
    foundOnPath = supported ? found : null
    publish()
  })
  void key.load()

  const chooseBinary = async () => {
    const chosen = await chooseWith(deps.ports?.chooseFile)
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
    onFeed(listener) {
      feedListeners.add(listener)
      return () => feedListeners.delete(listener)
    },
    demoStandIn(standIn) {
      demo = standIn
      void reconcile()
    },
    settled: () => chain,
    async dispose() {
      unsubscribe()
      disposed = true
      // Soloist gets its SIGTERM now, before anything is awaited: the app may be quitting.
      const stopping = link?.dispose()
      link = null
      await chain
      await stopping
    },
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
async function chooseWith(chooseFile: SoloistPorts['chooseFile']): Promise<string | null> {
  if (!chooseFile) {
    throw new EncoreError(
      'UNAVAILABLE',
      'Choosing a file needs the desktop app: type the whole path of the Soloist program instead.',
    )
  }
  return chooseFile({ title: 'Choose the Spotify Soloist program' })
}

/** What the service takes from core's ports. */
export function soloistDepsOf(ports: EncorePorts): Omit<SoloistServiceDeps, 'bus' | 'documents'> {
  return {
    clock: ports.clock,
    logger: ports.logger,
    secretStore: ports.secretStore,
    redactor: ports.redactor,
    platform: ports.environment?.platform ?? 'linux',
    dataDir: ports.dataDir,
    ports: ports.soloist,
  }
}
