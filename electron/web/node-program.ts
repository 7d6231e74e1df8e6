import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { ChildChannel } from '../core'

/**
 * Runs one of Encore's built programs (`japanese-reader.js`) in a Node child process, browser mode's stand-in
 * for the desktop app's utility process: its memory goes back to the system when it ends. The program answers
 * through `process.send`. A missing program (`npm run build` makes it) is thrown as an error naming it.
 * `execArgv`: Node's flags for the child (tests run the TypeScript source with `--import tsx`).
 */
export function forkNodeProgram(entry: string, execArgv: string[] = []): ChildChannel {
  if (!existsSync(entry)) throw new Error(`the program ${entry} is missing; run npm run build`)
  const child = fork(entry, [], { execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  const exitListeners: ((code: number | null) => void)[] = []
  let gone = false
  const exited = (code: number | null) => {
    if (gone) return
    gone = true
    for (const listener of exitListeners.splice(0)) listener(code)
  }
  child.once('exit', (code) => exited(code))
  // It could not start, or a message could not reach it: it is as good as gone (and an 'error' nobody
  // listens to would end the app).
  child.on('error', () => {
    child.kill()
    exited(null)
  })
  return {
    send: (message) => {
      if (child.connected) child.send(message as object)
    },
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void exitListeners.push(listener),
    kill: () => void child.kill(),
  }
}
