import { connectDemoProcess, demoProgramArgs } from '../emulator/demo-process-protocol'
import type { RunningDemoService } from '../emulator/demo-service'
import { forkUtilityProgram } from './utility-program'

/**
 * Starts the demo service in an Electron utility process (the compiled `demo-process.js`). `port`: the one it
 * had before it crashed (core restarts it there). A process of its own: stopping it hands the catalog's memory
 * back to the system. Browser mode runs the same program on a worker thread instead
 * (emulator/demo-process-protocol.ts).
 */
export async function startDemoUtilityProcess(
  entry: string,
  dataDir: string | undefined,
  port?: number,
): Promise<RunningDemoService> {
  return connectDemoProcess(
    forkUtilityProgram(entry, demoProgramArgs(entry, dataDir, port), 'Encore demo service'),
  )
}
