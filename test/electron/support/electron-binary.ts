import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url))

export type ElectronFound = { ok: true; path: string } | { ok: false; reason: string }

/**
 * Electron's program as `install-electron` installed it (node_modules/electron/path.txt names the file inside
 * dist/, or ELECTRON_OVERRIDE_DIST_PATH points elsewhere), without asking the package, which would try to
 * download it: this suite only runs where it is already there. Since Electron 45's package has no install script
 * (only the `install-electron` command), `npm ci` alone never downloads it.
 */
export function findElectron(root = projectRoot): ElectronFound {
  const packageDir = join(root, 'node_modules', 'electron')
  const pathFile = join(packageDir, 'path.txt')
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH']
  if (!existsSync(pathFile) && !override)
    return {
      ok: false,
      reason:
        'Electron’s program is not installed (node_modules/electron has no path.txt: `npm ci` does not download ' +
        'it). Install it where the network reaches GitHub (`npx install-electron`), or set ' +
        'ELECTRON_OVERRIDE_DIST_PATH to a folder holding Electron.',
    }
  const file = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : 'electron'
  const path = override ? join(override, file) : join(packageDir, 'dist', file)
  if (!existsSync(path))
    return { ok: false, reason: `Electron’s program is not where its package says (${path}).` }
  return { ok: true, path }
}

/**
 * What the suite does with what was found: run it; where Electron is missing, skip each test with the reason on
 * a developer's machine, and fail on CI (`CI` set, as GitHub Actions sets it), where a missing program means the
 * workflow did not install it and a green run would prove nothing.
 */
export type SuitePlan = { run: string } | { skip: string } | { fail: string }

export function suitePlan(
  found: ElectronFound,
  env: Readonly<Record<string, string | undefined>>,
): SuitePlan {
  if (found.ok) return { run: found.path }
  const onCi = !!env['CI'] && env['CI'] !== 'false' && env['CI'] !== '0'
  return onCi ? { fail: `The Electron suite cannot run on CI: ${found.reason}` } : { skip: found.reason }
}
