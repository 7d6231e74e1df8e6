import { test as base } from '@playwright/test'
import type { AccountOptions } from '../../../electron/core/features/account'
import type { EmulatorOptions } from '../../../electron/emulator'
import { startPlayerApp, type PlayerApp } from './player-app'

/**
 * The fixtures of the specs that run browser mode on a test-owned emulator: `running` (started per test, with
 * `setup` for the emulator's and core's options), and what went wrong in the page: `problems` (console errors
 * and uncaught errors) and `pageErrors` (uncaught errors only, for tests where the service fails on purpose
 * and the browser logs the failed loads).
 */
export const test = base.extend<{
  setup: { emulator?: Partial<EmulatorOptions>; account?: AccountOptions }
  running: PlayerApp
  problems: string[]
  pageErrors: string[]
}>({
  setup: [{}, { option: true }],
  running: async ({ setup }, use) => {
    const running = await startPlayerApp(setup)
    await use(running)
    await running.close()
  },
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await use(problems)
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})

export { expect } from '@playwright/test'
