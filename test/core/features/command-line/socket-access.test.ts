import { spawn } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendInvocation } from '../../../../electron/cli/client'
import type { Invocation } from '../../../../electron/core/features/command-line/command'
import { PROTOCOL_VERSION } from '../../../../electron/core/features/command-line/protocol'
import {
  startCommandServer,
  type CommandServer,
} from '../../../../electron/core/features/command-line/server'
import {
  keyFileProblem,
  readKey,
  socketProblem,
  type FileFacts,
} from '../../../../electron/core/features/command-line/socket-access'
import { keyPathFor, socketPathFor } from '../../../../electron/core/features/command-line/socket-path'
import { systemClock } from '../../../../electron/core/base/ports'
import { createFakeEncore } from '../../../support/fake-encore'
import { createMemoryLogger } from '../../../support/memory-logger'

const ME = 1000
const socket = (facts: Partial<FileFacts>): FileFacts => ({ kind: 'socket', uid: ME, mode: 0o600, ...facts })

describe('the socket and key checks', () => {
  it('accepts only what is the user’s alone', () => {
    const cases: [FileFacts, string | null][] = [
      [socket({}), null],
      [socket({ mode: 0o700 }), null],
      [socket({ mode: 0o400 }), null],
      [socket({ mode: 0o660 }), 'others may use the socket (mode 0660, not owner-only)'],
      [socket({ mode: 0o602 }), 'others may use the socket (mode 0602, not owner-only)'],
      [socket({ mode: 0o755 }), 'others may use the socket (mode 0755, not owner-only)'],
      [socket({ uid: 0 }), 'the socket belongs to another user (uid 0, not 1000)'],
      [socket({ kind: 'file' }), 'the socket is not a socket'],
    ]
    for (const [facts, problem] of cases)
      expect(socketProblem(facts, ME), JSON.stringify(facts)).toBe(problem)
    expect(keyFileProblem({ kind: 'file', uid: ME, mode: 0o600 }, ME)).toBeNull()
    expect(keyFileProblem({ kind: 'file', uid: ME, mode: 0o644 }, ME)).toBe(
      'others may use the key file (mode 0644, not owner-only)',
    )
    expect(keyFileProblem({ kind: 'other', uid: ME, mode: 0o600 }, ME)).toBe(
      'the key file is not a regular file',
    )
    expect(keyFileProblem({ kind: 'file', uid: 4242, mode: 0o600 }, ME)).toBe(
      'the key file belongs to another user (uid 4242, not 1000)',
    )
  })
})

const status: Invocation = {
  command: { name: 'status' },
  output: { json: false, format: '{title}', follow: false },
  dataDir: null,
  start: false,
}

/** Who acts as "another user": nobody. Only root may start a process as someone else. */
const NOBODY = 65534
const asRoot = process.getuid?.() === 0
if (!asRoot) {
  console.warn(
    'Skipped: acting as another user (uid 65534) needs root; the socket-mode and key checks run only then.',
  )
}

/** Connects as another user and sends a request with a guessed key: what the system or Encore answered. */
function connectAsNobody(path: string): Promise<string> {
  const script = `
    const socket = require('node:net').connect(process.argv[1])
    socket.on('error', (error) => { process.stdout.write('error ' + error.code); process.exit(0) })
    socket.on('connect', () => socket.write(JSON.stringify({ v: ${PROTOCOL_VERSION}, key: 'a'.repeat(64),
      invocation: { command: { name: 'status' }, output: { json: true, format: null, follow: false } } }) + '\\n'))
    socket.setEncoding('utf8')
    socket.on('data', (line) => { process.stdout.write('answer ' + line.trim()); process.exit(0) })`
  const child = spawn(process.execPath, ['-e', script, path], { uid: NOBODY, gid: NOBODY, cwd: '/' })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((resolve) => child.on('close', () => resolve(out)))
}

/** A process that listens on the socket and is killed: its socket file stays behind, answering nobody. */
function killedListener(path: string): Promise<void> {
  const script = `require('node:net').createServer().listen(process.argv[1], () => process.stdout.write('up'))`
  const child = spawn(process.execPath, ['-e', script, path])
  return new Promise((resolve) => {
    child.stdout.once('data', () => child.kill('SIGKILL'))
    child.once('close', () => resolve())
  })
}

describe('the command server', () => {
  let dir: string
  let server: CommandServer | null = null
  const { logger, lines } = createMemoryLogger()
  const fake = createFakeEncore()
  const start = () =>
    startCommandServer({
      encore: { ...fake.encore, openLink: vi.fn() },
      dataDir: dir,
      shell: {},
      clock: systemClock,
      logger,
    })
  const io = () => {
    const seen = { out: [] as string[], err: [] as string[] }
    return {
      seen,
      io: { out: (l: string) => seen.out.push(l), err: (l: string) => seen.err.push(l), note() {} },
    }
  }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'encore-socket-'))
    // A folder others may enter: only the socket's own mode and the key keep them out.
    chmodSync(dir, 0o755)
  })
  afterEach(async () => {
    await server?.close()
    server = null
    rmSync(dir, { recursive: true, force: true })
  })

  it('makes an owner-only socket and key, and answers the user who started it', async () => {
    server = await start()
    const path = socketPathFor(dir)
    expect(server?.path).toBe(path)
    expect(lstatSync(path).mode & 0o777).toBe(0o600)
    expect(lstatSync(keyPathFor(dir)).mode & 0o777).toBe(0o600)
    const { seen, io: out } = io()
    expect(await sendInvocation(status, dir, out)).toEqual({ code: 0 })
    expect(seen.out).toEqual(['Blue in Green'])
  })

  // The boundary's logic against what the system reports of the real socket and key, without root: each end
  // is told it acts for another user than the one who owns them.
  const me = process.getuid?.() ?? 0
  const other = me + 1

  it.runIf(process.platform !== 'win32')(
    'another user’s command refuses the socket by its reported owner; and the key file by its owner',
    async () => {
      server = await start()
      const path = socketPathFor(dir)
      expect(lstatSync(path).uid).toBe(me)
      const { seen, io: out } = io()
      expect(await sendInvocation(status, dir, out, other)).toEqual({
        notRunning: `Encore will not use ${path}: ${path} belongs to another user (uid ${me}, not ${other}).`,
      })
      expect(seen.out).toEqual([])
      expect(() => readKey(keyPathFor(dir), other)).toThrow(
        `${keyPathFor(dir)} belongs to another user (uid ${me}, not ${other})`,
      )
      // The same request as the owner goes through: the refusal was the boundary, not a broken socket.
      expect(await sendInvocation(status, dir, io().io, me)).toEqual({ code: 0 })
    },
  )

  it.runIf(process.platform !== 'win32')(
    'an Encore serving another user refuses a socket the system says is not theirs, and offers no command line',
    async () => {
      const served = await startCommandServer({
        encore: { ...fake.encore, openLink: vi.fn() },
        dataDir: dir,
        shell: {},
        clock: systemClock,
        logger,
        uid: other,
      })
      expect(served).toBeNull()
      expect(
        lines.some(
          (line) =>
            line.includes('its socket is not private') &&
            line.includes(`belongs to another user (uid ${me}, not ${other})`),
        ),
      ).toBe(true)
    },
  )

  it.runIf(asRoot)('refuses another user by the socket’s mode: connect() fails with EACCES', async () => {
    server = await start()
    expect(await connectAsNobody(socketPathFor(dir))).toBe('error EACCES')
  })

  it.runIf(asRoot)('refuses another user by the key where the mode would let them in', async () => {
    server = await start()
    // As on a system that ignores a socket's mode: the connection opens, and the peer check refuses it.
    chmodSync(socketPathFor(dir), 0o666)
    const answer = await connectAsNobody(socketPathFor(dir))
    expect(JSON.parse(answer.replace(/^answer /, ''))).toEqual({
      type: 'done',
      code: 3,
      message: 'Encore refused the connection: it answers only the user who started it.',
    })
    expect(lines.some((line) => line.includes('without the key was refused'))).toBe(true)
  })

  it.runIf(asRoot)('the command refuses a socket or key that is not the user’s alone', async () => {
    server = await start()
    const path = socketPathFor(dir)
    chownSync(path, NOBODY, NOBODY)
    expect(await sendInvocation(status, dir, io().io)).toEqual({
      notRunning: `Encore will not use ${path}: ${path} belongs to another user (uid ${NOBODY}, not 0).`,
    })
    chownSync(path, 0, 0)
    chmodSync(keyPathFor(dir), 0o644)
    expect(await sendInvocation(status, dir, io().io)).toEqual({
      notRunning: `Encore's command line cannot be used: others may use ${keyPathFor(dir)} (mode 0644, not owner-only).`,
    })
  })

  it('writes the key as its own file: not through a link (then refused), and clears a crash’s temporaries', async () => {
    const keyPath = keyPathFor(dir)
    const elsewhere = join(dir, 'elsewhere.txt')
    writeFileSync(elsewhere, 'not a key\n')
    symlinkSync(elsewhere, keyPath)
    const leftover = `${keyPath}.0123456789ab.tmp`
    writeFileSync(leftover, 'cut short')
    server = await start()
    expect(lstatSync(keyPath).isFile()).toBe(true)
    expect(readFileSync(elsewhere, 'utf8')).toBe('not a key\n')
    expect(existsSync(leftover)).toBe(false)
    expect(await sendInvocation(status, dir, io().io)).toEqual({ code: 0 })
  })

  it('takes over a stale socket, leaves a live one and anything that is not a socket', async () => {
    const path = socketPathFor(dir)
    const live = createServer()
    await new Promise<void>((resolve) => live.listen(path, resolve))
    expect(await start()).toBeNull()
    expect(lines.some((line) => line.includes('another Encore already answers'))).toBe(true)
    // Stopped without removing its socket (killed): the next start takes its place.
    live.close()
    await killedListener(path)
    expect(lstatSync(path).isSocket(), 'the stale socket is still there').toBe(true)
    server = await start()
    expect(server?.path).toBe(path)
    await server?.close()
    server = null
    writeFileSync(path, 'not a socket')
    expect(await start()).toBeNull()
    expect(lines.some((line) => line.includes('is not a socket; Encore leaves it alone'))).toBe(true)
  })
})
