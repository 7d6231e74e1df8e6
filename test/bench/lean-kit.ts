import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import WebSocket from 'ws'
import type { SessionState } from '../../electron/contract'
import type { EmulatorHandle, ManualClock } from '../../electron/emulator'
import { openBridgeSocket, openLaunchUrl } from '../support/browser-session'

/** Tools for measuring the running app from outside, as a user runs it (`npm run web`, compiled). */

export const MB = 1024 * 1024
export const URL_LINE = /Encore is running in browser mode: (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/
const INSPECTOR_LINE = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/

/** Resident memory of a process (Linux /proc), in bytes; 0 when it is gone. */
export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]
    return kb ? Number(kb) * 1024 : 0
  } catch {
    return 0
  }
}

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  const children: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name (which may hold spaces) start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) children.push(Number(entry))
    } catch {
      // Gone meanwhile.
    }
  }
  return children
}

/** A forced garbage collection in this process (the bench modules run in processes of their own). */
export function collectGarbage(): boolean {
  try {
    setFlagsFromString('--expose-gc')
    ;(runInNewContext('gc') as () => void)()
    return true
  } catch {
    return false
  }
}

/** The Chrome DevTools protocol of a Node process started with `--inspect`: a forced GC and a look inside. */
export class Inspector {
  private nextId = 1
  private readonly pending = new Map<number, (result: unknown) => void>()
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: unknown }
      if (message.id !== undefined) this.pending.get(message.id)?.(message.result)
    })
  }

  static async connect(url: string): Promise<Inspector> {
    const socket = new WebSocket(url)
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    return new Inspector(socket)
  }

  send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = this.nextId++
    return new Promise((resolve) => {
      this.pending.set(id, resolve)
      this.socket.send(JSON.stringify({ id, method, params }))
    })
  }

  /** The process's memory after a full garbage collection. */
  async memoryAfterGc(): Promise<NodeJS.MemoryUsage> {
    await this.send('HeapProfiler.enable')
    await this.send('HeapProfiler.collectGarbage')
    const answer = (await this.send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } }
    return JSON.parse(answer.result.value) as NodeJS.MemoryUsage
  }

  close(): void {
    this.socket.close()
  }
}

export interface Served {
  child: ChildProcess
  url: string
  origin: string
  pid: number
  stderr(): string
  inspector: Inspector | undefined
  /** Ctrl-C, then the exit code. */
  stop(): Promise<number | null>
}

/**
 * The Node flags `npm run <command>` starts the app with (its script in package.json: a small young generation),
 * so a bench runs the app as a person does.
 */
export function nodeFlagsOf(command: 'web' | 'start'): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  const flags = /^node((?: --\S+)*) build\/run-compiled\.js /.exec(scripts[command] ?? '')?.[1] ?? ''
  return flags.split(' ').filter(Boolean)
}

/**
 * `node build/run-compiled.js <command> --port 0 --no-open --data-dir …` (optionally with `--inspect` on a
 * free port): resolves once the URL line is printed, with the time it took.
 */
export async function serve(
  command: 'web' | 'start',
  dataDir: string,
  options: { inspect?: boolean; nodeFlags?: string[] } = {},
): Promise<{ served: Served; msToUrl: number }> {
  const startedAt = performance.now()
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeFlags ?? nodeFlagsOf(command)),
      ...(options.inspect ? ['--inspect=127.0.0.1:0'] : []),
      'build/run-compiled.js',
      command,
      '--port',
      '0',
      '--no-open',
      '--data-dir',
      dataDir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stdout = ''
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = URL_LINE.exec(stdout)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`it exited with ${code}:\n${stderr}`)))
  })
  const msToUrl = performance.now() - startedAt
  const inspectorUrl = INSPECTOR_LINE.exec(stderr)?.[1]
  const inspector = inspectorUrl ? await Inspector.connect(inspectorUrl) : undefined
  return {
    msToUrl,
    served: {
      child,
      url,
      origin: new URL(url).origin,
      pid: child.pid!,
      stderr: () => stderr,
      inspector,
      stop: () =>
        new Promise((resolve) => {
          inspector?.close()
          if (child.exitCode !== null) return resolve(child.exitCode)
          child.once('exit', (code) => resolve(code))
          child.kill('SIGINT')
        }),
    },
  }
}

/** The bridge as a page speaks it: calls and events over the WebSocket, after exchanging the launch token. */
export class BridgeClient {
  private nextId = 1
  private readonly results = new Map<number, (result: unknown) => void>()
  private readonly eventListeners = new Set<(event: string, payload: unknown) => void>()
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        type: string
        id?: number
        result?: unknown
        event?: string
        payload?: unknown
      }
      if (message.type === 'result') this.results.get(message.id!)?.(message.result)
      if (message.type === 'event')
        for (const listener of this.eventListeners) listener(message.event!, message.payload)
    })
  }

  static async open(url: string): Promise<BridgeClient> {
    const socket = openBridgeSocket(await openLaunchUrl(url))
    await new Promise((resolve) => socket.once('open', resolve))
    return new BridgeClient(socket)
  }

  async call<T = unknown>(method: string, input?: unknown): Promise<T> {
    const id = this.nextId++
    const result = await new Promise<unknown>((resolve) => {
      this.results.set(id, resolve)
      this.socket.send(JSON.stringify({ type: 'call', id, method, input }))
    })
    const envelope = result as { ok: boolean; value?: T; error?: { message: string } }
    if (!envelope.ok) throw new Error(`${method}: ${envelope.error?.message}`)
    return envelope.value as T
  }

  until<T>(event: string, match: (payload: T) => boolean): Promise<T> {
    return new Promise((resolve) => {
      const listener = (name: string, payload: unknown) => {
        if (name !== event || !match(payload as T)) return
        this.eventListeners.delete(listener)
        resolve(payload as T)
      }
      this.eventListeners.add(listener)
    })
  }

  close(): void {
    this.socket.close()
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Calls to the emulator as another device (a phone) of its user: the answers are not read. */
export function anotherDevice(emulator: EmulatorHandle) {
  const token = emulator.issueToken().access_token
  return (method: string, path: string, body?: unknown) =>
    fetch(`${emulator.apiUrl}${path}`, {
      method,
      // A JSON content type with no body is refused (400), as the service does.
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).then((response) => {
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
      return response.body?.cancel()
    })
}

/** Another device (a phone) of the emulator's user starts playing an album: what the app will read. */
export async function playElsewhere(emulator: EmulatorHandle): Promise<void> {
  const other = anotherDevice(emulator)
  const device = emulator.state.user(emulator.user.id).player.devices[0]!
  await other('PUT', '/me/player', { device_ids: [device.id] })
  await other('PUT', '/me/player/play', { context_uri: `spotify:album:${emulator.catalog.albums[0]!.id}` })
}

/** Ten minutes on the emulator's (manual) clock, a minute every `realMsPerMinute`, while the app reads. */
export async function tenMinutesOfPlayback(
  emulator: EmulatorHandle<ManualClock>,
  realMsPerMinute: number,
): Promise<void> {
  for (let minute = 0; minute < 10; minute++) {
    emulator.clock.advance(60_000)
    await sleep(realMsPerMinute)
  }
}

/** Settings that point the Spotify profile at an emulator standing in for Spotify. */
export function writeSpotifySettings(dataDir: string, emulator: EmulatorHandle, clientId: string): void {
  writeFileSync(
    join(dataDir, 'settings.json'),
    JSON.stringify({
      version: 1,
      profile: 'spotify',
      spotify: { clientId, redirectPort: null, accountsUrl: emulator.accountsUrl, apiUrl: emulator.apiUrl },
    }),
  )
}

/** Signs the Spotify profile in as a user would: the consent page (approved at once), then the redirect. */
export async function signInSpotify(bridge: BridgeClient): Promise<void> {
  const signedIn = bridge.until<SessionState>('session.changed', (state) => state.status === 'signed-in')
  const waiting = await bridge.call<SessionState>('session.signIn')
  if (waiting.status !== 'signing-in' || !waiting.authorizeUrl) throw new Error('no consent page')
  const consent = await fetch(waiting.authorizeUrl, { redirect: 'manual' })
  await (await fetch(consent.headers.get('location')!)).body?.cancel()
  await signedIn
}
