import { spawn, spawnSync } from 'node:child_process'
import { parseWebArgs, type WebCliOptions } from './cli-args'
import { probeElectronBinary } from './electron-binary'
import { projectRoot } from './project-paths'
import { failAndExit, note, runBrowserMode } from './run-browser-mode'

/**
 * `npm start`: builds the app and launches Electron. Where Electron's binary cannot be obtained, says so in
 * one line and runs browser mode instead.
 */
function buildApp(): void {
  const build = spawnSync(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build'], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (build.status !== 0) throw new Error('electron-vite build failed (see above).')
}

async function main(fallback: WebCliOptions): Promise<void> {
  buildApp()
  const probe = probeElectronBinary(projectRoot)
  if (!probe.ok) {
    note(`Electron cannot run on this machine: ${probe.reason}. Starting browser mode instead.`)
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
