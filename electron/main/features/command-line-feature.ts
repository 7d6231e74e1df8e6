import type { App } from 'electron'
import type { Encore } from '../../core/app'
import type { ShellCommands } from '../../core/command-line/run-command'
import { createCommandRunner } from '../../core/command-line/runner'
import { startCommandServer } from '../../core/command-line/server'
import { systemClock, type Logger } from '../../core/ports'
import { takeHanded } from '../command-line'
import type { ShellFeature } from '../shell-context'

const SCHEME = 'spotify'

type LinkApp = Pick<
  App,
  'isPackaged' | 'setAsDefaultProtocolClient' | 'removeAsDefaultProtocolClient' | 'isDefaultProtocolClient'
>

/**
 * Keeps the system's handler of spotify: links in step with the `openSpotifyLinks` setting: Encore asks to be
 * it only when the person chose so (the Spotify app may own the links), and gives it back when they untick it.
 * Only a packaged app registers itself: from source it would register the bare Electron binary.
 */
export async function syncLinkHandler(
  app: LinkApp,
  encore: Pick<Encore, 'api' | 'on'>,
  logger: Logger,
  platform: NodeJS.Platform = process.platform,
): Promise<() => void> {
  const apply = (on: boolean) => {
    if (!app.isPackaged) return
    try {
      if (on && !app.isDefaultProtocolClient(SCHEME)) {
        // A spotify: link reaches core as a command line's words, parsed and checked there like any other
        app.setAsDefaultProtocolClient(SCHEME) // eng-disable PROTOCOL_HANDLER_JS_CHECK -- links go through core/command-line's parser
      }
      // Linux cannot give them back (macOS and Windows only): Settings tells the person where to.
      if (!on && platform !== 'linux' && app.isDefaultProtocolClient(SCHEME))
        app.removeAsDefaultProtocolClient(SCHEME)
    } catch (error) {
      logger.warn('Could not change the handler of spotify: links', { error })
    }
  }
  let last: boolean | undefined
  try {
    last = (await encore.api.settings.get()).values.openSpotifyLinks
    apply(last)
  } catch (error) {
    logger.warn('Could not read the spotify: links setting', { error })
  }
  return encore.on('settings.changed', (snapshot) => {
    if (snapshot.values.openSpotifyLinks === last) return
    last = snapshot.values.openSpotifyLinks
    apply(last)
  })
}

/**
 * Encore's command line in the desktop app: the socket in the app's data folder (`encore next` from any
 * terminal, launcher or the desktop's keyboard settings), what second launches hand over (their command, a
 * link another app opened), and the spotify: link handler the person may ask for in Settings.
 */
export const commandLineFeature: ShellFeature = async ({ app, encore, logger, windows, actions }) => {
  const shell: ShellCommands = {
    show: () => actions.showMainWindow(),
    hide: () => windows.get('main')?.hide(),
    mini: () => actions.toggleMiniPlayer('elsewhere'),
    quit: () => actions.quit(),
  }
  const server = await startCommandServer({
    encore,
    dataDir: app.getPath('userData'),
    shell,
    clock: systemClock,
    logger,
  })
  const runner = server ? null : createCommandRunner({ encore, shell, clock: systemClock })
  const runArgs = server?.runArgs ?? runner!.runArgs
  const stopTaking = takeHanded((handed) => {
    if ('link' in handed) {
      actions.showMainWindow()
      encore.openLink(handed.link)
      return
    }
    void runArgs(handed.args).then((reply) => {
      if (reply.code !== 0) logger.warn('A command handed over by a second launch was not done', { reply })
    })
  })
  const stopLinks = await syncLinkHandler(app, encore, logger)
  return () => {
    stopTaking()
    stopLinks()
    runner?.dispose()
    void server?.close()
  }
}
