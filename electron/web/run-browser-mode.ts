import { join } from 'node:path'
import { FolderInUseError, startBrowserApp, type BrowserApp } from './browser-app'
import type { WebCliOptions } from './cli-args'
import { assertWritableDataDir, defaultDataDir } from './data-dir'
import { linkFromRunning } from './hand-over'
import { openInBrowser } from './open-browser'
import { mainOutDir } from './project-paths'
import { writeRedirectFile } from './redirect-file'

export const note = (line: string): void => {
  process.stderr.write(`${line}\n`)
}

/** How long a handed-over link's redirect file waits for the browser to read it. */
const HANDED_FILE_MS = 20_000

/**
 * Serves the compiled app (the launcher built it when sources changed), prints the one URL line on stdout,
 * and shuts down cleanly on Ctrl-C. The demo service runs on a worker thread while it is used. When another
 * Encore holds the data folder, this start hands over to it instead (handOver).
 */
export async function runBrowserMode(options: WebCliOptions): Promise<void> {
  const dataDir = options.dataDir ?? defaultDataDir()
  // Refuse at once, naming the folder, rather than serve a page whose every save would fail.
  assertWritableDataDir(dataDir)
  let redirect: ReturnType<typeof writeRedirectFile> | undefined
  let tokenUsed = false
  let app: BrowserApp
  try {
    app = await startBrowserApp({
      port: options.port,
      dataDir,
      demoProcessEntry: join(mainOutDir, 'demo-process.js'),
      japaneseReaderEntry: join(mainOutDir, 'japanese-reader.js'),
      ...(options.mpris ? { mpris: { busAddress: process.env['DBUS_SESSION_BUS_ADDRESS'] ?? '' } } : {}),
      onTokenUsed: () => {
        tokenUsed = true
        redirect?.remove()
      },
      onQuit: () => shutdown('the command encore quit'),
      updates: {},
    })
  } catch (error) {
    if (error instanceof FolderInUseError) return handOver(options, error)
    throw error
  }
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
  function shutdown(signal: string) {
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

/**
 * Another Encore uses the folder: its page is offered through a fresh link it makes (stdout, as a first start
 * prints its own), and this start exits 0. When it cannot be reached, this start says which process holds the
 * folder and exits 1: two Encores on one folder would each overwrite the other's changes.
 */
async function handOver(options: WebCliOptions, held: FolderInUseError): Promise<void> {
  const { dataDir, holder } = held
  const handed = await linkFromRunning(dataDir, holder)
  if ('reason' in handed) {
    note(`Encore cannot start: ${held.message} It could not be asked for its page: ${handed.reason}`)
    note(`Quit it (process ${holder.pid}) or choose another folder with --data-dir PATH.`)
    process.exit(1)
  }
  note(`Encore already runs for ${dataDir} (process ${holder.pid}); this start hands over to it and exits.`)
  process.stdout.write(`Encore is running in browser mode: ${handed.url}\n`)
  if (options.open) {
    const redirect = writeRedirectFile(dataDir, handed.url)
    if (await openInBrowser(redirect.path)) await new Promise((done) => setTimeout(done, HANDED_FILE_MS))
    redirect.remove()
  }
  process.exit(0)
}

export function failAndExit(prefix: string, error: unknown, code = 1): never {
  note(`${prefix}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(code)
}
