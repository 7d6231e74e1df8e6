import { Menu } from 'electron'
import { appMenuTemplate } from '../app-menu'
import type { ShellFeature } from '../shell-context'

/** Encore's own application menu (app-menu.ts) instead of Electron's default File/Edit/View/Window bar. */
export const appMenuFeature: ShellFeature = ({ app, actions }) => {
  const template = appMenuTemplate(
    process.platform,
    {
      openSettings: () => actions.openSettings(),
      toggleMiniPlayer: () => actions.toggleMiniPlayer('elsewhere'),
    },
    { development: !app.isPackaged },
  )
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
  return () => {}
}
