import type { Clock } from '../clock'
import { QuotaWindow } from './quota-window'

/**
 * The account-level refusals of service-2026.md §5, which apply in every API mode: a user not on the app's
 * list, the app owner's lapsed Premium, and the developer account's quota.
 */
export interface AccountSettings {
  /** Requests allowed per quota window; null: no quota. */
  quota: number | null
  quotaWindowSeconds: number
  /** Every /v1 call answers 403 "The user is not registered for this application…". */
  unregisteredUser: boolean
  /** Every /v1 call answers 403 "Active premium subscription required for the owner of the app". */
  ownerPremiumLapsed: boolean
}

export const DEFAULT_ACCOUNT: AccountSettings = {
  quota: null,
  quotaWindowSeconds: 86_400,
  unregisteredUser: false,
  ownerPremiumLapsed: false,
}

/** The messages the real service sends (service-2026.md §5). */
export const ACCOUNT_MESSAGES = {
  unregistered:
    'The user is not registered for this application. Please check your settings on https://developer.spotify.com/dashboard.',
  ownerPremium: 'Active premium subscription required for the owner of the app',
  quota: 'Too many requests',
} as const

export type AccountVerdict =
  | { kind: 'pass' }
  | { kind: 'refuse'; status: 403; message: string }
  | { kind: 'refuse'; status: 429; message: string; reason: 'QUOTA_EXCEEDED'; retryAfterSeconds: number }

/** Checks and completes account settings; throws a RangeError naming the setting when one is wrong. */
export function checkAccountSettings(settings: AccountSettings): AccountSettings {
  const { quota, quotaWindowSeconds } = settings
  if (quota !== null && (!Number.isInteger(quota) || quota < 1))
    throw new RangeError('quota must be a whole number of requests of at least 1 (or null for none)')
  if (!Number.isInteger(quotaWindowSeconds) || quotaWindowSeconds < 1)
    throw new RangeError('quotaWindowSeconds must be a whole number of seconds of at least 1')
  return { ...settings }
}

/** Decides, per authenticated /v1 request, whether the account lets it through. */
export class AccountRefusals {
  private settings: AccountSettings
  private readonly window = new QuotaWindow()

  constructor(
    private readonly clock: Clock,
    initial: AccountSettings,
  ) {
    this.settings = checkAccountSettings(initial)
  }

  get(): AccountSettings {
    return { ...this.settings }
  }

  /** Changes the two switches. */
  set(patch: Partial<Pick<AccountSettings, 'unregisteredUser' | 'ownerPremiumLapsed'>>): AccountSettings {
    this.settings = checkAccountSettings({ ...this.settings, ...patch })
    return this.get()
  }

  /** A new quota (null: none) and window; either way the count starts again from an empty window. */
  setQuota(quota: number | null, windowSeconds = DEFAULT_ACCOUNT.quotaWindowSeconds): AccountSettings {
    this.settings = checkAccountSettings({ ...this.settings, quota, quotaWindowSeconds: windowSeconds })
    this.window.clear()
    return this.get()
  }

  /** The owner's Premium is app-wide, so it is checked first; the quota counts only what gets past both. */
  judge(): AccountVerdict {
    const s = this.settings
    if (s.ownerPremiumLapsed) return { kind: 'refuse', status: 403, message: ACCOUNT_MESSAGES.ownerPremium }
    if (s.unregisteredUser) return { kind: 'refuse', status: 403, message: ACCOUNT_MESSAGES.unregistered }
    if (s.quota !== null) {
      const retryAfterSeconds = this.window.take(this.clock.now(), s.quota, s.quotaWindowSeconds * 1000)
      if (retryAfterSeconds !== null) {
        return {
          kind: 'refuse',
          status: 429,
          message: ACCOUNT_MESSAGES.quota,
          reason: 'QUOTA_EXCEEDED',
          retryAfterSeconds,
        }
      }
    }
    return { kind: 'pass' }
  }
}
