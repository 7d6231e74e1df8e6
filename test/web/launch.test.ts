import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { probeElectronBinary } from '../../electron/web/electron-binary'
import { URL_LINE } from '../support/browser-mode'
import { rawRequest } from '../support/http'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const electron = probeElectronBinary(projectRoot)
if (electron.ok)
  console.warn(
    `launch fallback test skipped: Electron's binary is available here (${electron.path}), so npm start would open it`,
  )

describe('npm start where Electron cannot run', () => {
  it.skipIf(electron.ok)(
    'says in one line why Electron cannot run, then serves browser mode and prints its URL',
    async () => {
      const child = spawn(process.execPath, ['build/run-compiled.js', 'start', '--no-open'], {
        cwd: projectRoot,
      })
      let stdout = ''
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString()
          const match = URL_LINE.exec(stdout)
          if (match?.[1]) resolve(match[1])
        })
        child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${stderr}`)))
      })
      const explanation = stderr
        .split('\n')
        .filter((line) => line.endsWith(', so Encore runs in your browser instead.'))
      expect(explanation).toHaveLength(1)
      expect(explanation[0]).toMatch(/^Electron's program is not installed and could not be downloaded/)
      expect(stderr).not.toMatch(/throw new Error|install-electron/)
      expect((await rawRequest(url)).status).toBe(303)
      child.kill('SIGINT')
      expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0)
    },
    180_000,
  )
})
