import { defineConfig } from '@playwright/test'
import { chromiumArgs, resolveChromium } from './test/support/chromium'

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/support/global-setup.ts',
  // Spec files run two at a time (a file's tests in order): most of an e2e test waits on the clock, so two share
  // two cores well (the suite took 6.5 min with one worker, 4.1 with two). ENCORE_E2E_WORKERS=1 runs one at a time.
  fullyParallel: false,
  workers: Number(process.env['ENCORE_E2E_WORKERS'] ?? 2),
  retries: 0,
  // Timeouts that hold on a busy 2-core machine (`npm run test:stress` proves it): a test waits on conditions,
  // and these only bound how long a condition may take before the test fails. A passing test is not slowed.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
})
