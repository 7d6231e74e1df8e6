import { join } from 'node:path'
import { nodeSoloistSpawner } from '../../electron/core/features/soloist/node-spawner'
import type { SoloistSpawner } from '../../electron/core/features/soloist/supervisor'

const script = join(import.meta.dirname, 'fake-soloist-child.mjs')

/**
 * The real spawner, running test/support/fake-soloist-child.mjs (a node script acting as Soloist) in place of
 * the binary, with `env` added to its environment (FAKE_SOLOIST_EXIT_CODE, FAKE_SOLOIST_DAYS,
 * FAKE_SOLOIST_LIFETIME_MS). The child takes the environment at spawn, so it is set only around that call.
 */
export function fakeSoloistSpawner(env: Record<string, string> = {}): SoloistSpawner {
  return (_command, args) => {
    const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]))
    Object.assign(process.env, env)
    try {
      return nodeSoloistSpawner(process.execPath, [script, ...args])
    } finally {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  }
}
