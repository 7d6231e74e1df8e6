import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { hepburnOf } from '../../electron/core/features/lyrics/romanize/hepburn'
import { createJapaneseReaderProcess } from '../../electron/core/features/lyrics/romanize/japanese-reader-process'
import { mainOutDir } from '../../electron/web/project-paths'
import type * as FakeElectron from '../fakes/electron'
import { ManualClock } from '../support/manual-clock'

/**
 * The shell's utility processes (the fake `electron` runs each as a Node child), with the built programs the
 * test run makes: the Japanese reader reads real lyrics there, and is gone when the reader is done with it.
 */
async function load() {
  vi.resetModules()
  const fake = (await import('../fakes/electron')) as typeof FakeElectron
  fake.app.becomeReady()
  const { forkUtilityProgram } = await import('../../electron/main/utility-program')
  return { fake, forkUtilityProgram }
}

describe('Electron shell: programs in utility processes (fake electron module)', () => {
  it('runs the built Japanese reader apart from the app, named, without the app’s own flags', async () => {
    const { fake, forkUtilityProgram } = await load()
    const entry = join(mainOutDir, 'japanese-reader.js')
    const reader = createJapaneseReaderProcess(
      () => forkUtilityProgram(entry, [], 'Encore Japanese lyrics reader'),
      new ManualClock(0),
    )
    const tokens = await reader.read(['ありがとう'])
    expect(tokens.map(hepburnOf)).toEqual(['arigatō'])
    const child = fake.FakeUtilityProcess.forked.at(-1)!
    expect(child.modulePath).toBe(entry)
    expect(child.options).toMatchObject({ serviceName: 'Encore Japanese lyrics reader', execArgv: [] })
    reader.dispose()
    await vi.waitFor(() => expect(child.pid).toBeUndefined(), { timeout: 10_000 })
  }, 60_000)

  it('names a program the build did not make instead of starting nothing', async () => {
    const { forkUtilityProgram } = await load()
    expect(() => forkUtilityProgram('/app/out/main/missing.js', [], 'Encore test')).toThrow(
      'the program /app/out/main/missing.js is missing; run npm run build',
    )
  })
})
