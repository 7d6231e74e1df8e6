import {
  type Notice,
  type RequestCounts,
  type ServiceKind,
  type SettingsSnapshot,
  type ShownLanguage,
} from '../../../contract'
import { spokenLanguage } from '../../base/language'
import { wordsIn } from '../../base/words'
import { accountWords } from './account-words'
import type { ApiClient, ApiClientOptions } from '../../service/api'
import { createSessionService, summarizeUser, type AccountsHttp, type SessionService } from '../auth'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { CoreBus } from '../../base/bridge/event-bus'
import { createDisposables } from '../../base/disposables'
import type { CapabilitiesService } from '../../service/capabilities/capabilities-service'
import { DEMO_IDLE_STOP_MS, stopDemoWhenUnused } from './demo-service'
import { EncoreError } from '../../base/errors'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { EncorePorts } from '../../base/ports'
import { Redactor } from '../../base/security/redact'
import { repairNotice } from './repair-follows-sign-in'
import { problemSaid, type SettingsService } from '../settings'
import { createRequestBudgets, type RequestBudgets } from '../usage'
import { createApiClients } from './api-clients'
import { accountCapabilities, accountDocuments, accountSettings, notKept } from './account-parts'
import { accountStep, type AccountEffect, type AccountEvent } from './account-step'
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
  /** The language core speaks now, asked each time: Settings' choice, else the system's. */
  language(): ShownLanguage
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

/**
 * Settings and the sign-in session, wired to the platform's ports. What changes is told on core's bus:
 * `session.changed`, `settings.changed`, `capabilities.changed`, and notices. The driver of `accountStep`
 * (account-step.ts), which decides what each change does.
 */
export function createAccount(ports: EncorePorts, bus: CoreBus, options: AccountOptions = {}): Account {
  const notice = (notice: Notice) => bus.emit('notice', notice)
  const settings = accountSettings(ports)
  // The language core speaks now, asked each time: Settings' choice, else the system's.
  const language = (): ShownLanguage => spokenLanguage(settings.get().language, ports.preferredLanguages)
  const documents = accountDocuments(ports, notice, language)
  const budgets = createRequestBudgets({
    documents,
    clock: ports.clock,
    settings: () => settings.get(),
    ...(options.requestWindowMs ? { windowMs: options.requestWindowMs } : {}),
    onSetAside: (message) => notice(notKept(message)),
    language,
  })
  const capabilities = accountCapabilities(ports, bus, settings, documents)
  const demoUse = stopDemoWhenUnused(ports, DEMO_IDLE_STOP_MS)
  ports.demoService?.onProblem?.((problem) => notice(demoProblemNotice(problem, language())))

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
    resolveEndpoints: endpointResolver(ports, settings, language),
    loadProfile: async (endpoints) =>
      summarizeUser(await clients.clientFor(endpoints).users.getCurrentUserProfile({ lane: 'interactive' })),
    secretStore: ports.secretStore,
    urlOpener: ports.urlOpener,
    redactor: ports.redactor ?? new Redactor(),
    clock: ports.clock,
    logger: ports.logger,
    onNotKept: (reason) => notice(notKept(wordsIn(accountWords, language())('notKept.signIn', { reason }))),
    emit: (state) => tell({ type: 'session-changed', state }),
    timeoutMs: options.timeoutMs,
    language,
    ...(options.accountsHttp ? { accountsHttp: options.accountsHttp } : {}),
  })

  const snapshot = (): SettingsSnapshot => ({
    values: settings.get(),
    secretProtection: ports.secretStore?.protection ?? 'none',
    // Found before the language was known: said now, in the language spoken.
    problems: settings.problems.map((problem) => problemSaid(problem, language())),
  })
  const api = (): ApiClient | undefined => {
    const endpoints = session.state().status === 'signed-in' ? session.endpoints() : undefined
    return endpoints ? clients.clientFor(endpoints) : undefined
  }

  const carryOut = (effect: AccountEffect) => {
    if (effect.type === 'follow-capabilities')
      capabilities.follow(effect.of === 'signed-in' ? api() : undefined)
    else if (effect.type === 'refresh-capabilities') capabilities.refresh()
    else if (effect.type === 'forget-clients') clients.forget()
    else if (effect.type === 'tell-demo') demoUse.sessionChanged(effect.state)
    else if (effect.type === 'publish-session') bus.emit('session.changed', effect.state)
    else if (effect.type === 'publish-settings') bus.emit('settings.changed', snapshot())
    else session.retryNow()
  }
  function tell(event: AccountEvent): void {
    for (const effect of accountStep(event)) carryOut(effect)
  }

  const subscriptions = createDisposables()
  subscriptions.add(
    settings.subscribe((next, previous) => tell({ type: 'settings-changed', next, previous })),
  )
  subscriptions.add(
    bus.on('playback.state', ({ status }) =>
      tell({ type: 'playback-read', status, session: session.state() }),
    ),
  )
  subscriptions.add(session.onSessionEnded(() => tell({ type: 'session-ended' })))

  return {
    settings,
    session,
    capabilities,
    documents,
    serviceKind: () => settings.get().profile,
    language,
    api,
    signedInApi: () => {
      const client = api()
      if (!client) throw new EncoreError('NOT_SIGNED_IN', wordsIn(accountWords, language())('signInFirst'))
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
        const repaired = await repairNotice(settings, () => session.keptService(), language())
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
