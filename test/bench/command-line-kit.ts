import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { systemClock } from '../../electron/core/base/ports'
import { startCommandServer } from '../../electron/core/features/command-line/server'
import { startEncoreOnEmulator } from '../support/encore-on-emulator'

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

/** Encore signed in to the demo emulator, its command line's socket up, in a fresh folder; `close` undoes it all. */
export async function encoreWithCommandLine(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const app = await startEncoreOnEmulator({ dataDir: dir, emulator: { size: 'demo' } })
  await app.signIn()
  const server = await startCommandServer({
    encore: app.encore,
    dataDir: dir,
    shell: {},
    clock: systemClock,
    logger: quiet,
  })
  if (!server) throw new Error('the command server did not start')
  return {
    dir,
    app,
    async close() {
      await server.close()
      await app.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
