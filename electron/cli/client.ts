import { lstatSync } from 'node:fs'
import { connect } from 'node:net'
import {
  currentUid,
  EXIT,
  factsOf,
  keyPathFor,
  lineReader,
  PROTOCOL_VERSION,
  readKey,
  readServerMessage,
  socketPathFor,
  socketProblem,
  stripControls,
  wireCommandOf,
  type CommandRequest,
  type ExitCode,
  type Invocation,
} from '../core'

/**
 * The command's end: finds the Encore of a data folder by its socket, proves it runs as the same user (the
 * key), sends one request and prints what comes back. Light on purpose: Node's own modules and this folder's
 * plain functions, no schema library, nothing of the app.
 */

export interface ClientIo {
  out(line: string): void
  /** One line for stderr: an error, or the reason a command was refused. */
  err(line: string): void
  /** Plain text for stderr (the usage after a bad argument). */
  note(text: string): void
}

/** Why no Encore can be reached, said as the one line of exit code 3. */
export const notRunningLine = (dataDir: string) =>
  `Start Encore first (or add --start): none is running for ${dataDir}.`

export type Reached = { code: ExitCode } | { notRunning: string }

const gone = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'ECONNREFUSED' || code === 'ENOTSOCK' || code === 'ENOTDIR'
}

/** Checks the socket and reads the key; the reason when this user has no Encore to talk to there. */
function prepare(
  path: string,
  dataDir: string,
  uid: number | null,
): { key: string } | { notRunning: string } {
  try {
    if (uid !== null) {
      const problem = socketProblem(factsOf(lstatSync(path)), uid, path)
      if (problem) return { notRunning: `Encore will not use ${path}: ${problem}.` }
    }
    return { key: readKey(keyPathFor(dataDir), uid) }
  } catch (error) {
    if (gone(error)) return { notRunning: notRunningLine(dataDir) }
    return { notRunning: `Encore's command line cannot be used: ${(error as Error).message}.` }
  }
}

/**
 * Sends the invocation to the Encore of `dataDir` and prints its answer. Answers the exit code, or
 * `notRunning` when no Encore answers there (the caller may start one).
 */
export function sendInvocation(
  invocation: Invocation,
  dataDir: string,
  io: ClientIo,
  /** Who the command runs as; the process's own user (tests pass another to check the boundary). */
  uid: number | null = currentUid(),
): Promise<Reached> {
  let path: string
  try {
    path = socketPathFor(dataDir)
  } catch (error) {
    return Promise.resolve({ notRunning: (error as Error).message })
  }
  const ready = prepare(path, dataDir, uid)
  if ('notRunning' in ready) return Promise.resolve(ready)
  const request: CommandRequest = {
    v: PROTOCOL_VERSION,
    key: ready.key,
    invocation: { command: wireCommandOf(invocation.command), output: invocation.output },
  }
  return new Promise((resolve) => {
    let settled = false
    const settle = (reached: Reached) => {
      if (settled) return
      settled = true
      socket.destroy()
      resolve(reached)
    }
    /** Ends with one line on stderr, unless the answer already came. */
    const failWith = (line: string) => {
      if (!settled) settle(fail(io, line))
    }
    const socket = connect(path)
    socket.setEncoding('utf8')
    socket.once('connect', () => socket.write(`${JSON.stringify(request)}\n`))
    const read = lineReader((line) => {
      if (settled) return
      const message = readServerMessage(line)
      if (!message) return failWith('Encore answered something this command cannot read.')
      // Whatever Encore sends may quote names strangers wrote: no escape sequence reaches the terminal.
      if (message.type === 'out') return io.out(stripControls(message.line))
      if (message.message) io.err(stripControls(message.message))
      settle({ code: message.code })
    })
    socket.on('data', (chunk: string) => {
      if (!read(chunk)) failWith('Encore answered a line too long to read.')
    })
    socket.once('error', (error) => {
      if (gone(error)) settle({ notRunning: notRunningLine(dataDir) })
      else failWith(`Encore cannot be reached: ${error.message}.`)
    })
    socket.once('close', () => failWith('Encore closed the connection without an answer.'))
  })
}

function fail(io: ClientIo, line: string): Reached {
  io.err(line)
  return { code: EXIT.notRunning }
}
