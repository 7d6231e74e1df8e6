import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
export const URL_LINE =
  /^Encore is running in browser mode: (http:\/\/127\.0\.0\.1:(\d+)\/\?token=[A-Za-z0-9_-]+)$/m

export interface RunningBrowserMode {
  url: string
  origin: string
  child: ChildProcess
  stderr: () => string
  /** Sends Ctrl-C and resolves the exit code. */
  stop(): Promise<number | null>
}

/**
 * Starts `npm run web -- --port 0 --no-open` as a user would (the launcher runs the compiled app; a test run
 * built it first) and waits for its URL line. Unless the caller names one, a fresh data folder keeps tests
 * away from the user's own settings and sign-in; it is removed once the process has exited (Playwright runs
 * no vitest setup file to do it). `nodeArgs` go to Node itself (a module recorder, say).
 */
export async function startBrowserMode(
  extraArgs: string[] = [],
  timeoutMs = 60_000,
  nodeArgs: string[] = [],
): Promise<RunningBrowserMode> {
  const dataDir = extraArgs.includes('--data-dir') ? undefined : mkdtempSync(join(tmpdir(), 'encore-data-'))
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      'build/run-compiled.js',
      'web',
      '--port',
      '0',
      '--no-open',
      ...(dataDir ? ['--data-dir', dataDir] : []),
      ...extraArgs,
    ],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  // Registered before any other 'exit' listener, so the folder is gone by the time stop() resolves. A folder
  // that cannot be removed is left behind rather than failing the test.
  if (dataDir) {
    child.once('exit', () => {
      try {
        rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 })
      } catch {
        // left in the temporary folder
      }
    })
  }
  let stdout = ''
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`browser mode printed no URL within ${timeoutMs} ms:\n${stderr}`)),
      timeoutMs,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = URL_LINE.exec(stdout)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`browser mode exited with ${code} before printing its URL:\n${stderr}`))
    })
  })
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode)
      child.once('exit', (code) => resolve(code))
      child.kill('SIGINT')
    })
  return { url, origin: new URL(url).origin, child, stderr: () => stderr, stop }
}
