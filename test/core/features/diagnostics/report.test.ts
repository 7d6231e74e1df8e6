import { describe, expect, it } from 'vitest'
import {
  buildReport,
  REPORT_LOG_LINES,
  REPORT_NOTICES,
  type ReportFacts,
} from '../../../../electron/core/features/diagnostics/report'
import { Redactor } from '../../../../electron/core/base/security/redact'

const facts = (over: Partial<ReportFacts> = {}): ReportFacts => ({
  productName: 'Encore',
  version: '1.4.0',
  build: null,
  platform: 'linux',
  osRelease: '6.8.0-45-generic',
  arch: 'x64',
  mode: 'electron',
  profile: 'spotify',
  generation: '2026',
  requests: { lastDay: 412, budget: 2000 },
  notices: [],
  logLines: [],
  logFile: '/home/ana/.config/Encore/logs/encore.log',
  crashReports: [],
  project: { owner: 'encore-app', repo: 'encore' },
  ...over,
})
const person = { home: '/home/ana', names: ['ana', 'Ana Reis'] }

describe('buildReport', () => {
  it('names the version, the system, the mode, the profile, the generation and the day’s requests', () => {
    const report = buildReport(facts({ build: 'abc1234' }), person)
    expect(report.summary).toBe(
      [
        'Version: Encore 1.4.0 (build abc1234)',
        'System: linux 6.8.0-45-generic x64',
        'Mode: desktop app',
        'Profile: Spotify',
        'Service generation: 2026',
        'Requests today: 412 of 2000',
      ].join('\n'),
    )
    expect(report.parts).toMatchObject({
      version: '1.4.0',
      build: 'abc1234',
      system: 'linux 6.8.0-45-generic x64',
      mode: 'electron',
      profile: 'spotify',
      generation: '2026',
      requests: { lastDay: 412, budget: 2000 },
    })
    expect(
      report.text.startsWith(
        `# Encore problem report\n\n${report.summary}\n\nLog file: ~/.config/Encore/logs/encore.log`,
      ),
    ).toBe(true)
  })

  it('says plainly what it does not know: browser mode, the demo, nobody signed in, nothing logged', () => {
    const report = buildReport(
      facts({
        mode: 'browser',
        profile: 'demo',
        generation: null,
        requests: null,
        osRelease: null,
        logFile: null,
      }),
      {},
    )
    expect(report.summary).toContain('Mode: browser mode')
    expect(report.summary).toContain('Profile: demo')
    expect(report.summary).toContain('Service generation: not known (nobody is signed in)')
    expect(report.summary).toContain('Requests today: none counted (nobody is signed in)')
    expect(report.parts.system).toBe('linux x64')
    expect(report.logFile).toBeNull()
    expect(report.text).toContain('Log file: none (Encore logs to the terminal only)')
    expect(report.text).toContain('## Last notices (0)\nNo notice was shown.')
    expect(report.text).toContain('## Last log lines (0)\nNothing was logged.')
  })

  it('keeps the last 20 notices and the last 200 log lines, oldest first', () => {
    const notices = Array.from({ length: 25 }, (_, i) => `notice ${i}`)
    const logLines = Array.from({ length: 230 }, (_, i) => `line ${i}`)
    const report = buildReport(facts({ notices, logLines }), person)
    expect(report.parts.notices).toHaveLength(REPORT_NOTICES)
    expect(report.parts.notices[0]).toBe('notice 5')
    expect(report.parts.notices.at(-1)).toBe('notice 24')
    expect(report.parts.logLines).toHaveLength(REPORT_LOG_LINES)
    expect(report.parts.logLines[0]).toBe('line 30')
    expect(report.text).toContain('## Last notices (20)\nnotice 5\n')
    expect(report.text).toContain('## Last log lines (200)\nline 30\n')
    expect(report.text).toContain(
      'line 229\n\n## Crash reports (0)\nNone kept (Settings → Privacy: "Keep crash reports on this computer").\n',
    )
  })

  it('redacts every part: tokens, keys, Client IDs, e-mails, the home folder and names', () => {
    const live = new Redactor()
    live.addSecret('liveToken-123456')
    const report = buildReport(
      facts({
        build: 'built by ana',
        notices: ['Ana Reis: signed in as ana@example.com'],
        logLines: [
          'GET /v1/me Authorization: Bearer BQDxyz',
          'sent liveToken-123456',
          'client_id=0123456789abcdef0123456789abcdef',
          'apiKey=zz9 in /home/ana/.config',
        ],
      }),
      person,
      live,
    )
    expect(report.parts.notices).toEqual(['[name]: signed in as [e-mail]'])
    expect(report.parts.logLines).toEqual([
      'GET /v1/me Authorization: Bearer [redacted]',
      'sent [redacted]',
      'client_id=[redacted]',
      'apiKey=[redacted] in ~/.config',
    ])
    expect(report.parts.build).toBe('built by [name]')
    for (const secret of ['ana', 'BQDxyz', 'liveToken', '0123456789abcdef', 'zz9', 'example.com'])
      expect(report.text).not.toContain(secret)
  })

  it('opens the project’s new-issue page with the summary, or none when the build names no project', () => {
    const report = buildReport(facts(), person)
    const url = new URL(report.issueUrl ?? '')
    expect(url.origin + url.pathname).toBe('https://github.com/encore-app/encore/issues/new')
    expect(url.searchParams.get('body')).toContain(report.summary)
    expect(url.searchParams.get('body')).not.toContain('## Last log lines')
    expect(buildReport(facts({ project: null }), person).issueUrl).toBeNull()
  })
})

describe('buildReport: very long lines', () => {
  it('cuts a line past 2000 characters, and says so', () => {
    const report = buildReport(facts({ logLines: [`x ${'a b '.repeat(1000)}`] }), {})
    expect(report.parts.logLines[0]).toHaveLength(2000 + '… (cut)'.length)
    expect(report.parts.logLines[0]?.endsWith('… (cut)')).toBe(true)
  })
})

describe('buildReport: crash reports', () => {
  it('lists the crash reports kept, with the home folder as ~', () => {
    const report = buildReport(
      facts({ crashReports: ['/home/ana/.config/Encore/crashes/completed/b.dmp'] }),
      person,
    )
    expect(report.parts.crashReports).toEqual(['~/.config/Encore/crashes/completed/b.dmp'])
    expect(report.text).toContain('## Crash reports (1)\n~/.config/Encore/crashes/completed/b.dmp\n')
    // And how to attach one (GitHub takes a .zip, not a .dmp).
    expect(report.text).toContain('\n\nTo attach one: put the file in a .zip archive')
  })
})
