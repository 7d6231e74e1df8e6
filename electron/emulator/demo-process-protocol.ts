import { existsSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import type { RunningDemoService } from './demo-service'
import { createProblemRelay } from './problem-relay'
import type { StateFileProblem } from './state/persistence'

/**
 * The demo service can run in a process of its own (so its memory goes back to the system when nobody uses
 * it). These are the messages between that process and the app. Parent → child: `consent`, `close`. Child →
 * parent: `ready` (with its URLs) once it listens, `failed` when it could not start, `problem` when its state file
 * could not be used or written.
 */
export type ToDemoProcess = { type: 'consent'; autoApprove: boolean } | { type: 'close' }
export type FromDemoProcess =
  | {
      type: 'ready'
      apiUrl: string
      accountsUrl: string
      clientId: string
      soloist: { dataDir: string; deviceName: string }
    }
  | { type: 'failed'; message: string }
  | { type: 'problem'; problem: StateFileProblem }

/** How a shell reaches the child it started: Node's fork and Electron's utilityProcess both fit. */
export interface DemoProcessChannel {
  send(message: ToDemoProcess): void
  onMessage(listener: (message: unknown) => void): void
  /** Called once when the child is gone (exit code, or null when unknown). */
  onExit(listener: (code: number | null) => void): void
  kill(): void
}

function isReady(message: unknown): message is Extract<FromDemoProcess, { type: 'ready' }> {
  const m = message as Record<string, unknown> | null
  return (
    typeof m === 'object' &&
    m !== null &&
    m['type'] === 'ready' &&
    typeof m['apiUrl'] === 'string' &&
    typeof m['accountsUrl'] === 'string' &&
    typeof m['clientId'] === 'string' &&
    isStandIn(m['soloist'])
  )
}

function isStandIn(value: unknown): value is { dataDir: string; deviceName: string } {
  const s = value as Record<string, unknown> | null
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s['dataDir'] === 'string' &&
    typeof s['deviceName'] === 'string'
  )
}

function isProblem(value: unknown): value is StateFileProblem {
  const p = value as Record<string, unknown> | null
  return (
    typeof p === 'object' &&
    p !== null &&
    (p['kind'] === 'not-written' || p['kind'] === 'set-aside') &&
    typeof p['file'] === 'string' &&
    typeof p['reason'] === 'string' &&
    (p['setAsideAs'] === undefined || typeof p['setAsideAs'] === 'string')
  )
}

/** Waits for the child's `ready` and answers the running service; rejects with why it did not start. */
export function connectDemoProcess(
  channel: DemoProcessChannel,
  timeoutMs = 30_000,
): Promise<RunningDemoService> {
  return new Promise((resolve, reject) => {
    let settled = false
    let closing: Promise<void> | undefined
    let exited = false
    const exitWaiters: (() => void)[] = []
    const goneListeners: ((code: number | null) => void)[] = []
    const problems = createProblemRelay()
    const timer = setTimeout(() => fail(`it did not answer within ${timeoutMs / 1000} s`), timeoutMs)
    const fail = (why: string) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      channel.kill()
      reject(new Error(`the demo service process did not start: ${why}`))
    }
    channel.onExit((code) => {
      exited = true
      for (const wake of exitWaiters.splice(0)) wake()
      for (const listener of goneListeners) listener(code)
      fail(`it exited with ${code ?? 'an unknown code'}`)
    })
    channel.onMessage((message) => {
      const m = message as Record<string, unknown> | null
      if (m?.['type'] === 'problem' && isProblem(m['problem'])) return problems.report(m['problem'])
      if (settled) return
      if (m?.['type'] === 'failed') return fail(String(m['message'] ?? 'no reason given'))
      if (!isReady(message)) return
      settled = true
      clearTimeout(timer)
      resolve({
        apiUrl: message.apiUrl,
        accountsUrl: message.accountsUrl,
        clientId: message.clientId,
        soloist: message.soloist,
        setAutoApprove: (on) => channel.send({ type: 'consent', autoApprove: on }),
        onProblem: problems.onProblem,
        onGone: (listener) => void goneListeners.push(listener),
        close: () => {
          // Ask it to write its state and go; make sure it is gone even if it does not.
          closing ??= new Promise<void>((done) => {
            if (exited) return done()
            exitWaiters.push(done)
            channel.send({ type: 'close' })
            setTimeout(() => {
              channel.kill()
              done()
            }, 5_000).unref?.()
          })
          return closing
        },
      })
    })
  })
}

/** The demo worker's young generation (V8's new objects), in MiB. */
export const DEMO_YOUNG_GENERATION_MB = 4

/**
 * The demo program's command line (`--data-dir`, `--port`: the one it had before it crashed), once the program
 * is known to be there; a missing one (`npm run build` makes it) is thrown as an error.
 */
export function demoProgramArgs(entry: string, dataDir: string | undefined, port?: number): string[] {
  if (!existsSync(entry)) throw new Error(`the demo service program is missing (${entry}); run npm run build`)
  return [...(dataDir ? ['--data-dir', dataDir] : []), ...(port ? ['--port', String(port)] : [])]
}

/**
 * Starts the demo service on a worker thread of the app's process (the compiled `demo-process.js`). A worker,
 * not a process: it shares the runtime already loaded, so the demo costs only its own catalog and service,
 * and terminating it hands that memory back. Browser mode runs it this way; the desktop app runs the same
 * program in an Electron utility process (electron/main/demo-utility-process.ts).
 */
export async function startDemoWorker(
  entry: string,
  dataDir: string | undefined,
  port?: number,
): Promise<RunningDemoService> {
  const worker = new Worker(entry, {
    argv: demoProgramArgs(entry, dataDir, port),
    // The app's own flags (an inspector, a loader) are not the worker's business.
    execArgv: [],
    stdout: true,
    // Making the catalog leaves tens of MiB of garbage that V8's default young generation (up to 48 MiB)
    // holds until a full collection that may not come for minutes: the demo signed in held 168 MiB RSS 20 s
    // after sign-in with it, 135 with 4 MiB, sign-in as fast (browser mode, 2026-12-07).
    resourceLimits: { maxYoungGenerationSizeMb: DEMO_YOUNG_GENERATION_MB },
  })
  worker.on('error', () => {
    // Reported through `exit`, which follows every error.
  })
  return connectDemoProcess({
    send: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.on('message', listener),
    onExit: (listener) => worker.once('exit', (code) => listener(code)),
    kill: () => void worker.terminate(),
  })
}
