import type {
  Capabilities,
  Notice,
  RequestCounts,
  ServiceKind,
  SessionState,
  Settings,
  SettingsSnapshot,
} from '../contract'
import {
  createApiClient,
  OperationAvailability,
  type ApiClient,
  type ApiClientOptions,
  type Generation,
} from './api'
import { createCapabilitiesService, type CapabilitiesService } from './capabilities/capabilities-service'
import { keyOfService, learnedRemovalsOn } from './capabilities/learned-removals-store'
import { DEMO_IDLE_STOP_MS, stopDemoWhenUnused } from './demo-service'
import { hotkeyConflictError, introducedHotkeyConflict } from './desktop/hotkeys'
import { createJsonDocuments, type JsonDocuments } from './files/json-documents'
import type { HandlersOf } from './bridge/dispatcher'
import { EncoreError } from './errors'
import type { DemoServiceProblem, EncorePorts } from './ports'
import type { AccountsHttp } from './auth/accounts-http'
import { createSessionService, type ServiceEndpoints, type SessionService } from './auth/session'
import { summarizeUser } from './auth/user-profile'
import { Redactor } from './security/redact'
import { createSettingsService, type SettingsService } from './settings/settings-service'
import { createRequestLedger } from './usage/request-ledger'

export interface AccountEvents {
  sessionChanged(state: SessionState): void
  settingsChanged(snapshot: SettingsSnapshot): void
  capabilitiesChanged(capabilities: Capabilities): void
  notice(notice: Notice): void
}

export interface Account {
  settings: SettingsService
  session: SessionService
  capabilities: CapabilitiesService
  /** Core's small documents in the data folder (memory only without one). */
  documents: JsonDocuments
  handlers: HandlersOf<'session' | 'settings'>
  /** The active profile, for `app.info`. */
  serviceKind(): ServiceKind
  /** The API client of the signed-in session's service; undefined while nobody is signed in. */
  api(): ApiClient | undefined
  /** The same, for work that needs a signed-in user: throws NOT_SIGNED_IN (said as such) while nobody is. */
  signedInApi(): ApiClient
  snapshot(): SettingsSnapshot
  /** Requests sent to the service in the last hour and day, every session and lane together. */
  requestCounts(): RequestCounts
  /** Renews a kept sign-in (or signs in to the demo again); call once the shell is ready. */
  start(): Promise<void>
  dispose(): Promise<void>
}

export interface AccountOptions {
  /** Test seams: the sign-in wait, the HTTP of the sign-in (token endpoint), extra API client options. */
  timeoutMs?: number
  accountsHttp?: AccountsHttp
  api?: Partial<Omit<ApiClientOptions, 'baseUrl' | 'tokenProvider'>>
}

/** What the page is told when the demo service could not use or write its state file. */
export function demoProblemNotice(problem: DemoServiceProblem): Notice {
  return problem.kind === 'not-written'
    ? {
        level: 'warning',
        code: 'NOT_KEPT',
        message: `The demo service could not save your demo library, playlists and player in ${problem.file} (${problem.reason}); your changes last until Encore quits.`,
      }
    : {
        level: 'warning',
        code: 'DEMO_STATE_RESET',
        message: `The demo service could not read ${problem.file} (${problem.reason}); it was kept aside as ${problem.setAsideAs ?? 'a copy'} and the demo starts afresh.`,
      }
}

/** Settings and the sign-in session, wired to the platform's ports and to the bridge. */
export function createAccount(
  ports: EncorePorts,
  events: AccountEvents,
  options: AccountOptions = {},
): Account {
  const redactor = ports.redactor ?? new Redactor()
  const settings = createSettingsService({
    store: ports.settingsStore,
    logger: ports.logger,
    validate(next, previous) {
      const conflict = introducedHotkeyConflict(next.hotkeys, previous.hotkeys)
      if (conflict) throw hotkeyConflictError(conflict)
    },
  })
  const ledger = createRequestLedger(ports.clock.now())
  const documents = createJsonDocuments(ports.dataDir, ports.logger, (name, error) =>
    events.notice({
      level: 'warning',
      code: 'NOT_KEPT',
      message: `Encore could not save ${name} in its data folder (${error instanceof Error ? error.message : String(error)}); what it holds is kept only until Encore quits.`,
    }),
  )
  /** The generation a profile's service speaks: the demo the classic API, Spotify today's unless extended. */
  const generationFor = (profile: ServiceKind, values: Settings = settings.get()): Generation =>
    profile === 'demo' || values.spotify.extendedQuota ? 'classic' : '2026'
  const capabilities = createCapabilitiesService({
    clock: ports.clock,
    emit: (next) => events.capabilitiesChanged(next),
    idleAvailability() {
      const values = settings.get()
      const learned =
        values.profile === 'spotify'
          ? learnedRemovalsOn(documents, keyOfService(values.spotify.apiUrl, values.spotify.clientId))
          : undefined
      return new OperationAvailability(generationFor(values.profile, values), learned).snapshot()
    },
  })

  const resolveEndpoints = async (profile: ServiceKind): Promise<ServiceEndpoints> => {
    if (profile === 'spotify') {
      const { spotify } = settings.get()
      return { profile, apiUrl: spotify.apiUrl, accountsUrl: spotify.accountsUrl, clientId: spotify.clientId }
    }
    if (!ports.demoService) {
      throw new EncoreError(
        'UNAVAILABLE',
        'The built-in demo service is not available in this build of Encore.',
      )
    }
    try {
      const demo = await ports.demoService.start({ autoApprove: settings.get().demo.skipConsent })
      return { profile, ...demo }
    } catch (error) {
      throw new EncoreError(
        'UNAVAILABLE',
        `The built-in demo service could not start (${error instanceof Error ? error.message : String(error)}).`,
      )
    }
  }

  const demoUse = stopDemoWhenUnused(ports, DEMO_IDLE_STOP_MS)
  ports.demoService?.onProblem?.((problem) => events.notice(demoProblemNotice(problem)))

  /** One client per signed-in service; a new sign-in (other endpoints) gets a new one. */
  let client: { endpoints: ServiceEndpoints; api: ApiClient } | undefined
  const apiFor = (endpoints: ServiceEndpoints): ApiClient => {
    if (client?.endpoints !== endpoints) {
      client = {
        endpoints,
        api: createApiClient({
          baseUrl: endpoints.apiUrl,
          tokenProvider: session.tokenProvider,
          clock: ports.clock,
          logger: ports.logger,
          // Every Client ID registered today speaks the 2026 API (service-2026.md); the demo and apps with
          // extended quota the classic one.
          generation: generationFor(endpoints.profile),
          learnedRemovals: learnedRemovalsOn(documents, keyOfService(endpoints.apiUrl, endpoints.clientId)),
          account: capabilities.accountListener,
          ...options.api,
          scheduler: {
            budget: settings.get().requestBudget.per30Seconds,
            ...options.api?.scheduler,
            onRequest: (at) => ledger.record(at),
          },
        }),
      }
    }
    return client.api
  }

  const session: SessionService = createSessionService({
    settings,
    resolveEndpoints,
    loadProfile: async (endpoints) =>
      summarizeUser(await apiFor(endpoints).users.getCurrentUserProfile({ lane: 'interactive' })),
    secretStore: ports.secretStore,
    urlOpener: ports.urlOpener,
    redactor,
    clock: ports.clock,
    logger: ports.logger,
    onNotKept: (reason) =>
      events.notice({
        level: 'warning',
        code: 'NOT_KEPT',
        message: `Encore could not save your sign-in in its data folder (${reason}); it lasts until Encore quits, then you sign in again.`,
      }),
    emit: (state) => {
      if (state.status === 'signed-in') capabilities.follow(api())
      if (state.status === 'signed-out') capabilities.follow(undefined)
      demoUse.sessionChanged(state)
      events.sessionChanged(state)
    },
    timeoutMs: options.timeoutMs,
    ...(options.accountsHttp ? { accountsHttp: options.accountsHttp } : {}),
  })

  const snapshot = (): SettingsSnapshot => ({
    values: settings.get(),
    secretProtection: ports.secretStore?.protection ?? 'none',
    problems: [...settings.problems],
  })
  const api = (): ApiClient | undefined => {
    const endpoints = session.state().status === 'signed-in' ? session.endpoints() : undefined
    return endpoints ? apiFor(endpoints) : undefined
  }

  settings.subscribe((next, previous) => {
    if (next.spotify.extendedQuota !== previous.spotify.extendedQuota && client) {
      // Another generation of the API: the next call gets a client that speaks it.
      client = undefined
    }
    events.settingsChanged(snapshot())
    capabilities.follow(api())
    capabilities.refresh()
  })
  // Per-user state dies with the session: the client (and anything it cached) goes with it.
  session.onSessionEnded(() => {
    client = undefined
    capabilities.follow(undefined)
  })

  return {
    settings,
    session,
    capabilities,
    documents,
    serviceKind: () => settings.get().profile,
    api,
    signedInApi: () => {
      const client = api()
      if (!client) throw new EncoreError('NOT_SIGNED_IN', 'Sign in first: nobody is signed in to a service.')
      return client
    },
    snapshot,
    requestCounts: () => ledger.counts(ports.clock.now()),
    handlers: {
      'session.get': () => session.state(),
      'session.signIn': (input) => session.signIn(input ?? {}),
      'session.cancelSignIn': () => session.cancelSignIn(),
      'session.reopenSignInPage': () => session.reopenSignInPage(),
      'session.signOut': () => session.signOut(),
      'settings.get': () => snapshot(),
      'settings.update': (patch) => {
        settings.update(patch)
        return snapshot()
      },
    },
    async start() {
      if (settings.problems.length) {
        events.notice({
          level: 'warning',
          code: 'SETTINGS_REPAIRED',
          message: `Some settings were invalid and were reset to their defaults: ${settings.problems
            .map((problem) => problem.path)
            .join(', ')}.`,
        })
      }
      try {
        await session.restore()
      } catch (error) {
        ports.logger.warn('Restoring the sign-in failed', { error })
      }
    },
    dispose: async () => {
      demoUse.dispose()
      capabilities.dispose()
      await session.dispose()
    },
  }
}
