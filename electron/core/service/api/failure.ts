import type { Logger } from '../../base/ports'
import { accountRefusal } from './account-refusals'
import type { OperationAvailability } from './availability'
import {
  ApiError,
  InsufficientScopeError,
  PlaylistItemsUnavailableError,
  UnavailableOperationError,
  UnexpectedResponseError,
} from './errors'
import type { OperationId, OperationSpec } from './operations'
import { refusesOperation } from './unavailable'

/** Operations whose 403 may be the 2026 refusal of a playlist the user neither owns nor collaborates on. */
const playlistItemReads: readonly OperationId[] = ['playlists.getItems', 'playlists.getTracks']

export interface FailedAnswer {
  operation: OperationId
  spec: OperationSpec
  pathParams: Readonly<Record<string, string>>
  status: number
  /** The service's message, already redacted. */
  message: string
  reason: string | undefined
}

/**
 * The typed error of an answer that is not a success (429s and 401s are the transport's to handle first).
 * In order: the account refusals, a removal of the operation (learned from now on), a scope refusal, the 2026
 * refusal of a playlist's items, and otherwise an ApiError quoting the service.
 */
export function failureOf(answer: FailedAnswer, availability: OperationAvailability, logger: Logger): Error {
  const { operation, status, message, reason } = answer
  if (status < 400) return new UnexpectedResponseError(operation, `status ${status}`)
  const refusal = reason ? undefined : accountRefusal(operation, status, message)
  if (refusal) return refusal
  if (refusesOperation(answer.spec, status, message, reason)) {
    // Learn, do not guess: from now on this operation is not sent to this service again.
    if (availability.learn(operation))
      logger.info('the service no longer offers an operation', { operation, status })
    return new UnavailableOperationError(operation, { why: 'refused', status })
  }
  if (status === 403 && !reason && /scope/i.test(message)) return new InsufficientScopeError([], operation)
  const playlistId = answer.pathParams['playlist_id']
  if (status === 403 && !reason && playlistId !== undefined && playlistItemReads.includes(operation)) {
    return new PlaylistItemsUnavailableError(operation, playlistId)
  }
  return new ApiError(status, message, operation, reason)
}
