import { spawn } from 'node:child_process'
import type { App } from 'electron'
import { parseSpotifyLink, type SpotifyLink } from '../contract/spotify-link'
import { commandArgsOf, linkInArgs } from '../core'
import { errorLine, runClient } from '../cli/run-client'

/**
 * The installed app's binary as Encore's command: `encore next` runs as the command's client (it talks to the
 * running Encore through its socket and exits with the command's code), and `encore spotify:album:…` (a link
 * another app opened) opens the link, starting Encore when it is not running. What reaches the running Encore
 * another way (a second launch's arguments, macOS's open-url) waits in one inbox until the shell takes it.
 */

/** What a second launch hands the running Encore: the command's words, or a link. */
export type Handed = { args: string[] } | { link: SpotifyLink }

const waiting: Handed[] = []
let taker: ((handed: Handed) => void) | null = null

/** Gives the running Encore a command or a link; kept until the shell takes them (it starts after ready). */
export function handToEncore(handed: Handed): void {
  if (taker) taker(handed)
  else waiting.push(handed)
}

/** The shell takes what was handed, now and from now on; answers the function that stops. */
export function takeHanded(handler: (handed: Handed) => void): () => void {
  taker = handler
  for (const handed of waiting.splice(0)) handler(handed)
  return () => {
    if (taker === handler) taker = null
  }
}

/** The additional data a second launch sends with its command (checked: it crosses processes). */
function handedArgs(data: unknown): string[] | null {
  const args = (data as { encoreCommand?: unknown } | null)?.encoreCommand
  if (!Array.isArray(args) || args.length === 0 || args.length > 50) return null
  return args.every((arg) => typeof arg === 'string' && arg.length <= 2_000) ? (args as string[]) : null
}

/** A second launch of the app: its command or link goes to the shell; a plain launch shows the main window. */
export function secondLaunch(argv: readonly string[], data: unknown, showMainWindow: () => void): void {
  const args = handedArgs(data)
  if (args) return handToEncore({ args })
  const link = linkInArgs(argv)
  if (link) return handToEncore({ link })
  showMainWindow()
}

/** macOS delivers links another app opens as `open-url` (before ready too, for the launch that opens one). */
export function listenForOpenedLinks(app: Pick<App, 'on'>): void {
  app.on('open-url', (event, url) => {
    event.preventDefault()
    const parsed = parseSpotifyLink(url)
    if (parsed.ok) handToEncore({ link: parsed.link })
  })
}

type ClientApp = Pick<
  App,
  'getPath' | 'getAppPath' | 'exit' | 'requestSingleInstanceLock' | 'releaseSingleInstanceLock' | 'dock'
>

/**
 * Runs the launch as the command when its arguments are one: answers true when it did (the process exits
 * with the command's code), false for a plain launch. A link with no Encore running is opened by this launch
 * becoming Encore (false, with the link waiting in the inbox).
 */
export async function runAsCommand(app: ClientApp, argv: readonly string[] = process.argv): Promise<boolean> {
  const args = commandArgsOf(argv, Boolean(process.defaultApp))
  if (!args) return false
  app.dock?.hide()
  const link = args.length === 2 && args[0] === 'open' ? parseSpotifyLink(args[1]!) : null
  let becomeEncore = false
  process.once('SIGINT', () => app.exit(0))
  const code = await runClient({
    argv: args,
    defaultDataDir: app.getPath('userData'),
    io: {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) =>
        becomeEncore ? undefined : process.stderr.write(`${errorLine(line, process.stderr)}\n`),
      note: (text) => process.stderr.write(`${text}\n`),
    },
    // Starting from the command: the same binary, with no arguments, on its own.
    start: () =>
      spawn(process.execPath, process.defaultApp ? [app.getAppPath()] : [], {
        detached: true,
        stdio: 'ignore',
      }).unref(),
    handOver: (handed) => {
      // Held by nobody: no Encore runs. Otherwise the running one gets the command with its launch.
      if (app.requestSingleInstanceLock({ encoreCommand: [...handed] })) {
        app.releaseSingleInstanceLock()
        // A link opened by another app starts Encore to show it.
        becomeEncore = link?.ok === true
        return false
      }
      return true
    },
  })
  if (becomeEncore && link?.ok) {
    handToEncore({ link: link.link })
    app.dock?.show()
    return false
  }
  app.exit(code)
  return true
}
