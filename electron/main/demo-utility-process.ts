import { utilityProcess } from 'electron'
import { connectDemoProcess, demoProgramArgs } from '../emulator/demo-process-protocol'
import type { RunningDemoService } from '../emulator/demo-service'

/**
 * Starts the demo service in an Electron utility process (the compiled `demo-process.js`), the documented
 * way to run Node code apart from the main process (utility-process.md); the program answers through
 * `process.parentPort`. `port`: the one it had before it crashed (core restarts it there). A process of its own: stopping it hands the catalog's memory back to the system.
 * Browser mode runs the same program on a worker thread instead (emulator/demo-process-protocol.ts).
 */
export async function startDemoUtilityProcess(
  entry: string,
  dataDir: string | undefined,
  port?: number,
): Promise<RunningDemoService> {
  const child = utilityProcess.fork(entry, demoProgramArgs(entry, dataDir, port), {
    serviceName: 'Encore demo service',
    // The app's own flags (an inspector) are not the child's business; its errors still reach stderr.
    execArgv: [],
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return connectDemoProcess({
    send: (message) => child.postMessage(message),
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.once('exit', (code) => listener(code)),
    kill: () => void child.kill(),
  })
}
