import type { StateFileProblem } from './state/persistence'

// A module of its own, apart from demo-service.ts: the app process imports it (demo-process-protocol.ts)
// without loading the emulator.

/** Holds problems until someone listens, then passes each on as it comes. */
export function createProblemRelay(): {
  report(problem: StateFileProblem): void
  onProblem(listener: (problem: StateFileProblem) => void): void
} {
  const held: StateFileProblem[] = []
  const listeners = new Set<(problem: StateFileProblem) => void>()
  return {
    report(problem) {
      if (listeners.size === 0) held.push(problem)
      for (const listener of listeners) listener(problem)
    },
    onProblem(listener) {
      listeners.add(listener)
      for (const problem of held.splice(0)) listener(problem)
    },
  }
}
