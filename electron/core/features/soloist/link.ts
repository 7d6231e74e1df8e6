import type { ShownLanguage } from '../../../contract'
import type { Clock, Logger } from '../../base/ports'
import { readEndpoint, type RuntimeFiles } from './endpoint'
import { initialFeedState, feedView, type FeedState, type FeedView } from './feed'
import { connectFeed, type FeedClient, type FeedClientOptions } from './feed-client'
import type { SoloistCommand } from './protocol'
import {
  createSoloistSupervisor,
  type SoloistSpawner,
  type SoloistStatus,
  type SoloistSupervisor,
} from './supervisor'

/**
 * Soloist and its feed together: either Encore's own child (the supervisor) or a Soloist already running
 * with `--ws` (found by its data folder's runtime files), and a feed client kept connected to wherever it
 * listens now: a new endpoint after a restart, a reconnection after a dropped socket. What the playback engine
 * and Settings will use; it decides nothing the feed's state machine does not.
 */

export type SoloistSource =
  | {
      kind: 'child'
      binary: string
      apiKey: string
      deviceName: string
      dataDir: string
      spawn: SoloistSpawner
    }
  | { kind: 'existing'; dataDir: string }

export interface SoloistLinkOptions {
  source: SoloistSource
  files: RuntimeFiles
  clock: Clock
  logger: Logger
  /** `state` is the feed's whole state (Soloist's last error event included). */
  onChange?: (view: FeedView, status: SoloistStatus | null, state: FeedState) => void
  /** The language Encore's own Soloist's words are said in; absent: English. */
  language?: () => ShownLanguage
  /** The socket's client; the real one unless a test says otherwise. */
  connect?: (options: FeedClientOptions) => FeedClient
}

export interface SoloistLink {
  view(): FeedView
  /** The child's status; null for a Soloist Encore did not start. */
  status(): SoloistStatus | null
  activeDevice(isSoloist: boolean): void
  send(command: SoloistCommand): boolean
  dispose(): Promise<void>
}

/** How often a Soloist that is not Encore's own is looked for, and a dropped socket tried again. */
export const LOOK_AGAIN_MS = 2_000

export function createSoloistLink(options: SoloistLinkOptions): SoloistLink {
  const { clock, logger, source } = options
  const connect = options.connect ?? connectFeed
  let client: FeedClient | undefined
  let url: string | null = null
  let feedState: FeedState = initialFeedState
  let activeFromWebApi = false
  let disposed = false
  let retry: unknown
  /** Which client is current: a replaced one's late events (its close, mostly) are not this feed's news. */
  let generation = 0

  const changed = () => options.onChange?.(feedView(feedState), supervisor?.status() ?? null, feedState)

  const open = (next: string) => {
    client?.dispose()
    url = next
    const mine = ++generation
    client = connect({
      url: next,
      clock,
      logger,
      onView: (_view, state) => {
        if (mine !== generation) return
        feedState = state
        changed()
        if (state.socket === 'closed' && !disposed) lookAgain()
      },
    })
    client.activeDevice(activeFromWebApi)
  }

  const drop = () => {
    generation += 1
    client?.dispose()
    client = undefined
    url = null
    feedState = { ...initialFeedState, active: feedState.active }
  }

  /** After a dropped socket: connect again where the runtime files say Soloist listens now. */
  function lookAgain() {
    if (retry !== undefined || disposed) return
    retry = clock.setTimeout(() => {
      retry = undefined
      if (disposed) return
      // A new endpoint may have been connected meanwhile (the child's restart): only a closed feed is retried.
      if (feedState.socket !== 'closed') return
      if (supervisor) {
        const endpoint = supervisor.status().endpoint
        if (endpoint) open(endpoint.url)
        return
      }
      void readEndpoint(options.files, source.dataDir).then((endpoint) => {
        if (disposed || feedState.socket !== 'closed') return
        if (endpoint) open(endpoint.url)
        else lookAgain()
      })
    }, LOOK_AGAIN_MS)
  }

  const supervisor: SoloistSupervisor | undefined =
    source.kind === 'child'
      ? createSoloistSupervisor({
          ...source,
          files: options.files,
          clock,
          logger,
          ...(options.language ? { language: options.language } : {}),
          onStatus: (status) => {
            if (status.endpoint && status.endpoint.url !== url) open(status.endpoint.url)
            if (!status.endpoint && url !== null) drop()
            changed()
          },
        })
      : undefined

  if (supervisor) supervisor.start()
  else {
    void readEndpoint(options.files, source.dataDir).then((endpoint) => {
      if (disposed) return
      if (endpoint) open(endpoint.url)
      else lookAgain()
    })
  }

  return {
    view: () => feedView(feedState),
    status: () => supervisor?.status() ?? null,
    activeDevice(isSoloist) {
      activeFromWebApi = isSoloist
      client?.activeDevice(isSoloist)
    },
    send: (command) => client?.send(command) ?? false,
    async dispose() {
      disposed = true
      if (retry !== undefined) clock.clearTimeout(retry)
      drop()
      await supervisor?.dispose()
    },
  }
}
