import { spawnSync } from 'node:child_process'

/** Builds the app when its sources changed (the launcher's own check), before tests that run it compiled. */
export default function compiledBuild(): void {
  const build = spawnSync(process.execPath, ['build/run-compiled.js', 'build'], { stdio: ['ignore', 2, 2] })
  if (build.status !== 0) throw new Error('Building Encore for the tests failed (see above).')
}
