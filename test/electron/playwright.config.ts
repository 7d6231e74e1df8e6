import { defineConfig } from '@playwright/test'

/**
 * `npm run test:electron`: the built app in a real Electron (Playwright's `_electron`), one app at a time.
 * Where Electron's program is not installed, the global setup says so and every test skips with the reason.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.electron.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  outputDir: '../../test-results/electron',
})
