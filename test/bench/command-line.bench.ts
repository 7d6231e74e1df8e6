import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startCommandServer } from '../../electron/core/features/command-line/server'
import { systemClock } from '../../electron/core/base/ports'
import { createFakeEncore } from '../support/fake-encore'
import { createMemoryLogger } from '../support/memory-logger'
import compiledBuild from '../support/compiled-build'
import { figure, median, percentile, type BenchModule } from './bench-kit'

/**
 * The command line's start: how long `encore status` takes from the process's start to its exit, against an
 * Encore that answers at once (its player is the test's), as a status bar or a hotkey runs it: the compiled
 * client alone, through the launcher (`npm run -s ctl` runs it; it never builds), and a bare Node for
 * comparison. Plus how much JavaScript the client loads.
 */

const root = fileURLToPath(new URL('../../', import.meta.url))
const ctl = join(root, 'out/main/web-ctl.js')
const RUNS = 15

function wall(args: string[]): Promise<number> {
  const start = performance.now()
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve(performance.now() - start) : reject(new Error(`${args.join(' ')} exited ${code}`)),
    ),
  )
}

async function times(args: string[]): Promise<number[]> {
  await wall(args) // warm the file cache
  const all: number[] = []
  for (let run = 0; run < RUNS; run++) all.push(await wall(args))
  return all
}

/** The client's own files: its entry and every chunk it imports, statically, all the way down. */
function loadedBytes(entry: string): { files: number; bytes: number } {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g))
      visit(join(dirname(file), match[1]!))
  }
  visit(entry)
  return { files: seen.size, bytes: [...seen].reduce((sum, file) => sum + statSync(file).size, 0) }
}

const bench: BenchModule = async () => {
  compiledBuild()
  const dataDir = mkdtempSync(join(tmpdir(), 'encore-bench-ctl-'))
  const fake = createFakeEncore()
  const server = await startCommandServer({
    encore: { ...fake.encore, openLink: () => {} },
    dataDir,
    shell: {},
    clock: systemClock,
    logger: createMemoryLogger().logger,
  })
  if (!server) throw new Error('the command server did not start')
  try {
    const status = ['--data-dir', dataDir, 'status', '--format', '{title}']
    const client = await times([ctl, ...status])
    const launcher = await times([join(root, 'build/run-compiled.js'), 'ctl', ...status])
    const node = await times(['-e', ''])
    const loaded = loadedBytes(ctl)
    return {
      title: 'Command line: start to exit of `encore status`',
      figures: [
        figure('compiled client, median', median(client), 'ms'),
        figure('compiled client, 90th percentile', percentile(client, 0.9), 'ms'),
        figure('through the launcher (npm run -s ctl runs it), median', median(launcher), 'ms'),
        figure('node -e "" (Node alone), median', median(node), 'ms'),
        figure('client JavaScript loaded', loaded.bytes / 1024, `KiB in ${loaded.files} files`),
      ],
      notes: [
        `${RUNS} runs each after one to warm the file cache, against an Encore that answers at once.`,
        'npm itself adds its own start (about 0.3 s) to `npm run -s ctl`; the installed app runs the same client inside Electron.',
      ],
    }
  } finally {
    await server.close()
  }
}

export default bench
