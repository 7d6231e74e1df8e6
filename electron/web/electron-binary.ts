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
  // The package's own last words are install advice for its maintainers ("Please delete node_modules/electron
  // and run npx install-electron --no"): only the network's cause is quoted, the rest is said in ours.
  const cause = `${result.stderr}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !/install-electron|Please delete|Electron failed to install/i.test(line))
    .filter((line) => /error|failed|ENOTFOUND|ECONNREFUSED|EAI_AGAIN|ETIMEDOUT/i.test(line))
    .pop()
  return {
    ok: false,
    reason: cause
      ? `Electron's program is not installed and its download failed: ${cause}`
      : `Electron's program is not installed and could not be downloaded`,
  }
}
