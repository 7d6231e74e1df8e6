import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Runs a writer (test/support/torn-*-child.ts: it writes data files over and over through the app's own code
 * and prints `round N` after each round) for a test to kill with SIGKILL in the middle of a write.
 */
export function startWriterChild(script: string, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  )
  return {
    /** Resolves as soon as round `round` is whole (the next one is under way). */
    roundDone(round: number): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!stdout.includes(`round ${round}\n`)) return
          child.stdout.off('data', check)
          resolve()
        }
        child.stdout.on('data', check)
        check()
        child.once('exit', (code) => reject(new Error(`the writer exited by itself (${code}):\n${stderr}`)))
      })
    },
    /** Kills it with SIGKILL; resolves the signal it died of. */
    kill(): Promise<NodeJS.Signals | null> {
      child.kill('SIGKILL')
      return exited
    },
  }
}
