import type { SessionState, ShownLanguage } from '../../../contract'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import { createDisposables } from '../../base/disposables'
import type { CoreBus } from '../../base/bridge/event-bus'
import { serviceKeyOf } from '../../service/service-key'
import { createOutbox } from './outbox'
import type { QueuedChange } from './outbox-entries'
import { createOutboxStore, type OutboxOwner } from './outbox-file'
import type { Outbox, OutboxStep } from './outbox-types'

export type { ChangeHandler, Outbox, OutboxPart, OutboxStep, Outcome, SendContext } from './outbox-types'
export type { OutboxOwner } from './outbox-file'
export {
  LOCAL_PLAYLIST_PREFIX,
  isLocalPlaylistId,
  subjectOf,
  withPlaylistId,
  type NewPlaylistDetails,
  type OutboxChange,
  type PlaylistCreateChange,
  type PlaylistDetailsPatch,
  type QueuedChange,
  type SavedChange,
} from './outbox-entries'
import type { AccountDataDeps } from '../../service/account-deps'
export { verdictOf } from './outbox-waits'
export { savedItemOf, savedSending } from './saved-sender'

/**
 * The outbox in core: one per app, holding the signed-in user's waiting changes (their own file per service
 * and user), following core's bus: the session (another user's changes are never sent as this one's; a
 * sign-out the person asked for drops what waited, after the page asked them) and the player's state (the
 * service answers again: what waited for it goes). The library and the playlist editor give it their changes
 * and say how each kind is sent.
 */

export interface OutboxServiceDeps extends AccountDataDeps {
  bus: CoreBus
  serviceName(): string
  /** The language its words are said in now; English when not given. */
  language?: () => ShownLanguage
  /** Test seam: stop as a crash would at this step (core tests of exactly once). */
  crashAt?: ((step: OutboxStep, entry: QueuedChange) => boolean) | undefined
}

export interface OutboxService {
  outbox: Outbox
  handlers: HandlersOf<'outbox'>
  dispose(): Promise<void>
}

/** Whose changes these are: the signed-in user on the service their data is kept under (serviceKeyOf). */
export function ownerOf(state: SessionState, apiUrl: string | undefined): OutboxOwner | null {
  if (state.status !== 'signed-in' || !apiUrl) return null
  return { service: serviceKeyOf({ profile: state.profile, apiUrl }), userId: state.user.id }
}

export function createOutboxService(deps: OutboxServiceDeps): OutboxService {
  const { bus } = deps
  const outbox = createOutbox({
    clock: deps.clock,
    logger: deps.logger,
    store: createOutboxStore(deps.dataDir, deps.logger, () => deps.clock.now()),
    api: deps.api,
    serviceName: deps.serviceName,
    language: deps.language,
    emit: (state) => bus.emit('outbox.changed', state),
    notice: (notice) => bus.emit('notice', notice),
    crashAt: deps.crashAt,
  })
  // What the outbox holds until it is disposed, undone in reverse: its listening, then its send timer.
  const held = createDisposables((error) => deps.logger.error('The outbox failed to stop a part', { error }))
  held.add(outbox)
  held.add(
    bus.on('session.changed', (state) => {
      // A sign-out the person asked for drops what waited (the page asked them first); any other end keeps it
      // for when the same user signs in again.
      const asked = state.status === 'signed-out' && state.reason?.code === 'signed-out'
      outbox.sessionChanged(ownerOf(state, deps.apiUrl()), asked)
    }),
  )
  // The player read the service again: what waited for it to be back goes now.
  held.add(
    bus.on('playback.state', ({ status }) => {
      if (status !== 'offline' && status !== 'rate-limited' && status !== 'signed-out') {
        outbox.nudge(['offline', 'service-error'])
      }
    }),
  )
  // The service let the account in again (the app's user list, the owner's Premium).
  held.add(
    bus.on('capabilities.changed', ({ refusal }) => {
      if (refusal === null) outbox.nudge(['account'])
    }),
  )
  return {
    outbox,
    handlers: {
      'outbox.list': () => outbox.state(),
      'outbox.cancel': ({ id }) => outbox.cancel(id),
    },
    dispose: () => held.dispose(),
  }
}
