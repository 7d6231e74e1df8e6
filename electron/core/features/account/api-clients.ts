import type { ServiceKind, Settings } from '../../../contract'
import { createApiClient, type ApiClient, type ApiClientOptions, type Generation } from '../../service/api'
import type { TokenProvider } from '../../service/api/token-provider'
import type { ServiceEndpoints } from '../auth'
import type { CapabilitiesService } from '../../service/capabilities/capabilities-service'
import { keyOfService, learnedRemovalsOn } from '../../service/capabilities/learned-removals-store'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { EncorePorts } from '../../base/ports'
import type { RequestBudgets } from '../usage'

/** The generation a profile's service speaks: the demo the classic API, Spotify today's unless extended. */
export function generationFor(profile: ServiceKind, values: Settings): Generation {
  return profile === 'demo' || values.spotify.extendedQuota ? 'classic' : '2026'
}

export interface ApiClients {
  /** The client of these endpoints: the same one while they stay the session's, a new one after. */
  clientFor(endpoints: ServiceEndpoints): ApiClient
  /** Drops the client (and anything it cached): the next call makes one anew. */
  forget(): void
  /** Whether a client is held now. */
  holding(): boolean
}

/** One API client per signed-in service; a new sign-in (other endpoints) or generation gets a new one. */
export function createApiClients(deps: {
  ports: Pick<EncorePorts, 'clock' | 'logger'>
  settings: () => Settings
  tokenProvider: () => TokenProvider
  documents: JsonDocuments
  capabilities: CapabilitiesService
  budgets: RequestBudgets
  options: Partial<Omit<ApiClientOptions, 'baseUrl' | 'tokenProvider'>> | undefined
}): ApiClients {
  let client: { endpoints: ServiceEndpoints; api: ApiClient } | undefined
  const { options } = deps
  return {
    clientFor(endpoints) {
      if (client?.endpoints === endpoints) return client.api
      const api = createApiClient({
        baseUrl: endpoints.apiUrl,
        tokenProvider: deps.tokenProvider(),
        clock: deps.ports.clock,
        logger: deps.ports.logger,
        // Every Client ID registered today speaks the 2026 API (service-2026.md); the demo and apps with
        // extended quota the classic one.
        generation: generationFor(endpoints.profile, deps.settings()),
        learnedRemovals: learnedRemovalsOn(
          deps.documents,
          keyOfService(endpoints.apiUrl, endpoints.clientId),
        ),
        account: deps.capabilities.accountListener,
        gate: deps.budgets.gateOf(endpoints),
        ...options,
        scheduler: {
          budget: deps.settings().requestBudget.per30Seconds,
          ...options?.scheduler,
        },
      })
      client = { endpoints, api }
      return api
    },
    forget: () => {
      client = undefined
    },
    holding: () => client !== undefined,
  }
}
