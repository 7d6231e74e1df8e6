// @ts-check
/**
 * `npm run lint:electron`: Doyensec's Electronegativity over `electron/` and `renderer/`, offline. Any finding
 * fails the run, unless its line carries an `eng-disable` comment that says why:
 *
 *   const window = new BrowserWindow(options) // eng-disable SANDBOX_JS_CHECK -- why it does not apply
 *
 * Electronegativity reads .js, .ts and .html files, not Vue's single-file components: so the sources are
 * staged in a temporary folder first, each `.vue` file split into its `<script>` blocks (as `.vue.ts`) and its
 * `<template>` (as `.vue.html`), every other line left blank so that line numbers stay those of the `.vue`
 * file. What it cannot judge from source is excluded below, each with the reason and the test that covers it.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = fileURLToPath(new URL('../', import.meta.url))
const require = createRequire(import.meta.url)
const FOLDERS = ['electron', 'renderer']

/** Checks that cannot see what Encore does (by class name, as Electronegativity takes them), and why. */
export const EXCLUDED = {
  // CSP_GLOBAL_CHECK: the page's CSP is a response header of the app:// protocol handler and of the browser
  // host (core/base/security/content-policy.ts), which the check does not look for; test/main/app-protocol.test.ts
  // and test/web/host.test.ts assert the header.
  CSPGlobalCheck: 'CSP_GLOBAL_CHECK',
  // AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK: needs the list of Electron releases from the network.
  AvailableSecurityFixesGlobalCheck: 'AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK',
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path)
    return [path]
  })
}

/** The lines of `text` inside `<tag …>…</tag>` blocks at the top level of a .vue file; every other line blank. */
function keepBlocks(/** @type {string} */ text, /** @type {string} */ tag) {
  let inside = false
  return text
    .split('\n')
    .map((line) => {
      if (!inside && new RegExp(`^<${tag}[\\s>]`).test(line)) {
        inside = !new RegExp(`</${tag}>\\s*$`).test(line)
        return ''
      }
      if (inside && new RegExp(`^</${tag}>`).test(line)) {
        inside = false
        return ''
      }
      return inside ? line : ''
    })
    .join('\n')
}

/** Copies what Electronegativity should read into `stage`; answers what it staged, by kind. */
function stage(/** @type {string} */ root, /** @type {string} */ stageDir) {
  const counts = { ts: 0, html: 0, vueScripts: 0, vueTemplates: 0 }
  for (const folder of FOLDERS) {
    for (const file of filesUnder(join(root, folder))) {
      const target = join(stageDir, relative(root, file))
      if (/\.(ts|html)$/.test(file) && !file.endsWith('.d.ts')) {
        mkdirSync(dirname(target), { recursive: true })
        cpSync(file, target)
        counts[file.endsWith('.ts') ? 'ts' : 'html']++
      } else if (file.endsWith('.vue')) {
        mkdirSync(dirname(target), { recursive: true })
        const text = readFileSync(file, 'utf8')
        writeFileSync(`${target}.ts`, keepBlocks(text, 'script'))
        writeFileSync(`${target}.html`, keepBlocks(text, 'template'))
        counts.vueScripts++
        counts.vueTemplates++
      }
    }
  }
  return counts
}

/** Every `eng-disable` comment in the sources must name checks and say why after ` -- `. */
function unjustifiedDisables(/** @type {string} */ root) {
  /** @type {string[]} */
  const problems = []
  let count = 0
  for (const folder of FOLDERS) {
    for (const file of filesUnder(join(root, folder)).filter((f) => /\.(ts|html|vue)$/.test(f))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const match = /eng-disable\b(.*)$/.exec(line)
          if (!match) return
          count++
          const [checks = '', why = ''] = (match[1] ?? '').split(' -- ')
          if (
            !/^\s*[A-Z_]+_CHECK(\s+[A-Z_]+_CHECK)*\s*$/.test(checks) ||
            why.replace(/-->|\*\//, '').trim().length < 15
          ) {
            problems.push(
              `${relative(root, file)}:${index + 1}: an eng-disable comment must name the checks, then say why after " -- " (${line.trim()})`,
            )
          }
        })
    }
  }
  return { count, problems }
}

/**
 * Scans `root`'s electron/ and renderer/; answers the failures (findings, files it could not read, unjustified
 * eng-disable comments), one line each, and a summary of what it covered.
 */
export async function scan(root = projectRoot) {
  const stageDir = mkdtempSync(join(tmpdir(), 'encore-electronegativity-'))
  try {
    const counts = stage(root, stageDir)
    /** @type {(options: object) => Promise<any>} */
    const run = require('@doyensec/electronegativity')
    const electronVersion = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version
    const result = await run({
      input: stageDir,
      isRelative: true,
      electronVersionOverride: electronVersion,
      customScan: [],
      excludeFromScan: Object.keys(EXCLUDED).map((name) => name.toLowerCase()),
      severitySet: undefined,
      confidenceSet: undefined,
    })
    /** @type {{ id: string, file: string, location: { line: number, column: number }, description: string }[]} */
    const issues = result.issues
    /** @type {{ file: string, message: string, tolerable: boolean }[]} */
    const errors = result.errors
    const shown = (/** @type {string} */ file) => file.replace(/\.vue\.(ts|html)$/, '.vue')
    const failures = [
      ...issues.map(
        (issue) =>
          `${shown(issue.file)}:${issue.location.line}:${issue.location.column}: ${issue.id}: ${issue.description}`,
      ),
      ...errors.map(
        (error) => `${shown(relative(stageDir, error.file))}: could not be read: ${error.message}`,
      ),
    ]
    const disables = unjustifiedDisables(root)
    failures.push(...disables.problems)
    const summary =
      `electronegativity ${require('@doyensec/electronegativity/package.json').version} (Electron ${electronVersion}): ` +
      `${counts.ts} .ts and ${counts.html} .html files, the scripts and templates of ${counts.vueScripts} .vue files; ` +
      `${result.atomicChecks} checks per file and ${result.globalChecks} global checks ` +
      `(excluded, see build/electronegativity.js: ${Object.values(EXCLUDED).join(', ')}); ${disables.count} justified eng-disable lines.`
    return { failures, summary }
  } finally {
    rmSync(stageDir, { recursive: true, force: true })
  }
}

async function main() {
  const { failures, summary } = await scan()
  if (failures.length) {
    process.stderr.write(`${failures.join('\n')}\n${summary}\n${failures.length} finding(s): see above.\n`)
    process.exitCode = 1
  } else {
    process.stdout.write(`${summary}\nNo findings.\n`)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    process.stderr.write(`lint:electron: ${error instanceof Error ? error.stack : String(error)}\n`)
    process.exitCode = 1
  })
}
