import { AccountNotRegisteredError, OwnerPremiumRequiredError } from './errors'

// The real service's words (service-2026.md §5); matched loosely, as its punctuation has varied.
const notRegistered = /not registered for this application/i
const ownerPremium = /premium subscription required for the owner/i

/**
 * The 403s that refuse the account rather than the request: a user missing from the app's user list, or an
 * app whose owner's Premium lapsed. Every call answers so until the owner acts; told apart by the message.
 */
export function accountRefusal(
  operation: string,
  status: number,
  message: string,
): AccountNotRegisteredError | OwnerPremiumRequiredError | undefined {
  if (status !== 403) return undefined
  if (notRegistered.test(message)) return new AccountNotRegisteredError(operation)
  if (ownerPremium.test(message)) return new OwnerPremiumRequiredError(operation)
  return undefined
}
