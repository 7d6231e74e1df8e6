import type { MenuItemConstructorOptions } from 'electron'
import { PRODUCT_NAME } from '../core'

/** What the application menu's own items do (the rest are Electron's roles). */
export interface AppMenuActions {
  openSettings(): void
  toggleMiniPlayer(): void
}

/**
 * Encore's application menu, in place of Electron's default one. Windows and Linux: File, Edit, View, Window
 * and Help with the usual roles (the menu bar of the main window). macOS: the app menu (About, Settings…,
 * Services, Hide, Quit) first, then the same menus. Reload and the developer tools only in a development
 * build. Pure: a template for `Menu.buildFromTemplate`.
 */
export function appMenuTemplate(
  platform: NodeJS.Platform,
  actions: AppMenuActions,
  options: { development: boolean },
): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin'
  const settings: MenuItemConstructorOptions = {
    id: 'settings',
    label: mac ? 'Settings…' : 'Settings',
    accelerator: 'CommandOrControl+,',
    click: () => actions.openSettings(),
  }
  const miniPlayer: MenuItemConstructorOptions = {
    id: 'mini-player',
    label: 'Show or Hide Mini Player',
    click: () => actions.toggleMiniPlayer(),
  }
  const appMenu: MenuItemConstructorOptions = {
    label: PRODUCT_NAME,
    submenu: [
      { role: 'about' },
      { type: 'separator' },
      settings,
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  }
  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: mac
      ? [miniPlayer, { type: 'separator' }, { role: 'close' }]
      : [miniPlayer, settings, { type: 'separator' }, { role: 'close' }, { role: 'quit' }],
  }
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      ...(options.development
        ? ([{ role: 'reload' }, { role: 'toggleDevTools' }, { type: 'separator' }] as const)
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  }
  const licences: MenuItemConstructorOptions = {
    id: 'licences',
    label: 'Versions and Licences',
    click: () => actions.openSettings(),
  }
  const help: MenuItemConstructorOptions = {
    role: 'help',
    submenu: mac ? [licences] : [{ role: 'about' }, licences],
  }
  return [...(mac ? [appMenu] : []), file, { role: 'editMenu' }, view, { role: 'windowMenu' }, help]
}
