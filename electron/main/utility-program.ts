import { existsSync } from 'node:fs'
import { utilityProcess } from 'electron'
import type { ChildChannel } from '../core'

/**
 * Runs one of Encore's built programs (`demo-process.js`, `japanese-reader.js`) in an Electron utility process,
 * the documented way to run Node code apart from the main process (utility-process.md): its memory goes back
 * to the system when it ends. The program answers through `process.parentPort`. A missing program (`npm run
 * build` makes it) is thrown as an error naming it.
 */
export function forkUtilityProgram(entry: string, args: string[], serviceName: string): ChildChannel {
  if (!existsSync(entry)) throw new Error(`the program ${entry} is missing; run npm run build`)
  const child = utilityProcess.fork(entry, args, {
    serviceName,
    // The app's own flags (an inspector) are not the child's business; its errors still reach stderr.
    execArgv: [],
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return {
    send: (message) => child.postMessage(message),
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.once('exit', (code) => listener(code)),
    kill: () => void child.kill(),
  }
}
