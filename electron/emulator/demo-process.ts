import { isMainThread, parentPort as workerPort } from 'node:worker_threads'
import type { FromDemoProcess, ToDemoProcess } from './demo-process-protocol'
import { startDemoService } from './demo-service'

/**
 * The demo service apart from the app, started when the demo profile signs in and stopped when it signs out,
 * so the catalog's memory returns to the system. Run with `--data-dir PATH` to keep the demo user's state
 * there (`--port N` to listen where it did before a crash). Talks to whoever started it by messages: a worker thread's port (how browser mode runs it), an
 * Electron utility process (`process.parentPort`, how the desktop app runs it) or a Node fork (`process.send`).
 */
interface ParentPort {
  postMessage(message: unknown): void
  on(event: 'message', listener: (event: { data: unknown }) => void): void
}

/** Present only in an Electron utility process. */
const parentPort: ParentPort | undefined = Reflect.get(process, 'parentPort')

function send(message: FromDemoProcess): void {
  if (workerPort) workerPort.postMessage(message)
  else if (parentPort) parentPort.postMessage(message)
  else process.send?.(message)
}

function onMessage(listener: (message: unknown) => void): void {
  if (workerPort) workerPort.on('message', listener)
  else if (parentPort) parentPort.on('message', (event) => listener(event.data))
  else process.on('message', listener)
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

async function main(): Promise<void> {
  const dataDir = argument('--data-dir')
  // Started again after a crash: on the port it had, so the app's addresses still hold.
  const port = Number(argument('--port') ?? 0)
  const demo = await startDemoService({ ...(dataDir ? { dataDir } : {}), ...(port > 0 ? { port } : {}) })
  demo.onProblem((problem) => send({ type: 'problem', problem }))
  let closing = false
  const close = () => {
    if (closing) return
    closing = true
    demo.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  onMessage((raw) => {
    const message = raw as ToDemoProcess | null
    if (message?.type === 'consent') demo.setAutoApprove(message.autoApprove === true)
    else if (message?.type === 'close') close()
  })
  if (isMainThread) {
    // The app went away without a word: keep the demo's state and go too.
    process.on('disconnect', close)
    process.once('SIGTERM', close)
  }
  send({
    type: 'ready',
    apiUrl: demo.apiUrl,
    accountsUrl: demo.accountsUrl,
    clientId: demo.clientId,
    soloist: demo.soloist,
  })
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  process.exit(1)
})
