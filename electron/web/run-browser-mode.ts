import { join } from 'node:path'
import { startBrowserApp } from './browser-app'
import type { WebCliOptions } from './cli-args'
import { assertWritableDataDir, defaultDataDir } from './data-dir'
import { openInBrowser } from './open-browser'
import { mainOutDir } from './project-paths'
import { writeRedirectFile } from './redirect-file'

export const note = (line: string): void => {
  process.stderr.write(`${line}\n`)
}

/**
 * Serves the compiled app (the launcher built it when sources changed), prints the one URL line on stdout,
 * and shuts down cleanly on Ctrl-C. The demo service runs on a worker thread while it is used.
 */
export async function runBrowserMode(options: WebCliOptions): Promise<void> {
  const dataDir = options.dataDir ?? defaultDataDir()
  // Refuse at once, naming the folder, rather than serve a page whose every save would fail.
  assertWritableDataDir(dataDir)
  let redirect: ReturnType<typeof writeRedirectFile> | undefined
  let tokenUsed = false
  const app = await startBrowserApp({
    port: options.port,
    dataDir,
    demoProcessEntry: join(mainOutDir, 'demo-process.js'),
    ...(options.mpris ? { mpris: { busAddress: process.env['DBUS_SESSION_BUS_ADDRESS'] ?? '' } } : {}),
    onTokenUsed: () => {
      tokenUsed = true
      redirect?.remove()
    },
  })
  if (options.mpris && process.platform !== 'linux') note('--mpris only applies on Linux; ignored here.')
  note(`Settings and sign-in are kept in ${dataDir}`)
  process.stdout.write(`Encore is running in browser mode: ${app.host.launchUrl}\n`)
  if (options.open && !tokenUsed) {
    // The browser is handed an owner-only file that redirects to the link: the token stays off command lines.
    redirect = writeRedirectFile(dataDir, app.host.launchUrl)
    if (!(await openInBrowser(redirect.path))) {
      redirect.remove()
      note('Could not open a browser on this machine; open the link above yourself.')
    }
  }

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    note(`Received ${signal}; shutting down.`)
    redirect?.remove()
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))
}

export function failAndExit(prefix: string, error: unknown, code = 1): never {
  note(`${prefix}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(code)
}
