import { randomBytes } from 'node:crypto'
import { chmodSync, lstatSync, mkdirSync, rmSync, unlinkSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { dirname } from 'node:path'
import { removeStaleTemporaries, writeFileAtomic } from '../../base/files/atomic-write'
import type { Clock, Logger } from '../../base/ports'
import { EXIT, type ExitCode } from './command'
import { followStatus } from './follow'
import { runCommand, type ShellCommands } from './run-command'
import { createCommandRunner, type CommandLineHost, type CommandRunner } from './runner'
import { lineReader, PROTOCOL_VERSION, type ServerMessage } from './protocol'
import { commandLineSchemas } from './protocol-schemas'
import { currentUid, factsOf, keysMatch, socketProblem } from './socket-access'
import { keyPathFor, socketPathFor } from './socket-path'

/**
 * Encore's end of the command line: a local socket (socket-path.ts) that only the user who started Encore may
 * use (socket-access.ts). Each connection carries one request, checked with a schema; the command runs on core's
 * own operations (run-command.ts) and its reply goes back as lines (protocol.ts). Started by both shells.
 */

export interface CommandServerOptions {
  encore: CommandLineHost
  dataDir: string
  shell: ShellCommands
  clock: Clock
  logger: Logger
  /** The user Encore serves; the process's own (tests pass another to check the boundary without root). */
  uid?: number | null
}

export interface CommandServer {
  path: string
  /** Runs a command given as words, without the socket (the desktop app's second-instance arguments). */
  runArgs: CommandRunner['runArgs']
  close(): Promise<void>
}

/** A request that has not arrived this long after connecting is dropped. */
const REQUEST_TIMEOUT_MS = 5_000
/** A follower that stopped reading: past this many unread bytes it is cut off. */
const MAX_UNREAD_BYTES = 1024 * 1024

const send = (socket: Socket, message: ServerMessage) => {
  if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`)
}
/** The last message; `then` runs once it is written (quitting must not cut its own reply short). */
const finish = (socket: Socket, code: ExitCode, message: string | null, then?: () => void) => {
  send(socket, { type: 'done', code, message })
  socket.end(then)
}

/** Whether an Encore already answers on this socket (then this one must not take it over). */
function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(path)
    probe.once('connect', () => {
      probe.destroy()
      resolve(true)
    })
    probe.once('error', () => resolve(false))
  })
}

/** Clears the way for the socket: a stale one (Encore stopped without removing it) goes; anything else stays. */
async function clearStaleSocket(path: string): Promise<string | null> {
  let stats
  try {
    stats = lstatSync(path)
  } catch {
    return null
  }
  if (!stats.isSocket()) return `${path} exists and is not a socket; Encore leaves it alone`
  if (await answers(path)) return `another Encore already answers on ${path}`
  unlinkSync(path)
  return null
}

/**
 * Writes the key as a file of Encore's own in the data folder: never through a link (the command refuses a key
 * that is not a regular file, so a linked one was written and then refused), and without the temporaries a
 * crash left beside it.
 */
function writeKeyFile(path: string, key: string): void {
  if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(path)
  removeStaleTemporaries(path)
  writeFileAtomic(path, `${key}\n`, 0o600)
}

/** Listens with a umask that makes the socket owner-only from the moment it exists. */
function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    const unix = process.platform !== 'win32'
    const previous = unix ? process.umask(0o177) : 0
    try {
      server.listen(path, () => {
        server.off('error', reject)
        resolve()
      })
    } finally {
      if (unix) process.umask(previous)
    }
  })
}

/** Checks the socket is the user's alone, tightening its mode once; the problem when it still is not. */
function secureSocket(path: string, uid: number): string | null {
  if (socketProblem(factsOf(lstatSync(path)), uid, path) === null) return null
  chmodSync(path, 0o600)
  return socketProblem(factsOf(lstatSync(path)), uid, path)
}

/**
 * Starts the server; null (and a line in the log) when the command line cannot be offered (another Encore
 * serves the folder, a file is in the way, the folder cannot be written): Encore runs on without it.
 */
export async function startCommandServer(options: CommandServerOptions): Promise<CommandServer | null> {
  try {
    return await serve(options)
  } catch (error) {
    options.logger.warn('The command line is not available', { error })
    return null
  }
}

async function serve(options: CommandServerOptions): Promise<CommandServer | null> {
  const { encore, logger, clock } = options
  const path = socketPathFor(options.dataDir)
  const uid = options.uid === undefined ? currentUid() : options.uid
  const unix = process.platform !== 'win32'
  const blocked = unix ? await makeRoom(path) : null
  if (blocked) {
    logger.warn('The command line is not available', { reason: blocked })
    return null
  }
  const key = randomBytes(32).toString('hex')
  writeKeyFile(keyPathFor(options.dataDir), key)

  const runner = createCommandRunner({ encore, shell: options.shell, clock })
  const { deps } = runner
  const following = new Set<Socket>()

  async function handle(socket: Socket, line: string) {
    const version = commandLineSchemas().VersionSchema.safeParse(safeJson(line))
    if (version.success && version.data.v !== PROTOCOL_VERSION) {
      return finish(
        socket,
        EXIT.usage,
        `This encore command speaks protocol ${version.data.v}; the running Encore speaks ${PROTOCOL_VERSION}. Use the command of the same version.`,
      )
    }
    const request = commandLineSchemas().CommandRequestSchema.safeParse(safeJson(line))
    if (!request.success) return finish(socket, EXIT.usage, 'Encore could not read that request.')
    if (!keysMatch(request.data.key, key)) {
      logger.warn('A command-line connection without the key was refused')
      return finish(
        socket,
        EXIT.notRunning,
        'Encore refused the connection: it answers only the user who started it.',
      )
    }
    const { command, output } = request.data.invocation
    if ('name' in command && command.name === 'status' && output.follow) {
      following.add(socket)
      let stop: (() => void) | null = null
      socket.once('close', () => {
        stop?.()
        following.delete(socket)
      })
      stop = await followStatus(
        { state: async () => encore.player.state(), onState: deps.onState, clock },
        output,
        (text) => {
          if (socket.writableLength > MAX_UNREAD_BYTES) return socket.destroy()
          send(socket, { type: 'out', line: text })
        },
      )
      // The follower may have gone while the first state was read.
      if (socket.destroyed) stop()
      return
    }
    const reply = await runCommand(command, output, deps)
    for (const text of reply.out) send(socket, { type: 'out', line: text })
    finish(socket, reply.code, reply.message, reply.after)
  }

  const open = new Set<Socket>()
  const server = createServer((socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
    socket.setEncoding('utf8')
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy())
    let handled = false
    const read = lineReader((line) => {
      if (handled) return
      handled = true
      socket.setTimeout(0)
      handle(socket, line).catch((error: unknown) => {
        logger.error('A command failed inside Encore', { error })
        finish(socket, EXIT.refused, 'Encore could not run that command (see its log).')
      })
    })
    socket.on('data', (chunk: string) => {
      if (!read(chunk)) finish(socket, EXIT.usage, 'That request is too long.')
    })
    socket.on('error', () => socket.destroy())
  })
  try {
    await listen(server, path)
  } catch (error) {
    runner.dispose()
    logger.warn('The command line is not available', { path, error })
    return null
  }
  const problem = unix && uid !== null ? privacyProblem(path, uid) : null
  if (problem) {
    runner.dispose()
    server.close()
    logger.error('The command line is not available: its socket is not private', { problem })
    return null
  }
  return {
    path,
    runArgs: runner.runArgs,
    close: () =>
      new Promise<void>((resolve) => {
        runner.dispose()
        for (const socket of following) {
          send(socket, { type: 'done', code: EXIT.notRunning, message: 'Encore stopped.' })
          // Once written, gone: a follower that does not close its end must not hold the server open.
          socket.end(() => socket.destroy())
        }
        server.close(() => resolve())
        for (const socket of open) if (!following.has(socket)) socket.destroy()
        try {
          rmSync(keyPathFor(options.dataDir), { force: true })
        } catch {
          // The folder went away or cannot be written: the next start writes a new key anyway.
        }
      }),
  }
}

/** Unix: the socket's private folder exists and no stale socket is in the way; answers what blocks it. */
async function makeRoom(path: string): Promise<string | null> {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
  return clearStaleSocket(path)
}

/** What keeps the socket from being the user's alone; null when it is. */
function privacyProblem(path: string, uid: number): string | null {
  try {
    return secureSocket(path, uid)
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line)
  } catch {
    return undefined
  }
}
