import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url))

export type ElectronFound = { ok: true; path: string } | { ok: false; reason: string }

/**
 * Electron's program as the `electron` package installed it (node_modules/electron/path.txt names the file
 * inside dist/, or ELECTRON_OVERRIDE_DIST_PATH points elsewhere), without asking the package, which would try
 * to download it: this suite only runs where it is already there.
 */
export function findElectron(root = projectRoot): ElectronFound {
  const packageDir = join(root, 'node_modules', 'electron')
  const pathFile = join(packageDir, 'path.txt')
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH']
  if (!existsSync(pathFile) && !override)
    return {
      ok: false,
      reason:
        'Electron’s program is not installed (node_modules/electron has no path.txt: its download did not ' +
        'happen or failed). Install it where the network reaches GitHub (`node node_modules/electron/install.js`), or set ' +
        'ELECTRON_OVERRIDE_DIST_PATH to a folder holding Electron.',
    }
  const file = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : 'electron'
  const path = override ? join(override, file) : join(packageDir, 'dist', file)
  if (!existsSync(path))
    return { ok: false, reason: `Electron’s program is not where its package says (${path}).` }
  return { ok: true, path }
}
