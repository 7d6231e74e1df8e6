import type { AppMode, DiagnosticReport, ServiceKind } from '../../../contract'
import { redactForSharing, type PersonFacts } from '../../base/security/share-redact'
import type { Redactor } from '../../base/security/redact'

/** How much of a long run a report shows: enough to see what led to a problem, little enough to read. */
export const REPORT_NOTICES = 20
export const REPORT_LOG_LINES = 200
/** A longer line (a whole answer logged) is cut: the report stays readable, and each line fits the socket. */
export const REPORT_LINE_CHARS = 2000

const clip = (line: string) =>
  line.length > REPORT_LINE_CHARS ? `${line.slice(0, REPORT_LINE_CHARS)}… (cut)` : line

/** What core gathers for a report, before redaction. */
export interface ReportFacts {
  productName: string
  version: string
  build: string | null
  platform: string
  osRelease: string | null
  arch: string
  mode: AppMode
  profile: ServiceKind
  generation: string | null
  requests: { lastDay: number; budget: number } | null
  notices: readonly string[]
  logLines: readonly string[]
  logFile: string | null
  crashReports: readonly string[]
  /** package.json's `repository` as a GitHub project: where "Open an issue" goes. */
  project: { owner: string; repo: string } | null
}

const modeWords: Record<AppMode, string> = { electron: 'desktop app', browser: 'browser mode' }
const profileWords: Record<ServiceKind, string> = { demo: 'demo', spotify: 'Spotify' }

function section(title: string, lines: readonly string[], none: string): string {
  return [`## ${title}`, ...(lines.length ? lines : [none])].join('\n')
}

/**
 * How to add a crash report to an issue: GitHub takes no .dmp file, a .zip it does. A crash report is not
 * redacted (it is a copy of memory), so the person decides.
 */
export const ATTACH_CRASH_REPORT =
  'To attach one: put the file in a .zip archive and drag the .zip onto the issue’s comment box. A crash report is a copy of what was in Encore’s memory and may include your sign-in: attach one only if you are happy to share that.'

/**
 * The report a person reads before sharing it: every part passes the sharing redactor (tokens, keys, Client
 * IDs, e-mails, the home folder as `~`, the person's names), the notices and log lines cut to the last ones.
 */
export function buildReport(facts: ReportFacts, person: PersonFacts, redactor?: Redactor): DiagnosticReport {
  const clean = (text: string) => clip(redactForSharing(text, person, redactor))
  const system = [facts.platform, facts.osRelease, facts.arch].filter(Boolean).join(' ')
  const notices = facts.notices.slice(-REPORT_NOTICES).map(clean)
  const logLines = facts.logLines.slice(-REPORT_LOG_LINES).map(clean)
  const build = facts.build === null ? null : clean(facts.build)
  const headline = [
    `Version: ${facts.productName} ${facts.version}${build ? ` (build ${build})` : ''}`,
    `System: ${system}`,
    `Mode: ${modeWords[facts.mode]}`,
    `Profile: ${profileWords[facts.profile]}`,
    `Service generation: ${facts.generation ?? 'not known (nobody is signed in)'}`,
    `Requests today: ${
      facts.requests
        ? `${facts.requests.lastDay} of ${facts.requests.budget}`
        : 'none counted (nobody is signed in)'
    }`,
  ]
  const summary = headline.join('\n')
  const logFile = facts.logFile === null ? null : clean(facts.logFile)
  const crashReports = facts.crashReports.map(clean)
  const text = [
    `# ${facts.productName} problem report`,
    summary,
    `Log file: ${logFile ?? 'none (Encore logs to the terminal only)'}`,
    section(`Last notices (${notices.length})`, notices, 'No notice was shown.'),
    section(`Last log lines (${logLines.length})`, logLines, 'Nothing was logged.'),
    section(
      `Crash reports (${crashReports.length})`,
      crashReports.length ? [...crashReports, '', ATTACH_CRASH_REPORT] : [],
      facts.mode === 'electron'
        ? 'None kept (Settings → Privacy: "Keep crash reports on this computer").'
        : 'None kept (only the desktop app keeps them).',
    ),
  ].join('\n\n')
  return {
    summary,
    text: `${text}\n`,
    parts: {
      version: facts.version,
      build,
      system,
      mode: facts.mode,
      profile: facts.profile,
      generation: facts.generation,
      requests: facts.requests,
      notices,
      logLines,
      crashReports,
    },
    logFile,
    issueUrl: facts.project ? issueUrlOf(facts.project, summary) : null,
  }
}

/**
 * The project's new-issue page with the summary filled in: the full report stays on the clipboard, since a
 * page address holds only so much.
 */
export function issueUrlOf(project: { owner: string; repo: string }, summary: string): string {
  const body = `${summary}\n\n<!-- The full report is on your clipboard: paste it below. -->\n`
  const query = new URLSearchParams({ body })
  return `https://github.com/${project.owner}/${project.repo}/issues/new?${query.toString()}`
}
