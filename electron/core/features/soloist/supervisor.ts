import type { ShownLanguage } from '../../../contract'
import type { Clock, Logger } from '../../base/ports'
import { wordsNow, type Say } from '../../base/words'
import { soloistWords, type SoloistWords } from './soloist-words'
import { readEndpoint, type RuntimeFiles, type SoloistEndpoint } from './endpoint'
import { EXPIRED_EXIT_CODE, expiryWarning, remainingDaysFromLog } from './lifetime'
import { problemFromLog, type SoloistProblem } from './log-problems'
import { endpointTrust, type EndpointTrust } from './socket-owner'

/**
 * Soloist as Encore's child: started with its device name, its API key, `--ws 127.0.0.1:0` and a data folder
 * of its own; its endpoint read from the runtime files; restarted with backoff when it exits; stopped on
 * dispose. The spawner and the clock are ports, so the whole life runs in tests without the binary.
 */

/** One running child, as the spawner hands it over. */
export interface SoloistChild {
  /** Each line of its standard output and error. */
  onLine(listener: (line: string) => void): void
  onExit(listener: (code: number | null, signal: string | null) => void): void
  /** It could not be started at all (`ENOENT`: no such file; `EACCES`: not executable). */
  onError(listener: (error: { code?: string; message: string }) => void): void
  kill(signal: 'SIGTERM' | 'SIGKILL'): void
  /** Its process id, where the spawner knows it: the socket Encore trusts must be this process's own. */
  readonly pid?: number | undefined
}

export type SoloistSpawner = (command: string, args: string[]) => SoloistChild

export interface SupervisorOptions {
  binary: string
  /** Soloist's API key: passed as its `--api-key` argument (as the reference shows), never logged. */
  apiKey: string
  deviceName: string
  dataDir: string
  spawn: SoloistSpawner
  files: RuntimeFiles
  clock: Clock
  logger: Logger
  onStatus?: (status: SoloistStatus) => void
  /** The language its words are said in, asked as each is said (Settings', else the system's); absent: English. */
  language?: () => ShownLanguage
  /** Whose the listener on a port is, given the child's pid (/proc on Linux; test seam). */
  trust?: (port: number, pid: number) => Promise<EndpointTrust>
}

export type SoloistPhase =
  | 'stopped'
  | 'starting'
  | 'running'
  | 'restarting'
  | 'expired'
  | 'missing'
  /** Its log said something starting again cannot fix (a wrong key, a refused pairing): not restarted. */
  | 'failed'

export interface SoloistStatus {
  phase: SoloistPhase
  endpoint: SoloistEndpoint | null
  /** While `restarting`: when the next start is due (epoch ms). */
  restartAt: number | null
  /** The days the build said it had left at its last start; null until it said. */
  daysLeft: number | null
  /** From two weeks before the build stops: when, and what to do. */
  warning: string | null
  /** What is wrong and what to do, in words; null while all is well. */
  message: string | null
}

/** Waits between restarts; the last repeats. A run this long resets them (it was not a crash loop). */
export const restartDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000]
export const STABLE_RUN_MS = 60_000
/** How often, and how long, the runtime files are looked for after a start. */
export const DISCOVERY_POLL_MS = 100
export const DISCOVERY_TIMEOUT_MS = 15_000
/** After SIGTERM, how long Soloist gets to remove its runtime files before SIGKILL. */
export const STOP_GRACE_MS = 5_000

export interface SoloistSupervisor {
  start(): void
  status(): SoloistStatus
  dispose(): Promise<void>
}

/** The documented flags: a device name, the key, a loopback socket on a free port, a data folder of its own. */
function soloistArgs(options: SupervisorOptions): string[] {
  const { deviceName, apiKey, dataDir } = options
  return ['--device-name', deviceName, '--api-key', apiKey, '--ws', '127.0.0.1:0', '--data-dir', dataDir]
}

/** Why it could not be started at all (`ENOENT`: no such file; else not executable), with the fix. */
const startFailureWords = (code: string | undefined, say: Say<SoloistWords>) =>
  say(code === 'ENOENT' ? 'status.notFound' : 'status.notExecutable')

/** The supervisor's words in the language spoken now. */
const saying = (options: Pick<SupervisorOptions, 'language'>): Say<SoloistWords> =>
  wordsNow(soloistWords, options.language)

/** The status before the first start. */
const notStarted: SoloistStatus = {
  phase: 'stopped',
  endpoint: null,
  restartAt: null,
  daysLeft: null,
  warning: null,
  message: null,
}

/** The supervisor's pending timers (a discovery poll, a restart), all cleared at once on exit or dispose. */
function createTimerSet(clock: Clock): { later(fn: () => void, ms: number): void; clear(): void } {
  const timers = new Set<unknown>()
  return {
    later(fn, ms) {
      const handle = clock.setTimeout(() => {
        timers.delete(handle)
        fn()
      }, ms)
      timers.add(handle)
    },
    clear() {
      for (const handle of timers) clock.clearTimeout(handle)
      timers.clear()
    },
  }
}

/** The endpoint, when the socket on its port is this child's own (a stranger's port is not used). */
async function ownEndpoint(
  options: Pick<SupervisorOptions, 'trust' | 'logger'>,
  endpoint: SoloistEndpoint,
  current: SoloistChild,
): Promise<SoloistEndpoint | null> {
  if (current.pid === undefined) return endpoint
  const trust = await (options.trust ?? endpointTrust)(endpoint.port, current.pid)
  if (trust !== 'foreign') return endpoint
  options.logger.warn('soloist: its port is not its own socket; not used', { port: endpoint.port })
  return null
}

/** SIGTERM, and SIGKILL after the grace; resolves once the child exited. */
async function endChild(clock: Clock, current: SoloistChild, exited: Promise<void>): Promise<void> {
  current.kill('SIGTERM')
  const force = clock.setTimeout(() => current.kill('SIGKILL'), STOP_GRACE_MS)
  await exited
  clock.clearTimeout(force)
}

/** Reads one line of Soloist's log: a problem it says, and the days its build has left (with the warning due). */
function readLogLine(
  line: string,
  { clock, logger, language }: Pick<SupervisorOptions, 'clock' | 'logger' | 'language'>,
  heard: { problem(said: SoloistProblem): void; status(patch: Partial<SoloistStatus>): void },
): void {
  logger.debug('soloist: log', { line: line.slice(0, 500) })
  const said = problemFromLog(line, language?.() ?? 'en')
  if (said) {
    heard.problem(said)
    logger.warn('soloist: said a problem', { kind: said.kind })
    heard.status({ message: said.message })
  }
  const days = remainingDaysFromLog(line)
  if (days === undefined) return
  const warning = expiryWarning(days, clock.now(), language?.() ?? 'en')
  if (warning) logger.warn('soloist: build expires soon', { daysLeft: days })
  heard.status({ daysLeft: days, warning })
}

/**
 * What an unexpected exit leads to: expired, failed for what the log said, or a start again after a wait
 * that grows with each failure in a row (a run that lasted counts as none).
 */
function afterExit(
  code: number | null,
  problem: SoloistProblem | undefined,
  run: { now: number; startedAt: number; failures: number },
  say: Say<SoloistWords>,
): { patch: Partial<SoloistStatus>; failures: number; restartIn: number | null } {
  if (code === EXPIRED_EXIT_CODE) {
    const patch = { phase: 'expired', endpoint: null, message: say('status.expired'), warning: null } as const
    return { patch, failures: run.failures, restartIn: null }
  }
  if (problem?.stops) {
    return {
      patch: { phase: 'failed', endpoint: null, message: problem.message },
      failures: run.failures,
      restartIn: null,
    }
  }
  const failures = run.now - run.startedAt >= STABLE_RUN_MS ? 0 : run.failures
  const delay = restartDelaysMs[Math.min(failures, restartDelaysMs.length - 1)]!
  const patch = {
    phase: 'restarting',
    endpoint: null,
    restartAt: run.now + delay,
    message: problem?.message ?? say('status.stopped'),
  } as const
  return { patch, failures: failures + 1, restartIn: delay }
}

export function createSoloistSupervisor(options: SupervisorOptions): SoloistSupervisor {
  const { clock, logger } = options
  let status: SoloistStatus = notStarted
  let child: SoloistChild | undefined
  let childExited: Promise<void> = Promise.resolve()
  let startedAt = 0
  let failures = 0
  /** What this run's log said went wrong: said on exit instead of "stopped unexpectedly". */
  let problem: SoloistProblem | undefined
  let disposed = false
  const timers = createTimerSet(clock)

  const set = (patch: Partial<SoloistStatus>) => {
    status = { ...status, ...patch }
    options.onStatus?.(status)
  }
  const scrub = (line: string) => line.split(options.apiKey).join('[redacted]')

  async function launch(): Promise<void> {
    if (disposed) return
    set({ phase: 'starting', endpoint: null, restartAt: null, message: null })
    problem = undefined
    await options.files.clear(options.dataDir).catch(() => undefined)
    if (disposed) return
    logger.info('soloist: starting', { binary: options.binary, dataDir: options.dataDir })
    const current = options.spawn(options.binary, soloistArgs(options))
    child = current
    startedAt = clock.now()
    let resolveExit = () => {}
    childExited = new Promise((resolve) => (resolveExit = resolve))
    current.onLine((line) => onLine(scrub(line)))
    current.onError((error) => {
      resolveExit()
      if (child !== current) return
      child = undefined
      timers.clear()
      logger.warn('soloist: could not start', { code: error.code, message: scrub(error.message) })
      set({ phase: 'missing', endpoint: null, message: startFailureWords(error.code, saying(options)) })
    })
    current.onExit((code, signal) => {
      resolveExit()
      if (child !== current) return
      child = undefined
      onExit(code, signal)
    })
    discover(clock.now() + DISCOVERY_TIMEOUT_MS, current)
  }

  function discover(deadline: number, current: SoloistChild): void {
    timers.later(() => {
      if (child !== current || disposed) return
      void readEndpoint(options.files, options.dataDir).then(async (found) => {
        const endpoint = found && (await ownEndpoint(options, found, current))
        if (child !== current || disposed) return
        if (endpoint) {
          logger.info('soloist: listening', { port: endpoint.port })
          set({ phase: 'running', endpoint })
        } else if (clock.now() >= deadline) {
          logger.warn('soloist: no endpoint in its data folder; restarting it')
          set({ message: saying(options)('status.noSocket') })
          stop(current)
        } else discover(deadline, current)
      })
    }, DISCOVERY_POLL_MS)
  }

  /** SIGTERM, then SIGKILL after the grace: a child that ignores SIGTERM must not stay "starting" forever. */
  function stop(current: SoloistChild): void {
    current.kill('SIGTERM')
    timers.later(() => {
      if (child !== current) return
      logger.warn('soloist: did not stop after SIGTERM; killed')
      const stuck = saying(options)('status.stuck')
      problem = { kind: 'not-stopping', message: stuck, stops: false }
      set({ message: stuck })
      current.kill('SIGKILL')
    }, STOP_GRACE_MS)
  }

  const onLine = (line: string) =>
    readLogLine(line, options, {
      problem: (said) => {
        problem = said
      },
      status: set,
    })

  function onExit(code: number | null, signal: string | null): void {
    timers.clear()
    if (disposed) return set({ phase: 'stopped', endpoint: null })
    logger.warn('soloist: exited', { code, signal })
    const next = afterExit(code, problem, { now: clock.now(), startedAt, failures }, saying(options))
    failures = next.failures
    set(next.patch)
    if (next.restartIn !== null) timers.later(() => void launch(), next.restartIn)
  }

  return {
    start() {
      if (disposed || child || status.phase === 'starting') return
      failures = 0
      void launch()
    },
    status: () => status,
    async dispose() {
      if (disposed) return
      disposed = true
      timers.clear()
      const current = child
      if (!current) {
        set({ phase: 'stopped', endpoint: null, restartAt: null })
        return
      }
      await endChild(clock, current, childExited)
      child = undefined
      set({ phase: 'stopped', endpoint: null, restartAt: null })
    },
  }
}
