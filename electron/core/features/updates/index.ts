import type { ShownLanguage } from '../../../contract'
import type { CoreBus } from '../../base/bridge/event-bus'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock, Logger, UpdatePorts, UpdateSource } from '../../base/ports'
import { feedFileFor, feedUrlOf, newerVersionInFeed, releasePageOf, releaseProjectOf } from './release-source'
import { macUpdateBlock, routeDecision, type InstallKind, type RouteDecision } from './update-policy'
import { createUpdateService, type UpdateService } from './update-service'

export type { InstallKind, UpdatePorts, UpdateService, UpdateSource }
/** The project package.json's `repository` names (a problem report opens its issue page). */
export { gitHubProjectOf } from './release-source'

export interface UpdateDeps {
  version: string
  platform: string
  arch: string
  clock: Clock
  logger: Logger
  bus: CoreBus
  documents: JsonDocuments
  /** The language About's words are said in (Settings', else the system's); absent: English. */
  language?: () => ShownLanguage
}

/** Wires the update service from what the shell reports: absent ports, a build that offers none. */
export function createUpdates(ports: UpdatePorts | undefined, deps: UpdateDeps): UpdateService {
  const project = releaseProjectOf(ports?.repository)
  const feedUrl = ports?.feedUrl ?? (project ? feedUrlOf(project) : null)
  const facts = {
    kind: ports?.kind ?? ('development' as const),
    hasFeed: feedUrl !== null,
    hasUpdater: !!ports?.selfUpdater,
  }
  const decision = routeDecision(facts)
  const macInstall = ports?.macInstall
  // macOS: whether this copy can replace itself is known once the shell has asked codesign (a moment after
  // start); until then, and where it cannot be asked, it is offered the download.
  const settled: (() => Promise<RouteDecision>) | undefined =
    decision.route === 'self' && macInstall
      ? () =>
          macInstall().then(
            (mac) => routeDecision({ ...facts, macBlock: macUpdateBlock(mac) }),
            (error: unknown) => {
              deps.logger.warn('Updates: how this copy is signed could not be read', { error })
              return decision
            },
          )
      : undefined
  const feedSource: UpdateSource = {
    check: () =>
      feedUrl
        ? newerVersionInFeed(feedUrl, feedFileFor(deps.platform, deps.arch), deps.version, deps.clock)
        : Promise.resolve(null),
  }
  return createUpdateService({
    ...deps,
    decision,
    ...(settled ? { settleDecision: settled } : {}),
    currentVersion: deps.version,
    releasePage: project ? releasePageOf(project) : null,
    selfSource: ports?.selfUpdater ?? null,
    feedSource,
    metered: ports?.metered ?? (() => Promise.resolve(null)),
  })
}
