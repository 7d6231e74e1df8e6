import { defineConfig } from '@playwright/test'
import { chromiumArgs, resolveChromium } from './test/support/chromium'

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
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
