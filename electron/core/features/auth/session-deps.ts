import type { ServiceKind, SessionState, ShownLanguage, UserSummary } from '../../../contract'
import type { TokenProvider } from '../../service/api/token-provider'
import type { CoreBus } from '../../base/bridge/event-bus'
import type { Clock, Logger, SecretStore, UrlOpener } from '../../base/ports'
import type { Redactor } from '../../base/security/redact'
import type { SettingsService } from '../settings'
import type { AccountsHttp } from './accounts-http'
import type { RandomSource } from './pkce'
import type { ServiceEndpoints } from './session-credentials'

/** What the sign-in session is built from. Apart from session.ts so session-core.ts can take it too. */
export interface SessionDeps {
  /** The settings now, and changing them (a sign-in keeps its Client ID); changes are heard on the bus. */
  settings: Pick<SettingsService, 'get' | 'update'>
  /** Core's bus: the session follows `settings.changed` there, as every feature does. */
  bus: Pick<CoreBus, 'on'>
  /** Demo: starts the emulator; Spotify: the configured URLs and Client ID. Throws EncoreError when it cannot. */
  resolveEndpoints(profile: ServiceKind): Promise<ServiceEndpoints>
  /** Reads the signed-in user's profile (GET /me through the API client). */
  loadProfile(endpoints: ServiceEndpoints, tokens: TokenProvider): Promise<UserSummary>
  secretStore?: SecretStore
  /** Opens the authorize page in the system browser; absent in browser mode (the page opens it). */
  urlOpener?: UrlOpener
  redactor: Redactor
  clock: Clock
  logger: Logger
  emit(state: SessionState): void
  /** The sign-in could not be written to the secret store (why): it lasts until Encore quits. */
  onNotKept?: (reason: string) => void
  timeoutMs?: number
  /** The language core speaks now (Settings' choice, else the system's), asked as it speaks; absent: English. */
  language?: () => ShownLanguage
  /** Test seam: the HTTP of the sign-in (token endpoint, the demo's consent). */
  accountsHttp?: AccountsHttp
  random?: RandomSource
}
