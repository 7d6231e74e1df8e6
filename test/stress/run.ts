import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

/**
 * `npm run test:stress [-- --times N] [--load N] [--only integration|e2e] [--spec FILE]...`: the integration
 * tests (`vitest run test/integration`) and the end-to-end suite (`playwright test`) while a CPU load of our
 * own keeps every core busy: one busy worker thread per core (at least two), at normal priority (not niced).
 * `--times N` repeats the whole pass N times and stops at the first failure; each pass's duration and result
 * are printed at the end. The load runs in threads of this process, so it cannot outlive it, and it is stopped
 * in every case: after a pass, on failure, on Ctrl-C or SIGTERM (then the suite running is stopped too).
 *
 * Printed per pass, to show the machine was busy: the cores the load itself used on average (its share of a
 * machine others may use too) and, on Linux, how busy the machine's cores were altogether (/proc/stat).
 */

const root = fileURLToPath(new URL('../../', import.meta.url))

interface Options {
  times: number
  load: number
  only: 'integration' | 'e2e' | null
  specs: string[]
}

function parseOptions(argv: string[]): Options {
  const options: Options = { times: 1, load: Math.max(2, availableParallelism()), only: null, specs: [] }
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]!
    const value = () => {
      const next = argv[++index]
      if (next === undefined) throw new Error(`${flag} needs a value`)
      return next
    }
    const count = () => {
      const number = Number(value())
      if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} needs a whole number above 0`)
      return number
    }
    if (flag === '--times') options.times = count()
    else if (flag === '--load') options.load = count()
    else if (flag === '--spec') options.specs.push(value())
    else if (flag === '--only') {
      const only = value()
      if (only !== 'integration' && only !== 'e2e') throw new Error('--only takes integration or e2e')
      options.only = only
    } else throw new Error(`unknown option ${flag}`)
  }
  return options
}

/** The load: each worker spins on arithmetic for good; `terminate()` stops it even mid-loop. */
const SPIN = 'let x = 1; for (;;) x = (x * 1103515245 + 12345) % 2147483648'

/** The machine's CPU time so far, busy and in all (Linux's /proc/stat, in ticks); null elsewhere. */
function cpuTicks(): { busy: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number)
  const total = fields.reduce((sum, value) => sum + value, 0)
  // user nice system idle iowait irq softirq steal (guest time is inside user's): idle and iowait are idle.
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total }
}

interface Load {
  stop(): Promise<void>
  /** Cores the load kept busy on average since it started. */
  cores(): number
}

function startLoad(threads: number): Load {
  const workers = Array.from({ length: threads }, () => new Worker(SPIN, { eval: true }))
  const startedAt = performance.now()
  const cpuAtStart = process.cpuUsage()
  let coresUsed = 0
  let stopped: Promise<void> | null = null
  return {
    cores: () => {
      if (stopped) return coresUsed
      const cpu = process.cpuUsage(cpuAtStart)
      return (cpu.user + cpu.system) / 1000 / (performance.now() - startedAt)
    },
    stop() {
      if (!stopped) {
        const cpu = process.cpuUsage(cpuAtStart)
        coresUsed = (cpu.user + cpu.system) / 1000 / (performance.now() - startedAt)
        stopped = Promise.all(workers.map((worker) => worker.terminate())).then(() => {})
      }
      return stopped
    },
  }
}

/** The suite running now, if any: stopped with its whole process group on Ctrl-C. */
let running: ChildProcess | null = null
let load: Load | null = null
let interrupted = false

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    // Its own process group, so Ctrl-C reaches it through us and the whole group (browsers too) can be stopped.
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: true })
    running = child
    child.on('error', (error) => {
      console.error(`stress: ${command} did not start: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      running = null
      resolve(code ?? (signal ? 128 : 1))
    })
  })
}

function stopEverything(signal: NodeJS.Signals): void {
  if (interrupted) return
  interrupted = true
  console.error(`\nstress: ${signal}: stopping the load and the suite`)
  void load?.stop()
  const child = running
  if (child?.pid) {
    try {
      process.kill(-child.pid, 'SIGINT')
    } catch {
      // Already gone.
    }
    // A suite that does not stop on Ctrl-C within 20 s is killed.
    setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }, 20_000).unref()
  }
}

interface Step {
  name: string
  seconds: number
  code: number
}

interface Pass {
  steps: Step[]
  seconds: number
  cores: number
  load: string
  /** How busy the machine's cores were during the pass, 0–1 (null where unknown). */
  machineBusy: number | null
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`

async function onePass(options: Options, number: number): Promise<Pass> {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
  const suites: { name: string; args: string[] }[] = []
  if (options.only !== 'e2e')
    suites.push({ name: 'integration', args: ['vitest', 'run', 'test/integration'] })
  if (options.only !== 'integration')
    suites.push({ name: 'e2e', args: ['playwright', 'test', ...options.specs] })

  load = startLoad(options.load)
  const loadBefore = loadavg()[0]!.toFixed(2)
  const ticksBefore = cpuTicks()
  const started = performance.now()
  const steps: Step[] = []
  try {
    for (const suite of suites) {
      if (interrupted) break
      console.error(`\nstress: pass ${number}/${options.times}: ${suite.name}, ${options.load} busy threads`)
      const stepStart = performance.now()
      const code = await run(npx, suite.args)
      steps.push({ name: suite.name, seconds: (performance.now() - stepStart) / 1000, code })
      if (code !== 0) break
    }
  } finally {
    await load.stop()
  }
  const ticksAfter = cpuTicks()
  return {
    machineBusy:
      ticksBefore && ticksAfter && ticksAfter.total > ticksBefore.total
        ? (ticksAfter.busy - ticksBefore.busy) / (ticksAfter.total - ticksBefore.total)
        : null,
    steps,
    seconds: (performance.now() - started) / 1000,
    cores: load.cores(),
    load: `${loadBefore} → ${loadavg()[0]!.toFixed(2)}`,
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => stopEverything(signal))

  // The build first, without the load: the suites' global setups then find it fresh.
  const build = spawnSync(process.execPath, ['build/run-compiled.js', 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) {
    console.error('stress: the build failed')
    return 1
  }

  const passes: Pass[] = []
  for (let number = 1; number <= options.times && !interrupted; number++) {
    const pass = await onePass(options, number)
    passes.push(pass)
    if (pass.steps.some((step) => step.code !== 0) || interrupted) break
  }

  console.error(`\nstress: ${options.load} busy threads on ${availableParallelism()} cores`)
  let failed = interrupted
  passes.forEach((pass, index) => {
    const ok = !interrupted && pass.steps.length > 0 && pass.steps.every((step) => step.code === 0)
    if (!ok) failed = true
    const steps = pass.steps.map(
      (step) => `${step.name} ${minutes(step.seconds)}${step.code ? ' FAILED' : ''}`,
    )
    const busy = pass.machineBusy === null ? '' : `, the cores ${Math.round(pass.machineBusy * 100)} % busy`
    console.error(
      `  pass ${index + 1}: ${ok ? 'passed' : 'FAILED'} in ${minutes(pass.seconds)} (${steps.join(', ')}); ` +
        `the load used ${pass.cores.toFixed(2)} cores${busy}, load average ${pass.load}`,
    )
  })
  if (passes.length < options.times && !failed) failed = true
  console.error(failed ? 'stress: FAILED' : `stress: passed ${passes.length} time(s) in a row`)
  return failed ? 1 : 0
}

main().then(
  async (code) => {
    await load?.stop()
    process.exit(interrupted ? 130 : code)
  },
  async (error: unknown) => {
    console.error(`stress: ${error instanceof Error ? error.message : String(error)}`)
    await load?.stop()
    process.exit(2)
  },
)
