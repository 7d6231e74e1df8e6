import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { errorLine, runClient } from '../cli/run-client'
import { defaultDataDir } from './data-dir'
import { projectRoot } from './project-paths'

/**
 * `npm run -s ctl -- <command>`: Encore's command from source. It talks to the browser-mode Encore of the data
 * folder (`--data-dir PATH`, the same default as `npm run web`); `--start` starts one first. Loads only the
 * command line's client (about 30 KiB; its start is measured by test/bench/command-line.bench.ts), never
 * the app.
 */

/** Starts browser mode for the folder, detached: it opens the page in the browser, as `npm run web` does. */
function startBrowserMode(dataDir: string): void {
  process.stderr.write(`Starting Encore in browser mode for ${dataDir}…\n`)
  const child = spawn(
    process.execPath,
    [join(projectRoot, 'build/run-compiled.js'), 'web', '--data-dir', dataDir],
    {
      detached: true,
      stdio: 'ignore',
    },
  )
  child.unref()
}

process.once('SIGINT', () => process.exit(0))
process.stdout.on('error', () => process.exit(0))

const code = await runClient({
  argv: process.argv.slice(2),
  defaultDataDir: defaultDataDir(),
  io: {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${errorLine(line, process.stderr)}\n`),
    note: (text) => process.stderr.write(`${text}\n`),
  },
  start: startBrowserMode,
})
process.exitCode = code
