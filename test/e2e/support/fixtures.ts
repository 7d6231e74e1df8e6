import { test as base, expect } from '@playwright/test'
import { startBrowserMode, type RunningBrowserMode } from '../../support/browser-mode'

/**
 * `browserMode`: a fresh `npm run web -- --port 0 --no-open` per test (its launch token works once), stopped
 * with Ctrl-C afterwards, which must exit cleanly. `pageProblems`: console errors and CSP violations the page
 * reported, so a test can insist there were none.
 */
export const test = base.extend<{ browserMode: RunningBrowserMode; pageProblems: string[] }>({
  // Playwright reads a fixture's dependencies from its first parameter's destructuring: this one has none.
  // eslint-disable-next-line no-empty-pattern
  browserMode: async ({}, use) => {
    const app = await startBrowserMode()
    await use(app)
    expect(await app.stop(), `browser mode should exit 0 on Ctrl-C; stderr:\n${app.stderr()}`).toBe(0)
  },
  pageProblems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await use(problems)
  },
})

export { expect }
