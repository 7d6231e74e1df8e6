import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))

describe('npm run emulator -- --state-file PATH --free-user', () => {
  it('writes the user state (a free user) when closed by SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'encore-cli-state-'))
    const path = join(dir, 'nested', 'state.json')
    try {
      const child = spawn(
        process.execPath,
        // Node itself with tsx's loader, not tsx's command (a wrapper that gives up relaying SIGTERM when the
        // program does not answer it within 30 ms, exiting 143 on a loaded machine): the signal reaches the emulator.
        [
          '--import',
          'tsx',
          'electron/emulator/cli.ts',
          ...['--size', 'small', '--seed', 'cli', '--state-file', path, '--free-user'],
        ],
        { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
      )
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('\n')) resolve()
        })
        void exited.then(() => reject(new Error(`exited before listening; stderr:\n${stderr}`)))
      })
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      const file = JSON.parse(readFileSync(path, 'utf8')) as {
        catalog: { seed: string; size: string }
        users: Record<string, { product: string }>
      }
      expect(file.catalog).toEqual({ seed: 'cli', size: 'small' })
      expect(file.users['demo-listener']?.product).toBe('free')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
