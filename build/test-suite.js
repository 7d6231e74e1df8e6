// @ts-check
/**
 * `npm test`: every check Encore's changes must pass, timed. The static checks (type-check, lint, the Electron
 * lint, the production audit, the build) run two at a time, since each is one single-threaded process and the
 * machines have two cores; then the unit run (Vitest), then the end-to-end run (Playwright). At the end it
 * prints how long each phase took and the ten slowest test files of each runner, from the runners' JSON
 * reports (test-reports/vitest.json, test-reports/playwright.json).
 *
 *   node build/test-suite.js            the whole suite (what `npm test` and CI run)
 *   node build/test-suite.js --skip-e2e the same without Playwright (a quicker local check)
 *
 * It stops at the first phase that fails and exits with that phase's code.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
// Not test-results/: Playwright empties its output folder when it starts, the unit run's report with it.
const results = join(root, 'test-reports')
const vitestReport = join(results, 'vitest.json')
const playwrightReport = join(results, 'playwright.json')
/** @param {string} name */
const bin = (name) => join(root, 'node_modules', '.bin', name)

/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} Step */

/** The static checks: independent of each other, each one process. Longest first, so the pair ends together. */
/** @type {Step[]} */
export const staticSteps = [
  { name: 'prettier', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { name: 'eslint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'type-check (node)', command: bin('vue-tsc'), args: ['--noEmit', '-p', 'tsconfig.node.json'] },
  { name: 'type-check (e2e)', command: bin('vue-tsc'), args: ['--noEmit', '-p', 'tsconfig.e2e.json'] },
  { name: 'type-check (web)', command: bin('vue-tsc'), args: ['--noEmit', '-p', 'tsconfig.web.json'] },
  { name: 'lint:electron', command: process.execPath, args: ['build/electronegativity.js'] },
  { name: 'build', command: process.execPath, args: ['build/run-compiled.js', 'build'] },
  { name: 'audit:prod', command: process.execPath, args: ['build/audit-production.js'] },
]

/** @type {Step} */
const unitStep = {
  name: 'unit (vitest)',
  command: bin('vitest'),
  args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
}

/** @type {Step} */
const e2eStep = {
  name: 'e2e (playwright)',
  command: bin('playwright'),
  args: ['test', '--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
}

/**
 * Runs one step with its output passed through (a parallel step's output is held and printed whole when it
 * ends, so two steps' lines never interleave). Resolves with its exit code and seconds.
 * @param {Step} step
 * @param {{ buffered: boolean }} options
 * @returns {Promise<{ step: Step, code: number, seconds: number }>}
 */
function run(step, { buffered }) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env['FORCE_COLOR'] ?? '0', ...step.env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    })
    /** @type {Buffer[]} */
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    const finish = (/** @type {number} */ code) => {
      const seconds = (performance.now() - started) / 1000
      if (buffered) {
        const text = Buffer.concat(output).toString('utf8').trimEnd()
        process.stdout.write(
          `\n── ${step.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s\n`,
        )
        if (text && (code !== 0 || step.name === 'build' || step.name === 'audit:prod')) {
          process.stdout.write(`${text}\n`)
        }
      }
      resolve({ step, code, seconds })
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${step.name} could not start: ${error.message}\n`))
      finish(127)
    })
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)))
  })
}

/**
 * Runs steps with at most `width` at once, in the given order. Resolves with every step's result.
 * @param {Step[]} steps
 * @param {number} width
 */
async function runPool(steps, width) {
  /** @type {{ step: Step, code: number, seconds: number }[]} */
  const done = []
  const queue = [...steps]
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) done.push(await run(step, { buffered: true }))
  }
  await Promise.all(Array.from({ length: width }, lane))
  return done
}

/**
 * The slowest test files of a Vitest JSON report, by each file's own time.
 * @param {unknown} report
 * @returns {{ file: string, seconds: number }[]}
 */
export function slowestVitestFiles(report) {
  const files = /** @type {{ testResults?: { name: string, startTime: number, endTime: number }[] }} */ (
    report
  )
  return (files.testResults ?? [])
    .map((file) => ({ file: relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
}

/**
 * The slowest spec files of a Playwright JSON report, by the sum of their tests' times (a file runs in one
 * worker, its tests in order).
 * @param {unknown} report
 * @returns {{ file: string, seconds: number }[]}
 */
export function slowestPlaywrightFiles(report) {
  /** @type {Map<string, number>} */
  const byFile = new Map()
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const file = `test/e2e/${spec.file}`
          byFile.set(file, (byFile.get(file) ?? 0) + (result.duration ?? 0) / 1000)
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of /** @type {any} */ (report).suites ?? []) walk(suite)
  return [...byFile].map(([file, seconds]) => ({ file, seconds })).sort((a, b) => b.seconds - a.seconds)
}

/** @param {string} path @param {(report: unknown) => { file: string, seconds: number }[]} read */
function slowestFrom(path, read) {
  try {
    return read(JSON.parse(readFileSync(path, 'utf8'))).slice(0, 10)
  } catch {
    return []
  }
}

/** @param {{ step: Step, code: number, seconds: number }[]} done @param {number} started */
function summary(done, started) {
  const lines = ['', '── Time by phase']
  for (const { step, code, seconds } of done) {
    lines.push(
      `  ${step.name.padEnd(22)} ${seconds.toFixed(1).padStart(7)} s${code === 0 ? '' : `  (exit ${code})`}`,
    )
  }
  lines.push(
    `  ${'total (wall)'.padEnd(22)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`,
  )
  for (const [title, path, read] of /** @type {const} */ ([
    ['unit', vitestReport, slowestVitestFiles],
    ['e2e', playwrightReport, slowestPlaywrightFiles],
  ])) {
    if (!done.some(({ step }) => step.name.startsWith(title))) continue
    const slowest = slowestFrom(path, read)
    if (slowest.length === 0) continue
    lines.push(`── The ten slowest ${title} test files`)
    for (const { file, seconds } of slowest) lines.push(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`)
  }
  process.stdout.write(`${lines.join('\n')}\n`)
}

/**
 * Runs the suite: the static steps two at a time, then each runner step in turn, stopping before a runner
 * once anything failed. Prints the time by phase and the slowest files. Resolves with the exit code.
 * @param {{ staticSteps: Step[], runnerSteps: Step[] }} steps
 */
export async function runSuite({ staticSteps: checks, runnerSteps }) {
  const started = performance.now()
  mkdirSync(results, { recursive: true })
  /** @type {{ step: Step, code: number, seconds: number }[]} */
  const done = []
  const failed = () => done.find(({ code }) => code !== 0)
  // The static checks first: a type or lint error should not wait behind eight minutes of tests.
  const staticStarted = performance.now()
  done.push(...(await runPool(checks, 2)))
  done.push({
    step: { name: 'static checks (wall)', command: '', args: [] },
    code: failed()?.code ?? 0,
    seconds: (performance.now() - staticStarted) / 1000,
  })
  for (const step of runnerSteps) {
    if (failed()) break
    process.stdout.write(`\n── ${step.name}\n`)
    done.push(await run(step, { buffered: false }))
  }
  summary(done, started)
  return failed()?.code ?? 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const skipE2e = process.argv.includes('--skip-e2e')
  process.exitCode = await runSuite({ staticSteps, runnerSteps: skipE2e ? [unitStep] : [unitStep, e2eStep] })
}
