import { defineConfig } from '@playwright/test'
import { chromiumArgs, resolveChromium } from './test/support/chromium'

/**
 * The specs that hold the longest tests (a minute or more each in CI, 2026-12-07: the document-scroll walk, the
 * axe scan, the words walk, the languages walk, the 40 s stall, the 429 storm, the command line): their tests are
 * handed out first, so the run ends on short tests spread over the workers instead of one long test running
 * alone at the end. Playwright hands out a project's tests before the next project's, in file order otherwise.
 */
const longFirst = [
  'accessibility',
  'command-line',
  'document-scroll',
  'faults',
  'language',
  'listener-words',
  'today-service',
].map((name) => `**/${name}.spec.ts`)

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/support/global-setup.ts',
  // Tests run three at a time, each on its own app and emulator (no spec shares state between its tests), so a
  // long spec's tests spread over the workers instead of holding one. Most of an e2e test waits on the clock
  // (the whole run used about a third of one core's time), so three share two cores well: one worker ran the
  // suite in 6.5 min, two in 4.1. ENCORE_E2E_WORKERS=1 runs one at a time.
  fullyParallel: true,
  workers: Number(process.env['ENCORE_E2E_WORKERS'] ?? 3),
  retries: 0,
  // Timeouts that hold on a busy 2-core machine (`npm run test:stress` proves it): a test waits on conditions,
  // and these only bound how long a condition may take before the test fails. A passing test is not slowed.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  projects: [
    { name: 'long', testMatch: longFirst },
    { name: 'rest', testIgnore: longFirst },
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
})
