import type { AccountRefusals } from './app-account/account-refusals'
import type { AuthorizationCodes } from './accounts/authorization-codes'
import type { ConsentMode } from './accounts/consent'
import type { TokenStore } from './accounts/token-store'
import type { Clock } from './clock'
import type { Faults } from './faults/faults'
import type { TrafficLog } from './http/traffic-log'
import type { PresentContext } from './present/present-context'

/** Everything a route module may use. One per emulator instance; routes never reach for globals. */
export interface ServiceContext extends PresentContext {
  clock: Clock
  faults: Faults
  tokens: TokenStore
  codes: AuthorizationCodes
  accounts: {
    clientIds: ReadonlySet<string>
    /** How /authorize answers: show the consent page, or approve / deny at once. Changeable by tests. */
    consent: ConsentMode
  }
  /** The account-level refusals (quota, unregistered user, owner's Premium), in every API mode. */
  account: AccountRefusals
  traffic: TrafficLog
}
