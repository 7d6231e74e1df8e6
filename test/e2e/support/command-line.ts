import { spawn } from 'node:child_process'
import { join } from 'node:path'

/**
 * Encore's command line run as a user runs it from source: `npm run -s ctl -- …` (with `npm`), else the
 * launcher that runs, `node build/run-compiled.js ctl …`. Its exit code and its lines, out and err.
 */

export const projectRoot = join(import.meta.dirname, '../../..')

export interface Ran {
  code: number | null
  out: string[]
  err: string[]
}

const lines = (text: string) => text.split('\n').filter((line) => line !== '')

export function ctl(args: string[], options: { npm?: boolean } = {}): Promise<Ran> {
  const [command, prefix] = options.npm
    ? ['npm', ['run', '-s', 'ctl', '--']]
    : [process.execPath, [join(projectRoot, 'build/run-compiled.js'), 'ctl']]
  const child = spawn(command, [...prefix, ...args], {
    cwd: projectRoot,
    env: { ...process.env, NO_COLOR: '1' },
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, out: lines(out), err: lines(err) })),
  )
}
