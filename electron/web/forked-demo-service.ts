import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { RunningDemo } from '../core/demo-service'
import { connectDemoProcess } from '../emulator'

/**
 * Starts the demo service as a child Node process (the compiled `demo-process.js`), so the catalog's memory
 * is not in the app's process and goes back to the system when the demo signs out.
 */
export function forkDemoService(entry: string, dataDir: string | undefined): Promise<RunningDemo> {
  if (!existsSync(entry)) {
    return Promise.reject(new Error(`the demo service program is missing (${entry}); run npm run build`))
  }
  const child = fork(entry, dataDir ? ['--data-dir', dataDir] : [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // The app's own flags (an inspector, a loader) are not the child's business.
    execArgv: [],
    serialization: 'json',
  })
  return connectDemoProcess({
    send: (message) => {
      if (child.connected) child.send(message)
    },
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.once('exit', (code) => listener(code)),
    kill: () => child.kill(),
  })
}
