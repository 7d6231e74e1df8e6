// @ts-check
/**
 * `npm run audit:prod`, part of `npm test`: `npm audit --omit=dev` must report no high or critical advisory in
 * what Encore ships. When the registry does not answer (offline, or a mirror without the audit endpoint), it
 * prints a note saying the check was not made, and passes: the rest of the tests still run offline.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * Judges one `npm audit --json` run: `fail` (with the advisories at high or critical), `pass`, or `unchecked`
 * (with why) when npm got no report.
 * @param {{ status: number | null, stdout: string, error?: Error | undefined }} run
 * @returns {{ verdict: 'pass' | 'fail' | 'unchecked', lines: string[] }}
 */
export function judgeAudit(run) {
  if (run.error) return { verdict: 'unchecked', lines: [`npm could not run: ${run.error.message}`] }
  /** @type {any} */
  let report
  try {
    report = JSON.parse(run.stdout)
  } catch {
    return { verdict: 'unchecked', lines: [`npm answered no report (exit code ${run.status})`] }
  }
  const counts = report?.metadata?.vulnerabilities
  if (!counts || typeof counts !== 'object') {
    const why = report?.message ?? report?.error?.summary ?? `exit code ${run.status}`
    return { verdict: 'unchecked', lines: [`the registry did not answer the audit (${why})`] }
  }
  /** @type {[string, any][]} */
  const entries = Object.entries(report.vulnerabilities ?? {})
  const serious = entries.filter(([, v]) => v?.severity === 'high' || v?.severity === 'critical')
  const summary = `${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`
  if (serious.length === 0 && !(counts.high > 0) && !(counts.critical > 0)) {
    return { verdict: 'pass', lines: [`npm audit --omit=dev: no high or critical advisory (${summary}).`] }
  }
  const lines = serious.map(([name, v]) => {
    const titles = (Array.isArray(v.via) ? v.via : [])
      .map((/** @type {any} */ via) =>
        typeof via === 'object' ? `${via.title} (${via.url})` : `through ${via}`,
      )
      .join('; ')
    return `${name} ${v.range ?? ''}: ${v.severity}: ${titles}${v.fixAvailable ? ' (a fix is available)' : ''}`
  })
  return { verdict: 'fail', lines: [...lines, `npm audit --omit=dev: ${summary}.`] }
}

function main() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const run = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    timeout: 120_000,
    shell: process.platform === 'win32',
  })
  const { verdict, lines } = judgeAudit({ status: run.status, stdout: run.stdout ?? '', error: run.error })
  if (verdict === 'unchecked') {
    process.stdout.write(
      `Note: the production dependencies were not checked for advisories this time: ${lines.join(' ')}.\n`,
    )
  } else if (verdict === 'fail') {
    process.stderr.write(`${lines.join('\n')}\nHigh or critical advisories in production dependencies.\n`)
    process.exitCode = 1
  } else {
    process.stdout.write(`${lines.join('\n')}\n`)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
