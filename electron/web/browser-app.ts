import { createEncore } from '../core/app'
import { consoleSink, createLogger } from '../core/logger'
import { systemClock } from '../core/ports'
import { PRODUCT_NAME } from '../core/project-info'
import { Redactor } from '../core/security/redact'
import { startWebHost, type WebHost } from './host'
import { readPackageVersion, rendererOutDir } from './project-paths'

export interface BrowserApp {
  host: WebHost
  close(): Promise<void>
}

/** Core plus the browser-mode host: what `npm run web` runs, and what the e2e tests start. */
export async function startBrowserApp(options: { port: number; rendererDir?: string }): Promise<BrowserApp> {
  const redactor = new Redactor()
  const logger = createLogger(consoleSink, redactor)
  const encore = createEncore({
    identity: { name: PRODUCT_NAME, version: readPackageVersion(), mode: 'browser' },
    logger,
    clock: systemClock,
  })
  const host = await startWebHost({
    encore,
    rendererDir: options.rendererDir ?? rendererOutDir,
    port: options.port,
  })
  return {
    host,
    close: async () => {
      await host.close()
      await encore.dispose()
    },
  }
}
