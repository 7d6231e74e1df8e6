import { dirname } from 'node:path'
import type { DiagnosticReport, LogPlace, SessionState, ShownLanguage } from '../../../contract'
import { wordsNow } from '../../base/words'
import { diagnosticsWords } from './diagnostics-words'
import { EncoreError } from '../../base/errors'
import { redactForSharing } from '../../base/security/share-redact'
import type { CoreBus } from '../../base/bridge/event-bus'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { AppIdentity, Clock, DiagnosticsPorts, RuntimeFacts } from '../../base/ports'
import { createRecent } from '../../base/recent'
import type { Redactor } from '../../base/security/redact'
import type { Account } from '../account'
import { gitHubProjectOf } from '../updates'
import { buildReport, REPORT_NOTICES } from './report'

export interface DiagnosticsDeps {
  bus: CoreBus
  clock: Clock
  identity: AppIdentity
  runtime: RuntimeFacts | undefined
  ports: DiagnosticsPorts | undefined
  /** package.json's `repository`: the project "Open an issue" goes to. */
  repository: unknown
  redactor: Redactor | undefined
  account: Pick<Account, 'serviceKind' | 'requestCounts' | 'capabilities' | 'session'>
  /** The language its refusals are said in (Settings', else the system's); absent: English. */
  language?: () => ShownLanguage
}

/** The names a signed-in account shows (its display name, id and e-mail): a report never carries them. */
function accountNames(state: SessionState): string[] {
  return state.status === 'signed-in'
    ? [state.user.displayName, state.user.id, state.user.email ?? ''].filter(Boolean)
    : []
}

/** `diagnostics.report`: keeps the last notices as they are raised, and builds the report when asked. */
export function createDiagnostics(deps: DiagnosticsDeps) {
  const notices = createRecent<string>(REPORT_NOTICES)
  const stop = deps.bus.on('notice', (notice) =>
    notices.add(`${new Date(deps.clock.now()).toISOString()} ${notice.level}: ${notice.message}`),
  )
  const report = (): DiagnosticReport => {
    const counts = deps.account.requestCounts()
    const runtime = deps.runtime ?? { versions: {}, platform: 'unknown', arch: 'unknown' }
    return buildReport(
      {
        productName: deps.identity.name,
        version: deps.identity.version,
        build: deps.ports?.build ?? null,
        platform: runtime.platform,
        osRelease: deps.ports?.osRelease ?? null,
        arch: runtime.arch,
        mode: deps.identity.mode,
        profile: deps.account.serviceKind(),
        generation: deps.account.capabilities.current().generation,
        requests: { lastDay: counts.lastDay, budget: counts.budget },
        notices: notices.list(),
        logLines: deps.ports?.recentLog?.() ?? [],
        logFile: deps.ports?.logFile ?? null,
        crashReports: deps.ports?.crashReports?.() ?? [],
        project: gitHubProjectOf(deps.repository),
      },
      {
        home: deps.ports?.home ?? null,
        names: [deps.ports?.userName, ...accountNames(deps.account.session.state())],
      },
      deps.redactor,
    )
  }
  const logFile = deps.ports?.logFile ?? null
  const shown = (path: string) => redactForSharing(path, { home: deps.ports?.home ?? null })
  const logPlace = (): LogPlace => ({
    file: logFile === null ? null : shown(logFile),
    canOpen: logFile !== null && !!deps.ports?.openFolder,
  })
  const openLogFolder = async (): Promise<null> => {
    const say = wordsNow(diagnosticsWords, deps.language)
    const open = deps.ports?.openFolder
    if (logFile === null) throw new EncoreError('UNAVAILABLE', say('noLogFile'))
    const folder = dirname(logFile)
    if (!open) throw new EncoreError('UNAVAILABLE', say('browserMode', { folder: shown(folder) }))
    await open(folder).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error)
      throw new EncoreError('UNAVAILABLE', say('notOpened', { reason, folder: shown(folder) }))
    })
    return null
  }
  const handlers: HandlersOf<'diagnostics'> = {
    'diagnostics.report': report,
    'diagnostics.logPlace': logPlace,
    'diagnostics.openLogFolder': openLogFolder,
  }
  return { handlers, report, dispose: () => stop.dispose() }
}
