import { existsSync } from 'node:fs'
import { utilityProcess } from 'electron'
import type { RunningDemo } from '../core/demo-service'
import { connectDemoProcess } from '../emulator'

/**
 * Starts the demo service in an Electron utility process (the compiled `demo-process.js`): its memory is not
 * the main process's and returns to the system when the demo signs out. A utility process, not Node's fork:
 * the packaged app's fuses turn "run as Node" off.
 */
export function startUtilityDemoService(entry: string, dataDir: string): Promise<RunningDemo> {
  if (!existsSync(entry)) {
    return Promise.reject(new Error(`the demo service program is missing (${entry})`))
  }
  const child = utilityProcess.fork(entry, ['--data-dir', dataDir], {
    serviceName: 'Encore demo service',
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return connectDemoProcess({
    send: (message) => child.postMessage(message),
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.once('exit', (code) => listener(code)),
    kill: () => void child.kill(),
  })
}
