import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Flags this machine's Chromium needs: no sandbox as root, no GPU, no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own browser; otherwise says how to get one. */
export function resolveChromium(): string {
  const candidates = [
    process.env['CHROMIUM_PATH'],
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    safePlaywrightPath(),
  ]
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string))
  if (found) return found
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
      'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  )
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}
