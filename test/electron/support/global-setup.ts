import compiledBuild from '../../support/compiled-build'
import { findElectron, suitePlan } from './electron-binary'

/**
 * Builds the app when its sources changed, then says once, on its own line, whether Electron is here: where it
 * is not, every test skips with that reason (never silently), and on CI the suite fails with it instead.
 */
export default function globalSetup(): void {
  const plan = suitePlan(findElectron(), process.env)
  if ('fail' in plan) throw new Error(plan.fail)
  if ('skip' in plan) {
    process.stderr.write(`\nThe Electron suite is skipped here: ${plan.skip}\n\n`)
    return
  }
  compiledBuild()
  process.stderr.write(`The Electron suite runs ${plan.run}\n`)
}
