import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { CLIENT_ID_PATTERN } from '../../electron/contract/settings-rules'
import { describe, expect, it } from 'vitest'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const LINE =
  /^\{"api":"http:\/\/127\.0\.0\.1:(\d+)\/v1","accounts":"http:\/\/127\.0\.0\.1:\1","clientId":"[^"]+"\}$/

function runCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/emulator/cli.ts', ...args], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const firstLine = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no line within 30 s; stderr:\n${stderr}`)), 30_000)
    child.stdout.on('data', () => {
      if (stdout.includes('\n')) {
        clearTimeout(timer)
        resolve(stdout.split('\n')[0] as string)
      }
    })
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`exited before printing; stderr:\n${stderr}`))
    })
  })
  return { child, exited, firstLine, output: () => ({ stdout, stderr }) }
}

describe('npm run emulator', () => {
  it('prints exactly one JSON line once listening, serves, and closes on SIGTERM', async () => {
    const run = runCli([
      '--port',
      '0',
      '--size',
      'small',
      '--seed',
      'cli',
      '--auto-approve',
      '--token-ttl',
      '60',
      // The generation and account flags leave the one-line output as it is.
      '--api-mode',
      '2026',
      '--quota',
      '1000',
    ])
    const line = await run.firstLine
    expect(line).toMatch(LINE)
    const info = JSON.parse(line) as { api: string; accounts: string; clientId: string }
    expect(Object.keys(info)).toEqual(['api', 'accounts', 'clientId'])
    // A Client ID of the form Spotify's have: Encore's Spotify settings take it (it said “n” is not one of them).
    expect(info.clientId).toMatch(CLIENT_ID_PATTERN)

    const url = new URL('/authorize', info.accounts)
    url.search = new URLSearchParams({
      client_id: info.clientId,
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1:9/cb',
      code_challenge_method: 'S256',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    }).toString()
    const authorize = await fetch(url, { redirect: 'manual' })
    expect(authorize.status).toBe(302)
    expect((await fetch(`${info.api}/markets`)).status).toBe(401)

    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    expect(run.output().stdout).toBe(`${line}\n`)
  }, 40_000)

  it('refuses bad flags with a message on stderr and exit code 2', async () => {
    const run = runCli(['--size', 'huge'])
    run.firstLine.catch(() => undefined)
    expect(await run.exited).toBe(2)
    expect(run.output().stdout).toBe('')
    expect(run.output().stderr).toContain('--size must be one of small, demo, large')
  }, 30_000)

  it('refuses an unknown API mode the same way', async () => {
    const run = runCli(['--api-mode', 'modern'])
    run.firstLine.catch(() => undefined)
    expect(await run.exited).toBe(2)
    expect(run.output().stdout).toBe('')
    expect(run.output().stderr).toContain('--api-mode must be one of classic, 2024, 2026')
  }, 30_000)
})
