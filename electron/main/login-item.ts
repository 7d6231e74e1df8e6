import type { App } from 'electron'
import type { Encore } from '../core/app'
import type { Logger } from '../core/ports'
import type { ShellFeature } from './shell-context'

type LoginItemApp = Pick<App, 'isPackaged' | 'setLoginItemSettings' | 'getLoginItemSettings'>

/**
 * Keeps the system's "open at login" entry in step with the `startAtLogin` setting. Only a packaged app
 * registers itself: a development build would register the bare Electron binary.
 */
export async function syncStartAtLogin(
  app: LoginItemApp,
  encore: Pick<Encore, 'api' | 'on'>,
  logger: Logger,
): Promise<() => void> {
  const apply = (openAtLogin: boolean) => {
    if (!app.isPackaged) return
    if (app.getLoginItemSettings().openAtLogin === openAtLogin) return
    try {
      app.setLoginItemSettings({ openAtLogin })
    } catch (error) {
      logger.warn('Could not change the start-at-login entry', { error })
    }
  }
  try {
    apply((await encore.api.settings.get()).values.startAtLogin)
  } catch (error) {
    logger.warn('Could not read the start-at-login setting', { error })
  }
  return encore.on('settings.changed', (snapshot) => apply(snapshot.values.startAtLogin))
}

export const loginItemFeature: ShellFeature = ({ app, encore, logger }) =>
  syncStartAtLogin(app, encore, logger)
