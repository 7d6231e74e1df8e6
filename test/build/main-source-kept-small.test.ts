/**
 * V8 keeps every module's source text for as long as the app runs (2.5 MiB of the tray's heap was source), so
 * the main process's chunks are written without comments, indentation or long local names
 * (electron.vite.config.ts): the names of functions and classes stay, for the logs' stack traces.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from '../../build/run-compiled.js'
import { mainOutDir } from '../../electron/web/project-paths'

describe('the compiled main process’s source text', () => {
  beforeAll(() => void ensureBuild(), 180_000)

  const chunks = () =>
    readdirSync(join(mainOutDir, 'chunks'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(mainOutDir, 'chunks', file), 'utf8'))

  it('holds no doc comments and no indented lines', () => {
    const all = chunks().join('\n')
    expect(all.length).toBeGreaterThan(0)
    expect(all).not.toMatch(/^\s*\/\*\*\s/m)
    expect(all).not.toMatch(/^\t/m)
  })

  it('keeps the names of functions and classes', () => {
    const all = chunks().join('\n')
    expect(all).toContain('function judgeCallback(')
    expect(all).toMatch(/\bHeldLibrary=class\b/)
  })
})
