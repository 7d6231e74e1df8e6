import type { OperationAvailability } from './availability'
import { UnavailableOperationError } from './errors'
import type { OperationId } from './operations'

/**
 * A feature with a classic operation and the replacement later generations offer: runs `classic` while its
 * operation is available, `replacement` otherwise. When `classic` meets a removal the client learns just now,
 * the same call goes on with `replacement`, so the user's action still happens.
 */
export async function withReplacement<T>(
  availability: OperationAvailability,
  operation: OperationId,
  classic: () => Promise<T>,
  replacement: () => Promise<T>,
): Promise<T> {
  if (!availability.isAvailable(operation)) return replacement()
  try {
    return await classic()
  } catch (error) {
    const learnedNow =
      error instanceof UnavailableOperationError &&
      error.operation === operation &&
      error.why === 'refused' &&
      !availability.isAvailable(operation)
    if (learnedNow) return replacement()
    throw error
  }
}
