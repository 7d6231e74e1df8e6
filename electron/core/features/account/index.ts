import {
  keyPlatformOf,
  type Notice,
  type RequestCounts,
  type ServiceKind,
  type SettingsSnapshot,
} from '../../../contract'
import { OperationAvailability, type ApiClient, type ApiClientOptions } from '../../service/api'
import { createSessionService, summarizeUser, type AccountsHttp, type SessionService } from '../auth'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import { createDisposables } from '../../base/disposables'
import {
  createCapabilitiesService,
  type CapabilitiesService,
} from '../../service/capabilities/capabilities-service'
import { keyOfService, learnedRemovalsOn } from '../../service/capabilities/learned-removals-store'
import { DEMO_IDLE_STOP_MS, stopDemoWhenUnused } from './demo-service'
import { hotkeyConflictError, introducedHotkeyConflict } from '../desktop'
import { EncoreError } from '../../base/errors'
import { createJsonDocuments, type JsonDocuments } from '../../base/files/json-documents'
import type { EncorePorts } from '../../base/ports'
import { Redactor } from '../../base/security/redact'
import { repairNotice } from './repair-follows-sign-in'
import { createSettingsService, type SettingsService } from '../settings'
import { createRequestBudgets, type RequestBudgets } from '../usage'
import { createApiClients, generationFor } from './api-clients'
import { demoProblemNotice, endpointResolver } from './service-endpoints'

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
  /** Requests sent to the service in the last 24 hours, the budget and what it saves (Settings → Requests). */
  requestCounts(): RequestCounts
  /** The day's request budget of each service. */
  budgets: RequestBudgets
  /** Renews a kept sign-in (or signs in to the demo again); call once the shell is ready. */
  start(): Promise<void>
  dispose(): Promise<void>
}

export interface AccountOptions {
  /** Test seams: the sign-in wait, the HTTP of the sign-in (token endpoint), extra API client options. */
  timeoutMs?: number
  accountsHttp?: AccountsHttp
  api?: Partial<Omit<ApiClientOptions, 'baseUrl' | 'tokenProvider'>>
  /** The request quota's window (a day): tests shrink it to meet a small emulator quota within minutes. */
  requestWindowMs?: number
}

export { demoProblemNotice }

/** A warning that something could not be written to the data folder and lasts until Encore quits. */
const notKept = (message: string): Notice => ({ level: 'warning', code: 'NOT_KEPT', message })

/**
 * Settings and the sign-in session, wired to the platform's ports. What changes is told on core's bus:
 * `session.changed`, `settings.changed`, `capabilities.changed`, and notices.
 */
export function createAccount(ports: EncorePorts, bus: CoreBus, options: AccountOptions = {}): Account {
  const notice = (notice: Notice) => bus.emit('notice', notice)
  const settings = createSettingsService({
    store: ports.settingsStore,
    logger: ports.logger,
    validate(next, previous) {
      const conflict = introducedHotkeyConflict(next.hotkeys, previous.hotkeys)
      // Said in the words of the platform Encore runs on: the page is on the same machine.
      if (conflict) throw hotkeyConflictError(conflict, keyPlatformOf(ports.environment?.platform ?? 'linux'))
    },
  })
  const documents = createJsonDocuments(ports.dataDir, ports.logger, (name, error) =>
    notice(
      notKept(
        `Encore could not save ${name} in its data folder (${error instanceof Error ? error.message : String(error)}); what it holds is kept only until Encore quits.`,
      ),
    ),
  )
  const budgets = createRequestBudgets({
    documents,
    clock: ports.clock,
    settings: () => settings.get(),
    ...(options.requestWindowMs ? { windowMs: options.requestWindowMs } : {}),
    onSetAside: (message) => notice({ level: 'warning', code: 'NOT_KEPT', message }),
  })
  const capabilities = createCapabilitiesService({
    clock: ports.clock,
    emit: (next) => bus.emit('capabilities.changed', next),
    idleAvailability() {
      const values = settings.get()
      const learned =
        values.profile === 'spotify'
          ? learnedRemovalsOn(documents, keyOfService(values.spotify.apiUrl, values.spotify.clientId))
          : undefined
      return new OperationAvailability(generationFor(values.profile, values), learned).snapshot()
    },
  })
  const demoUse = stopDemoWhenUnused(ports, DEMO_IDLE_STOP_MS)
  ports.demoService?.onProblem?.((problem) => notice(demoProblemNotice(problem)))

  const clients = createApiClients({
    ports,
    settings: () => settings.get(),
    tokenProvider: () => session.tokenProvider,
    documents,
    capabilities,
    budgets,
    options: options.api,
  })
  const session: SessionService = createSessionService({
    settings,
    bus,
    resolveEndpoints: endpointResolver(ports, settings),
    loadProfile: async (endpoints) =>
      summarizeUser(await clients.clientFor(endpoints).users.getCurrentUserProfile({ lane: 'interactive' })),
    secretStore: ports.secretStore,
    urlOpener: ports.urlOpener,
    redactor: ports.redactor ?? new Redactor(),
    clock: ports.clock,
    logger: ports.logger,
    onNotKept: (reason) =>
      notice(
        notKept(
          `Encore could not save your sign-in in its data folder (${reason}); it lasts until Encore quits, then you sign in again.`,
        ),
      ),
    emit: (state) => {
      if (state.status === 'signed-in') capabilities.follow(api())
      if (state.status === 'signed-out') capabilities.follow(undefined)
      demoUse.sessionChanged(state)
      bus.emit('session.changed', state)
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
    return endpoints ? clients.clientFor(endpoints) : undefined
  }

  const subscriptions = createDisposables()
  subscriptions.add(
    settings.subscribe((next, previous) => {
      // Another generation of the API: the next call gets a client that speaks it.
      if (next.spotify.extendedQuota !== previous.spotify.extendedQuota) clients.forget()
      bus.emit('settings.changed', snapshot())
      capabilities.follow(api())
      capabilities.refresh()
    }),
  )
  // The player read the service: a sign-in still waiting for it is confirmed now, not at its next try.
  subscriptions.add(
    bus.on('playback.state', ({ status }) => {
      const state = session.state()
      if (state.status === 'signed-in' && state.waiting && status !== 'offline' && status !== 'signed-out')
        session.retryNow()
    }),
  )
  // Per-user state dies with the session: the client (and anything it cached) goes with it.
  subscriptions.add(
    session.onSessionEnded(() => {
      clients.forget()
      capabilities.follow(undefined)
    }),
  )

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
    requestCounts: () =>
      budgets.counts(session.state().status === 'signed-in' ? session.endpoints() : undefined),
    budgets,
    handlers: accountHandlers(session, settings, snapshot),
    async start() {
      try {
        // Repaired settings follow the kept sign-in (its service), so restoring does not forget it.
        const repaired = await repairNotice(settings, () => session.keptService())
        if (repaired) notice(repaired)
        await session.restore()
      } catch (error) {
        ports.logger.warn('Restoring the sign-in failed', { error })
      }
    },
    dispose: async () => {
      await subscriptions.dispose()
      budgets.flush()
      demoUse.dispose()
      capabilities.dispose()
      await session.dispose()
    },
  }
}

/** The bridge's `session.*` and `settings.*` methods. */
function accountHandlers(
  session: SessionService,
  settings: SettingsService,
  snapshot: () => SettingsSnapshot,
): HandlersOf<'session' | 'settings'> {
  return {
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
  }
}
