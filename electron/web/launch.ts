// First: no schema may be made before zod is told not to compile parsers (zod-jitless.ts).
import '../contract/zod-jitless'
import { spawn } from 'node:child_process'
import { parseWebArgs, type WebCliOptions } from './cli-args'
import { probeElectronBinary } from './electron-binary'
import { projectRoot } from './project-paths'
import { failAndExit, note, runBrowserMode } from './run-browser-mode'

/**
 * `npm start` (compiled; the launcher built the app first when its sources changed): launches Electron.
 * Where Electron's binary cannot be obtained, says so in one line and runs browser mode instead.
 */
async function main(fallback: WebCliOptions): Promise<void> {
  const probe = probeElectronBinary(projectRoot)
  if (!probe.ok) {
    note(`${probe.reason}, so Encore runs in your browser instead.`)
    await runBrowserMode(fallback)
    return
  }
  const child = spawn(probe.path, [projectRoot], { stdio: 'inherit' })
  child.on('exit', (code) => process.exit(code ?? 0))
}

/** `npm start -- --port N --no-open`: the flags apply to the browser-mode fallback. */
let fallback: WebCliOptions
try {
  fallback = parseWebArgs(process.argv.slice(2))
} catch (error) {
  failAndExit('encore start', error, 2)
}
main(fallback).catch((error: unknown) => failAndExit('encore start', error))
