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
  if (result.error) return { ok: false, reason: `probing it failed (${result.error.message})` }
  const path = result.stdout.trim().split('\n').pop() ?? ''
  if (result.status === 0 && path && existsSync(path)) return { ok: true, path }
  const lastError = `${result.stderr}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /error|failed|ENOTFOUND|ECONNREFUSED|EAI_AGAIN/i.test(line))
    .pop()
  return {
    ok: false,
    reason: lastError
      ? `the binary is missing and its download failed: ${lastError}`
      : 'the binary is missing and could not be downloaded',
  }
}
