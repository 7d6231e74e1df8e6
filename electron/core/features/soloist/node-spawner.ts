import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { Emitter } from '../../base/emitter'
import type { SoloistChild, SoloistSpawner } from './supervisor'

/**
 * The real spawner: Soloist as a child process with no shell (arguments are never re-parsed) and no stdin,
 * its output read line by line. The environment is the app's own; Soloist needs the session's audio
 * (PipeWire or PulseAudio) variables from it.
 */
export const nodeSoloistSpawner: SoloistSpawner = (command, args) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false })
  const lines = new Emitter<string>()
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => lines.fire(line))
  }
  const handle: SoloistChild = {
    pid: child.pid,
    // Heard for the child's life: it goes with the child.
    onLine: (listener) => void lines.event(listener),
    onExit: (listener) => void child.on('exit', (code, signal) => listener(code, signal)),
    onError: (listener) =>
      void child.on('error', (error: NodeJS.ErrnoException) =>
        listener({ code: error.code, message: error.message }),
      ),
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    },
  }
  return handle
}
