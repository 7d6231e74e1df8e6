import type { Disposable } from '../../base/disposables'
import type { AccountRefusal, Capabilities, ShownLanguage } from '../../../contract'
import type { AccountListener, ApiClient, Availability } from '../api'
import type { EncoreError } from '../../base/errors'
import type { Clock } from '../../base/ports'
import { capabilitiesOf, refusalOf } from './capabilities'

export interface CapabilitiesDeps {
  clock: Clock
  /** What the chosen service offers while no client runs (from the settings and what was learned). */
  idleAvailability(): Availability
  emit(capabilities: Capabilities): void
  /** The language its words are said in now; English when not given. */
  language?: () => ShownLanguage
}

export interface CapabilitiesService {
  current(): Capabilities
  /** What the session's API client is given: it reports refusals of the account and successes here. */
  readonly accountListener: AccountListener
  /** Follows the signed-in session's client (undefined: nobody is signed in). */
  follow(client: ApiClient | undefined): void
  /** The settings changed (profile, extended quota): derive again. */
  refresh(): void
  dispose(): void
}

/**
 * The capability list every view reads: derived from the generation and what the client learned, plus the
 * refusal of the account when one stands (cleared by the next answer, or at the quota's reset).
 */
export function createCapabilitiesService(deps: CapabilitiesDeps): CapabilitiesService {
  let client: ApiClient | undefined
  let stopFollowing: Disposable | undefined
  let refusal: AccountRefusal | null = null
  let resetTimer: unknown
  let last = ''

  const availability = () => client?.availability() ?? deps.idleAvailability()
  const current = () => capabilitiesOf(availability(), refusal, deps.language?.())
  const publish = () => {
    const next = current()
    const text = JSON.stringify(next)
    if (text === last) return
    last = text
    deps.emit(next)
  }
  const clearTimer = () => {
    if (resetTimer !== undefined) deps.clock.clearTimeout(resetTimer)
    resetTimer = undefined
  }
  const setRefusal = (next: AccountRefusal | null) => {
    clearTimer()
    refusal = next
    if (next?.resumesAt) {
      resetTimer = deps.clock.setTimeout(
        () => setRefusal(null),
        Math.max(0, next.resumesAt - deps.clock.now()),
      )
    }
    publish()
  }

  return {
    current,
    accountListener: {
      refused: (error: EncoreError) => setRefusal(refusalOf(error, deps.language?.())),
      answered() {
        // A success ends a refusal of the user or the owner; the quota's end is known in advance.
        if (refusal && refusal.code !== 'QUOTA_EXCEEDED') setRefusal(null)
      },
    },
    follow(next) {
      // Nobody signed in: a refusal met on the way (a failed sign-in) belongs to no session any more.
      if (!next && refusal) setRefusal(null)
      if (next === client) return
      stopFollowing?.dispose()
      client = next
      stopFollowing = next?.onAvailabilityChange(() => publish())
      if (!next) setRefusal(null)
      else publish()
    },
    refresh: publish,
    dispose() {
      clearTimer()
      stopFollowing?.dispose()
    },
  }
}
