import { resolve } from 'node:path'
import { EXIT, helpLanguage, helpPointerIn, parseCommandLine, usageIn, type ExitCode } from '../core'
import { sendInvocation, type ClientIo, type Reached } from './client'

/**
 * One run of the command, as both shells' entries make it (`npm run -s ctl -- …` and the desktop app's binary
 * with arguments): parse, find the Encore of the data folder, start one first with `--start`, print, answer
 * the exit code.
 */

export interface ClientRun {
  argv: readonly string[]
  /** The data folder when `--data-dir` is not given: the shell's own (browser mode's, or the app's). */
  defaultDataDir: string
  io: ClientIo
  /** Starts Encore for `--start` (detached: it keeps running after the command ends). */
  start?: (dataDir: string) => void
  /**
   * The desktop app: gives the command to an Encore that runs but has no socket yet (it is starting) through
   * the single-instance lock's second-instance arguments; true when one took it (it prints nothing back).
   */
  handOver?: (argv: readonly string[]) => boolean
  /** How long a started Encore has to open its socket. */
  startTimeoutMs?: number
  /** Between two tries while it starts. */
  retryMs?: number
  /** The locale's variables: the help speaks its language (process.env when not given). */
  env?: Readonly<Record<string, string | undefined>>
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Red on a terminal that wants colour; plain text everywhere else (a pipe, a file, a status bar). */
export function errorLine(
  line: string,
  stream: { isTTY?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): string {
  const colour = stream.isTTY === true && env['NO_COLOR'] === undefined && env['TERM'] !== 'dumb'
  return colour ? `\u001b[31mencore: ${line}\u001b[39m` : `encore: ${line}`
}

export async function runClient(run: ClientRun): Promise<ExitCode> {
  const parsed = parseCommandLine(run.argv)
  const language = helpLanguage(run.env ?? process.env)
  if (!parsed.ok) {
    run.io.err(parsed.message)
    run.io.note(helpPointerIn(language))
    return EXIT.usage
  }
  if ('help' in parsed) {
    run.io.out(usageIn(language))
    return EXIT.ok
  }
  const { invocation } = parsed
  const dataDir = invocation.dataDir === null ? run.defaultDataDir : resolve(invocation.dataDir)
  let reached: Reached = await sendInvocation(invocation, dataDir, run.io)
  if ('notRunning' in reached && invocation.dataDir === null && run.handOver?.(run.argv)) return EXIT.ok
  if ('notRunning' in reached && invocation.start && run.start) {
    run.start(dataDir)
    const until = Date.now() + (run.startTimeoutMs ?? 60_000)
    while ('notRunning' in reached && Date.now() < until) {
      await wait(run.retryMs ?? 250)
      reached = await sendInvocation(invocation, dataDir, run.io)
    }
  }
  if ('notRunning' in reached) {
    run.io.err(reached.notRunning)
    return EXIT.notRunning
  }
  return reached.code
}
