import compiledBuild from '../../support/compiled-build'
import { findElectron } from './electron-binary'

/**
 * Builds the app when its sources changed, then says once, on its own line, whether Electron is here: where it
 * is not, every test skips with that reason (never silently).
 */
export default function globalSetup(): void {
  const found = findElectron()
  if (!found.ok) {
    process.stderr.write(`\nThe Electron suite is skipped here: ${found.reason}\n\n`)
    return
  }
  compiledBuild()
  process.stderr.write(`The Electron suite runs ${found.path}\n`)
}
