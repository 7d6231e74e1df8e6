import { nativeTheme } from 'electron'
import type { Settings } from '../../contract'
import { windowBackground } from '../../core'
import type { ShellFeature } from '../shell-context'

/**
 * The windows' own background follows the chosen theme (the setting, or the system's for "Same as the
 * system"), so a window never paints dark before a light page or light before a dark one. Windows opened
 * later take it at creation (`actions.windowBackground`); open ones change when the theme does.
 */
export const windowThemeFeature: ShellFeature = async ({ encore, windows, actions }) => {
  let theme: Settings['theme'] = (await encore.api.settings.get()).values.theme
  const background = () => windowBackground(theme, nativeTheme.shouldUseDarkColors)
  let applied = background()

  const update = () => {
    const next = background()
    if (next === applied) return
    applied = next
    for (const role of ['main', 'mini'] as const) {
      const window = windows.get(role)
      if (window && !window.isDestroyed()) window.setBackgroundColor(next)
    }
  }
  const offSettings = encore.on('settings.changed', (snapshot) => {
    theme = snapshot.values.theme
    update()
  })
  nativeTheme.on('updated', update)
  const withdraw = actions.provide({ windowBackground: () => applied })
  return () => {
    withdraw()
    offSettings()
    nativeTheme.removeListener('updated', update)
  }
}
