import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const probeScript = `
const path = require('electron')
if (typeof path !== 'string') { console.error('error: the electron package did not give a binary path'); process.exit(1) }
process.stdout.write(path)`

export type ElectronProbe = { ok: true; path: string } | { ok: false; reason: string }

/**
 * Asks the `electron` package for its binary in a child process: it downloads on first use, which fails on
 * machines without access to Electron's release host. The child keeps that noise out of our output.
 */
export function probeElectronBinary(projectRoot: string, timeoutMs = 90_000): ElectronProbe {
  const result = spawnSync(process.execPath, ['-e', probeScript], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: timeoutMs,
  })
  if (result.error) {
    const timedOut = (result.error as NodeJS.ErrnoException).code === 'ETIMEDOUT'
    return {
      ok: false,
      reason: timedOut
        ? "Electron's program is not installed and its download did not finish in time"
        : "Electron's program could not be looked for",
    }
  }
  const path = result.stdout.trim().split('\n').pop() ?? ''
  if (result.status === 0 && path && existsSync(path)) return { ok: true, path }
  // The package's own output is a stack trace and install advice for its maintainers: none of it is quoted (it
  // once printed "its download failed: throw new Error(."); what it means is said in a listener's words.
  const offline = /ENOTFOUND|ECONNREFUSED|EAI_AGAIN|ETIMEDOUT|ECONNRESET|fetch failed|getaddrinfo/i.test(
    `${result.stderr}`,
  )
  return {
    ok: false,
    reason: offline
      ? "Electron's program is not installed and could not be downloaded (its download site cannot be reached)"
      : "Electron's program is not installed and could not be downloaded",
  }
}
