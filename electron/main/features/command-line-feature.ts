import { dialog } from 'electron'
import { createCommandRunner, type ShellCommands, startCommandServer, systemClock } from '../../core'
import { takeHanded } from '../command-line'
import { syncLinkHandler } from '../link-handler'
import type { ShellFeature } from '../shell-context'

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
  const stopLinks = await syncLinkHandler(app, encore, logger, {
    dataDir: app.getPath('userData'),
    refused: (words) => {
      dialog
        .showMessageBox({ type: 'info', message: words.message, detail: words.detail, buttons: ['OK'] })
        .catch((error: unknown) => logger.debug('Could not say the links were refused', { error }))
    },
  })
  return () => {
    stopTaking()
    stopLinks()
    runner?.dispose()
    void server?.close()
  }
}
