import type { CoreBus } from '../../base/bridge/event-bus'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock, Logger, UpdatePorts, UpdateSource } from '../../base/ports'
import { feedFileFor, feedUrlOf, gitHubProjectOf, newerVersionInFeed, releasePageOf } from './release-source'
import { updateRoute, type InstallKind } from './update-policy'
import { createUpdateService, type UpdateService } from './update-service'

export type { InstallKind, UpdatePorts, UpdateService, UpdateSource }

export interface UpdateDeps {
  version: string
  platform: string
  arch: string
  clock: Clock
  logger: Logger
  bus: CoreBus
  documents: JsonDocuments
}

/** Wires the update service from what the shell reports: absent ports, a build that offers none. */
export function createUpdates(ports: UpdatePorts | undefined, deps: UpdateDeps): UpdateService {
  const project = gitHubProjectOf(ports?.repository)
  const feedUrl = ports?.feedUrl ?? (project ? feedUrlOf(project) : null)
  let route = updateRoute(ports?.kind ?? 'development', feedUrl !== null)
  if (route === 'self' && !ports?.selfUpdater) route = 'notice'
  const feedSource: UpdateSource = {
    check: () =>
      feedUrl
        ? newerVersionInFeed(feedUrl, feedFileFor(deps.platform, deps.arch), deps.version, deps.clock)
        : Promise.resolve(null),
  }
  return createUpdateService({
    ...deps,
    route,
    currentVersion: deps.version,
    releasePage: project ? releasePageOf(project) : null,
    source: route === 'self' && ports?.selfUpdater ? ports.selfUpdater : feedSource,
    metered: ports?.metered ?? (() => Promise.resolve(null)),
  })
}
