import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { removeStaleRedirectFiles } from '../../electron/web/redirect-file'
import { URL_LINE } from '../support/browser-mode'
import { openLaunchUrl } from '../support/browser-session'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const scratch = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  made.push(dir)
  return dir
}

async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 60_000): Promise<T> {
  for (const start = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`)
  }
}

// The opener stood in for is xdg-open: Linux's. macOS (open) and Windows (start) take the same argument.
describe.skipIf(process.platform !== 'linux')(
  'npm run web with --open (Linux: xdg-open stood in for)',
  () => {
    it('hands the browser an owner-only redirect file in the data folder, never the token; the file goes once used', async () => {
      const bin = scratch('encore-fake-opener-')
      const dataDir = scratch('encore-data-')
      const record = join(bin, 'opened.txt')
      // What every user of the machine could read with `ps`: the opener's command line, recorded whole.
      writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s\\n' "$0" "$@" > '${record}'\n`)
      chmodSync(join(bin, 'xdg-open'), 0o755)
      const child = spawn(
        process.execPath,
        ['build/run-compiled.js', 'web', '--port', '0', '--data-dir', dataDir],
        { cwd: projectRoot, env: { ...process.env, PATH: `${bin}:${process.env['PATH'] ?? ''}` } },
      )
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
      try {
        const launchUrl = await until(() => URL_LINE.exec(stdout)?.[1], `the URL line (stderr: ${stderr})`)
        const commandLine = await until(
          () => (existsSync(record) ? readFileSync(record, 'utf8') : undefined),
          'the browser to be opened',
        )
        const token = new URL(launchUrl).searchParams.get('token')!
        expect(commandLine).not.toContain(token)
        const redirectFile = join(dataDir, `open-${child.pid}.html`)
        expect(commandLine).toBe(`${join(bin, 'xdg-open')}\n${redirectFile}\n`)
        expect(statSync(redirectFile).mode & 0o777).toBe(0o600)
        expect(readFileSync(redirectFile, 'utf8')).toContain(
          `<meta http-equiv="refresh" content="0;url=${launchUrl}">`,
        )

        // The browser follows it: the token is exchanged, and the file (holding a spent token) is gone.
        await openLaunchUrl(launchUrl)
        await until(() => (existsSync(redirectFile) ? undefined : true), 'the redirect file to be removed')
      } finally {
        child.kill('SIGINT')
        expect(await exited).toBe(0)
      }
    }, 180_000)
  },
)

describe('redirect files of earlier runs', () => {
  it('are removed when their process is gone; a running one’s file and other files stay', () => {
    const dir = scratch('encore-data-')
    const files = ['open-2147483646.html', `open-${process.ppid}.html`, 'settings.json', 'open-notes.html']
    for (const name of files) writeFileSync(join(dir, name), '')
    removeStaleRedirectFiles(dir)
    expect(files.filter((name) => existsSync(join(dir, name)))).toEqual([
      `open-${process.ppid}.html`,
      'settings.json',
      'open-notes.html',
    ])
  })
})
