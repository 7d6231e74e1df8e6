import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { startBrowserMode, URL_LINE } from '../support/browser-mode'
import { rawRequest } from '../support/http'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))

describe('npm run web (the browser-mode CLI)', () => {
  it('prints exactly one stdout line with the token URL, serves it, and exits 0 on Ctrl-C', async () => {
    const app = await startBrowserMode()
    let stdout = ''
    app.child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    const res = await rawRequest(app.url)
    expect(res.status).toBe(303)
    const page = await rawRequest(`${app.origin}/`, {
      cookie: String(res.headers['set-cookie']).split(';')[0] ?? '',
    })
    expect(page.status).toBe(200)
    expect(page.body).toContain('<div id="app">')
    expect(await app.stop()).toBe(0)
    expect(stdout).toBe('')
    expect(app.stderr()).toContain('Received SIGINT; shutting down.')
  }, 120_000)

  it('--help prints the usage at once and builds nothing (it built for 8 s, then said "Unknown option")', async () => {
    for (const command of ['web', 'start']) {
      const child = spawn(process.execPath, ['build/run-compiled.js', command, '--help'], {
        cwd: projectRoot,
      })
      let stderr = ''
      let stdout = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      expect(code, command).toBe(0)
      expect(stdout).toMatch(/^Usage: npm run web -- \[--port N\] \[--no-open\] \[--data-dir PATH\]/)
      expect(stdout).toContain('--no-open')
      expect(stderr, 'no build, no error').toBe('')
    }
  }, 60_000)

  it('fails with exit code 2 and a specific message on a bad port', async () => {
    const child = spawn(process.execPath, ['build/run-compiled.js', 'web', '--port', 'abc'], {
      cwd: projectRoot,
    })
    let stderr = ''
    let stdout = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(2)
    expect(stderr).toContain('--port must be a whole number from 0 to 65535')
    expect(stdout).not.toMatch(URL_LINE)
  }, 60_000)

  it('refuses a data folder it cannot write, naming it, with exit code 1 and no URL', async () => {
    // As a new user would try it: a place Encore cannot write. Under a regular file, so it holds as root too.
    const parent = mkdtempSync(join(tmpdir(), 'encore-unwritable-'))
    writeFileSync(join(parent, 'plain-file'), 'not a folder')
    const dataDir = join(parent, 'plain-file', 'encore')
    try {
      const child = spawn(
        process.execPath,
        ['build/run-compiled.js', 'web', '--port', '0', '--no-open', '--data-dir', dataDir],
        { cwd: projectRoot },
      )
      let stderr = ''
      let stdout = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      expect(code).toBe(1)
      expect(stderr).toContain(
        `encore web: The data folder ${dataDir} cannot be written: part of its path is a file, not a folder (ENOTDIR).`,
      )
      expect(stderr).toContain('choose another folder with --data-dir PATH')
      expect(stdout).not.toMatch(URL_LINE)
    } finally {
      rmSync(parent, { recursive: true, force: true })
    }
  }, 60_000)
})
