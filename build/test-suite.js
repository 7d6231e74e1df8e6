// @ts-check
/**
 * `npm test`: every check Encore's changes must pass, timed. The static checks (type-check, lint, the Electron
 * lint, the production audit, the build) run two at a time, since each is one single-threaded process and the
 * machines have two cores; the end-to-end run (Playwright) and the unit run (Vitest) start once the build is
 * done, beside them, the checks and the unit run a little nicer (the end-to-end run gets the cores when it needs
 * them: it ends last, and its tests wait with bounds). At the end it
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
/** The wrapper that runs a step and reports its CPU time (build/timed-step.js). */
const timedStep = join(root, 'build', 'timed-step.js')

/**
 * A step: a command, its environment, whether its output is shown when it passes (`showOutput`), and the check
 * it waits for (`startsAfter`: one check's name): a runner starts once that check passed (without it, once every
 * check passed); a check starts once that one ended, passed or not (its lane runs a check that is ready meanwhile).
 * `nice`: how much it yields the cores to the steps that run at the normal priority (the end-to-end run: its tests
 * wait on pages and clocks with bounds, the others only need the cores' time, whenever it comes).
 * @typedef {{ name: string, command: string, args: string[], env?: Record<string, string>, showOutput?: boolean, startsAfter?: string, nice?: number }} Step
 */
/** @typedef {{ step: Step, code: number, seconds: number, cpu?: number }} Done */

/**
 * The CPU seconds (user and system) of this process's children that have ended, grandchildren included (each
 * runner waits for its workers): the difference over a phase is what the phase cost the machine, whatever else
 * ran beside it. Undefined where /proc is missing (not Linux).
 * @returns {number | undefined}
 */
export function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    // After the command's name (in parentheses, may hold spaces): field 3 on; cutime and cstime are 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return undefined
  }
}

/**
 * The niceness of the checks and the unit run: the end-to-end run, which they share the cores with and which
 * ends last, gets the cores when it needs them (its tests wait with bounds); they take the rest.
 */
const besideTheEndToEndRun = 5

/**
 * The static checks: independent of each other, each one process. The build first, beside the longest check: the
 * end-to-end run waits only for it. Then the longest first, so the pair ends together.
 * @type {Step[]}
 */
export const staticSteps = [
  { name: 'build', command: process.execPath, args: ['build/run-compiled.js', 'build'], showOutput: true },
  // Checks core, the shell, the emulator and the Node tests, and writes their declarations (.d.ts, in
  // node_modules/.cache) for the e2e check, which reads them instead of checking electron/ a second time.
  { name: 'type-check (node)', command: bin('vue-tsc'), args: ['-b', 'tsconfig.node.json'] },
  { name: 'eslint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'prettier', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { name: 'type-check (web)', command: bin('vue-tsc'), args: ['--noEmit', '-p', 'tsconfig.web.json'] },
  {
    name: 'type-check (e2e)',
    command: bin('vue-tsc'),
    args: ['-b', 'tsconfig.e2e.json'],
    // The specs against the node check's declarations: started beside it, it would check the node side again.
    startsAfter: 'type-check (node)',
  },
  { name: 'lint:electron', command: process.execPath, args: ['build/electronegativity.js'] },
  { name: 'audit:prod', command: process.execPath, args: ['build/audit-production.js'], showOutput: true },
  // The build at the normal priority: the end-to-end run waits for it.
].map((step) => (step.name === 'build' ? step : { ...step, nice: besideTheEndToEndRun }))

/** @type {Step} */
export const unitStep = {
  name: 'unit (vitest)',
  command: bin('vitest'),
  args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  // Its tests that run the app compiled need the build only; it fills the time the end-to-end run waits.
  startsAfter: 'build',
  nice: besideTheEndToEndRun,
}

/** @type {Step} */
export const e2eStep = {
  name: 'e2e (playwright)',
  command: bin('playwright'),
  args: ['test', '--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  // It needs the compiled app only; the rest of the checks and the unit run share the cores with it.
  startsAfter: 'build',
}

/** The steps running now, so Ctrl-C can stop them. */
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set()

/**
 * Runs one step (through build/timed-step.js, which reports its CPU time) with its output passed through, or
 * held and printed whole when it ends (`buffered`), so two steps' lines never interleave. Resolves with its
 * exit code, wall seconds and CPU seconds.
 * @param {Step} step
 * @param {{ buffered: boolean, alsoIn?: Set<import('node:child_process').ChildProcess> }} options `alsoIn`: a
 *   set that holds the step while it runs, besides the suite's own
 * @returns {Promise<Done>}
 */
function run(step, { buffered, alsoIn }) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [timedStep, step.command, ...step.args], {
      cwd: root,
      env: {
        ...process.env,
        FORCE_COLOR: process.env['FORCE_COLOR'] ?? '0',
        // Said to each step anew: one run under a nicer step (the suite's own tests) does not inherit it.
        ENCORE_STEP_NICE: String(step.nice ?? 0),
        ...step.env,
      },
      stdio: buffered ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit', 'pipe'],
      // Its own process group: stopping the step stops every process under it (workers, browsers).
      detached: true,
    })
    running.add(child)
    alsoIn?.add(child)
    /** @type {Buffer[]} */
    const output = []
    /** @type {Buffer[]} */
    const timing = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.stdio[3]?.on('data', (chunk) => timing.push(Buffer.from(chunk)))
    const finish = (/** @type {number} */ code) => {
      running.delete(child)
      alsoIn?.delete(child)
      const seconds = (performance.now() - started) / 1000
      if (buffered) {
        const text = Buffer.concat(output).toString('utf8').trimEnd()
        process.stdout.write(
          `\n── ${step.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s\n`,
        )
        if (text && (code !== 0 || step.showOutput)) process.stdout.write(`${text}\n`)
      }
      /** @type {number | undefined} */
      let cpu
      try {
        cpu = JSON.parse(Buffer.concat(timing).toString('utf8')).cpu ?? undefined
      } catch {
        cpu = undefined
      }
      resolve({ step, code, seconds, cpu })
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${step.name} could not start: ${error.message}\n`))
      finish(127)
    })
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)))
  })
}

/**
 * Stops steps still running (each one's whole process group): those of `steps`, by default every one.
 * @param {Set<import('node:child_process').ChildProcess>} steps
 */
function stopRunning(steps = running) {
  for (const child of steps) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
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

/** @param {number | undefined} cpu */
const cpuColumn = (cpu) => (cpu === undefined ? '' : `  ${cpu.toFixed(1).padStart(7)} s CPU`)

/** @param {Done[]} done @param {number} started @param {number | undefined} cpuAtStart */
function summary(done, started, cpuAtStart) {
  const lines = ['', '── Time by phase']
  for (const { step, code, seconds, cpu } of done) {
    lines.push(
      `  ${step.name.padEnd(22)} ${seconds.toFixed(1).padStart(7)} s${cpuColumn(cpu)}${code === 0 ? '' : `  (exit ${code})`}`,
    )
  }
  const cpuNow = childrenCpuSeconds()
  lines.push(
    `  ${'total (wall)'.padEnd(22)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s${cpuColumn(
      cpuNow === undefined || cpuAtStart === undefined ? undefined : cpuNow - cpuAtStart,
    )}`,
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
 * Runs the suite. The static checks run two at a time, in the given order; a runner starts once what it needs
 * has passed: every check, or (`startsAfter`) the one check it names. So the end-to-end run, which needs only
 * the build and mostly waits on its pages and clocks, runs beside the other checks and the unit run instead of
 * after them. A failed check stops the runners, running or not started (the other checks run to their end: each
 * says what it found); a failed runner stops nothing (the other runner's results are worth having). The first
 * failure is the exit code. The first
 * runner to start passes its output through; one started beside it is printed whole when it ends. `serial`
 * runs the runners after every check, one after the other (as the suite did before). Prints the time by phase
 * and the slowest files. Resolves with the exit code.
 * @param {{ staticSteps: Step[], runnerSteps: Step[], serial?: boolean }} steps
 */
export async function runSuite({ staticSteps: checks, runnerSteps, serial = false }) {
  const started = performance.now()
  const cpuAtStart = childrenCpuSeconds()
  mkdirSync(results, { recursive: true })
  /** @type {Done[]} */
  const done = []
  /** The runners running now, which a failed check stops. */
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const runnersRunning = new Set()
  let stopped = false
  /** @param {Done} result @param {{ stopsRunners: boolean }} options */
  const record = (result, { stopsRunners }) => {
    done.push(result)
    if (result.code !== 0 && stopsRunners && !stopped) {
      stopped = true
      stopRunning(runnersRunning)
    }
  }
  /** Whether each check passed, once it ended. */
  const passed = new Map(checks.map((step) => [step.name, deferred()]))
  const queue = [...checks]
  /** The checks that ended, passed or not. */
  const ended = new Set()
  /** @param {Step} step */
  const ready = (step) => !step.startsAfter || !passed.has(step.startsAfter) || ended.has(step.startsAfter)
  const lane = async () => {
    while (queue.length > 0) {
      const next = queue.findIndex(ready)
      if (next === -1) {
        // Every check left waits for one still running: wait for the first one's to end.
        await passed.get(/** @type {string} */ (queue[0]?.startsAfter))?.promise
        continue
      }
      const [step] = queue.splice(next, 1)
      if (!step) continue
      const result = await run(step, { buffered: true })
      ended.add(step.name)
      record(result, { stopsRunners: true })
      passed.get(step.name)?.resolve(result.code === 0)
    }
  }
  const staticStarted = performance.now()
  const checksDone = Promise.all([lane(), lane()]).then(() => {
    const own = done.filter(({ step }) => checks.includes(step))
    done.push({
      step: { name: 'static checks (wall)', command: '', args: [] },
      code: own.find(({ code }) => code !== 0)?.code ?? 0,
      seconds: (performance.now() - staticStarted) / 1000,
      cpu: sumCpu(own),
    })
    return own.every(({ code }) => code === 0)
  })
  let streaming = false
  /** @type {Promise<unknown>} */
  let previous = checksDone
  const runners = runnerSteps.map((step) => {
    const gate =
      serial || !step.startsAfter ? previous : (passed.get(step.startsAfter)?.promise ?? checksDone)
    const ran = (async () => {
      if (!(await gate) || stopped) return false
      const buffered = streaming
      streaming = true
      process.stdout.write(
        buffered ? `\n── ${step.name}: started; its output follows when it ends\n` : `\n── ${step.name}\n`,
      )
      const result = await run(step, { buffered, alsoIn: runnersRunning })
      if (!buffered) streaming = false
      // A failed runner stops nothing: the other's results are worth having.
      record(result, { stopsRunners: false })
      return result.code === 0
    })()
    if (serial) previous = ran
    return ran
  })
  await Promise.all([checksDone, ...runners])
  summary(done, started, cpuAtStart)
  return done.find(({ code }) => code !== 0)?.code ?? 0
}

/** A promise with its resolve at hand (the first resolve counts). */
function deferred() {
  /** @type {(value: boolean) => void} */
  let resolve = () => {}
  /** @type {Promise<boolean>} */
  const promise = new Promise((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

/** @param {Done[]} steps */
function sumCpu(steps) {
  return steps.every(({ cpu }) => cpu !== undefined)
    ? steps.reduce((sum, { cpu }) => sum + (cpu ?? 0), 0)
    : undefined
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const skipE2e = process.argv.includes('--skip-e2e')
  // Ctrl-C, or CI stopping the job, reaches this process only: the steps run in process groups of their own.
  for (const [signal, code] of /** @type {const} */ ([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])) {
    process.once(signal, () => {
      stopRunning()
      process.exit(code)
    })
  }
  process.exitCode = await runSuite({
    staticSteps,
    runnerSteps: skipE2e ? [unitStep] : [e2eStep, unitStep],
    serial: process.env['ENCORE_SUITE_SERIAL'] === '1',
  })
}
