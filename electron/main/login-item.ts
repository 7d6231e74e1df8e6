import type { App } from 'electron'
import { SettingsSnapshotSchema } from '../contract'
import type { Encore } from '../core/app'
import type { Logger } from '../core/ports'

/**
 * Keeps the system's "open at login" entry in step with the `startAtLogin` setting. Only a packaged app
 * registers itself: a development build would register the bare Electron binary.
 */
export async function syncStartAtLogin(
  app: Pick<App, 'isPackaged' | 'setLoginItemSettings' | 'getLoginItemSettings'>,
  encore: Pick<Encore, 'dispatch' | 'onEvent'>,
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
  const current = await encore.dispatch('settings.get', undefined)
  if (current.ok) apply(SettingsSnapshotSchema.parse(current.value).values.startAtLogin)
  return encore.onEvent((event, payload) => {
    if (event !== 'settings.changed') return
    const parsed = SettingsSnapshotSchema.safeParse(payload)
    if (parsed.success) apply(parsed.data.values.startAtLogin)
  })
}
