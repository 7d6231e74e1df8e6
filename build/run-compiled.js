// @ts-check
/**
 * `npm start` and `npm run web` run Encore's compiled JavaScript, never a TypeScript loader or a bundler in the
 * serving process. This launcher is plain Node: when the sources changed since the last build (or there is
 * none), it builds in a child process (electron-vite: the Electron main with browser mode's and the demo
 * service's entries, the preload, the renderer), then imports the compiled entry into this process.
 *
 *   node build/run-compiled.js web [--port N --no-open --data-dir PATH]
 *   node build/run-compiled.js start [the same flags, for the browser-mode fallback]
 *   node build/run-compiled.js ctl <command>  (Encore's command line, npm run -s ctl -- next: never builds)
 *   node build/run-compiled.js build          (only the freshness check and the build)
 *
 * Build output goes to stderr: `npm run web` prints exactly one line on stdout, the URL.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
const stampFile = join(root, 'out', '.build-stamp.json')

/** What the compiled output is made of: a change to any of these calls for a new build. */
export const sourceRoots = [
  'electron',
  'renderer',
  'build/about',
  'package.json',
  'package-lock.json',
  'electron.vite.config.ts',
  'tsconfig.base.json',
]

/** The entries the launcher runs, by command. */
const entries = { web: 'out/main/web-cli.js', start: 'out/main/web-launch.js', ctl: 'out/main/web-ctl.js' }

/** @param {string} path */
function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** True when a build exists and nothing it is made of changed after it. */
export function buildIsFresh() {
  if (!existsSync(stampFile)) return false
  if (!Object.values(entries).every((entry) => existsSync(join(root, entry)))) return false
  let builtAt = 0
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'))
    builtAt = typeof stamp?.sourcesAt === 'number' ? stamp.sourcesAt : 0
  } catch {
    return false
  }
  return sourceRoots.every((source) => newestMtime(join(root, source)) <= builtAt)
}

/** Builds in a child process when needed; throws when the build fails. */
export function ensureBuild() {
  if (buildIsFresh()) return false
  process.stderr.write('Building Encore (its sources changed since the last build)…\n')
  const sourcesAt = Math.max(...sourceRoots.map((source) => newestMtime(join(root, source))))
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    {
      cwd: root,
      // stdout too goes to stderr: the URL line must be alone on stdout.
      stdio: ['ignore', 2, 2],
    },
  )
  if (result.status !== 0) throw new Error('the build failed (see above)')
  writeFileSync(stampFile, `${JSON.stringify({ sourcesAt, builtAt: Date.now() })}\n`)
  process.stderr.write('Built.\n')
  return true
}

/** What `npm run web -- --help` and `npm start -- --help` print: at once, with no build for a question. */
export const webUsage = `Usage: npm run web -- [--port N] [--no-open] [--data-dir PATH] [--mpris]
       npm start -- [the same flags: used where Electron cannot run and Encore opens in your browser]

Runs Encore in your browser: prints one line, the link to open, and opens it.

  --port N         the port on 127.0.0.1 (0, the default, picks a free one)
  --no-open        do not open a browser; open the printed link yourself
  --data-dir PATH  where settings and the sign-in are kept (default: your settings folder)
  --mpris          Linux: offer Encore's player to the desktop's media keys and widgets
`

/** @param {readonly string[]} args */
export const asksForHelp = (args) => args.some((arg) => arg === '--help' || arg === '-h')

async function main() {
  const command = process.argv[2]
  if (command !== 'web' && command !== 'start' && command !== 'ctl' && command !== 'build') {
    process.stderr.write('usage: node build/run-compiled.js web|start|ctl|build [flags]\n')
    process.exit(2)
  }
  if ((command === 'web' || command === 'start') && asksForHelp(process.argv.slice(3))) {
    process.stdout.write(webUsage)
    return
  }
  // The command line never builds: a status bar starts several at once, and a hotkey must not wait for a
  // build. It runs the client of the last build (`npm run web` builds before it serves; the protocol is
  // versioned), and with none says how to make one.
  if (command === 'ctl' && !existsSync(join(root, entries.ctl))) {
    process.stderr.write(
      'encore: Start Encore first: it is not built yet (npm run web builds and starts it).\n',
    )
    process.exit(3)
  }
  try {
    if (command !== 'ctl') ensureBuild()
  } catch (error) {
    process.stderr.write(`encore: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
  if (command === 'build') return
  // The compiled entry reads its own flags from process.argv.slice(2).
  process.argv.splice(2, 1)
  await import(pathToFileURL(join(root, entries[command])).href)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
