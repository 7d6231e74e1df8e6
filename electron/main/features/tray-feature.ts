import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { Menu, nativeImage, nativeTheme, Tray } from 'electron'
import {
  type DesktopEnvironment,
  isGnome,
  isKde,
  spokenLanguage,
  type TrayAction,
  trayClicks,
  trayIconFile,
  trayMenu,
  type TrayModel,
  type TrayTheme,
} from '../../core'
import type { Device, LanguageChoice, PlaybackState, SleepTimerState } from '../../contract'
import type { ShellFeature } from '../shell-context'
import { trayMenuTemplate } from '../tray-menu-template'

/**
 * The panel's theme, for the tray image: a white glyph on a dark panel, a dark one on a light panel. Windows'
 * taskbar has its own theme (`shouldUseDarkColorsForSystemIntegratedUI`, which native-theme.md documents for
 * macOS and Windows only; macOS uses template images anyway). GNOME Shell's top bar stays dark in its light
 * style too, so there the glyph is always the light one; other Linux panels follow the desktop's style.
 */
export function panelTheme(environment: DesktopEnvironment): TrayTheme {
  if (process.platform === 'win32')
    return nativeTheme.shouldUseDarkColorsForSystemIntegratedUI ? 'dark' : 'light'
  if (isGnome(environment) && !isKde(environment)) return 'dark'
  return nativeTheme.shouldUseDarkColors ? 'dark' : 'light'
}

/**
 * The tray icon: its image (playing or paused, for the platform and the panel's theme), its tooltip and its
 * menu all come from core's model of the playback state; the menu is rebuilt only when the model changed.
 * A click toggles the mini player where the platform sends clicks; the menu is there on every platform.
 */
export const trayFeature: ShellFeature = async ({ app, encore, logger, windows, actions }) => {
  const clicks = trayClicks(process.platform)
  let state: PlaybackState = await encore.api.playback.get()
  let devices: Device[] = []
  let sleep: SleepTimerState = encore.sleep.get()
  // The menu speaks Settings' language, else the system's (Electron's preferred languages, as the page does).
  const languageOf = (choice: LanguageChoice) =>
    spokenLanguage(choice, () => app.getPreferredSystemLanguages())
  let language = languageOf((await encore.api.settings.get()).values.language)
  let shown: TrayModel | null = null
  let menu: Menu | null = null
  let iconFile = ''

  const imageFor = (icon: TrayModel['icon']) =>
    join(app.getAppPath(), trayIconFile(process.platform, icon, panelTheme(encore.desktop.environment)))
  const tray = new Tray(nativeImage.createFromPath((iconFile = imageFor('paused'))))

  const run = (action: TrayAction) => {
    encore.desktop
      .runTrayAction(action, {
        toggleMiniPlayer: () => actions.toggleMiniPlayer('tray'),
        openMain: () => actions.showMainWindow(),
        openSettings: () => actions.openSettings(),
        quit: () => actions.quit(),
      })
      .catch((error: unknown) => logger.warn('A tray action failed', { error }))
  }

  const render = () => {
    const model = trayMenu(state, devices, {
      miniPlayerVisible: actions.miniPlayerVisible(),
      now: Date.now(),
      sleep,
      language,
    })
    const file = imageFor(model.icon)
    if (file !== iconFile) {
      iconFile = file
      tray.setImage(nativeImage.createFromPath(file))
    }
    if (shown?.tooltip !== model.tooltip) tray.setToolTip(model.tooltip)
    if (!shown || !isDeepStrictEqual(shown.items, model.items)) {
      menu = Menu.buildFromTemplate(trayMenuTemplate(model.items, run))
      if (clicks.attachMenu) tray.setContextMenu(menu)
    }
    shown = model
  }

  const offState = encore.on('playback.state', (next) => {
    state = next
    render()
  })
  const offSleep = encore.on('sleep.changed', (next) => {
    sleep = next
    render()
  })
  const offLanguage = encore.on('settings.changed', (snapshot) => {
    const next = languageOf(snapshot.values.language)
    if (next === language) return
    language = next
    render()
  })
  const offDevices = encore.on('devices.changed', (next) => {
    devices = next
    render()
  })
  const onTheme = () => {
    iconFile = ''
    render()
  }
  nativeTheme.on('updated', onTheme)
  // The menu says "Show" or "Hide mini player": follow the mini player's window.
  const followMini = (window: Electron.BrowserWindow, role: string) => {
    if (role !== 'mini') return
    window.on('show', render)
    window.on('hide', render)
  }
  const offWindows = windows.onAdded(followMini)
  tray.on('click', () => {
    if (clicks.clickTogglesMiniPlayer) actions.toggleMiniPlayer('tray')
  })
  tray.on('right-click', () => {
    if (clicks.rightClickOpensMenu && menu) tray.popUpContextMenu(menu)
  })
  // Only macOS and Windows say where the icon is (tray.md); Linux's StatusNotifier hosts do not.
  const boundsKnown = process.platform === 'darwin' || process.platform === 'win32'
  const withdraw = actions.provide({
    trayBounds: () => (boundsKnown && !tray.isDestroyed() ? tray.getBounds() : null),
  })
  render()

  return () => {
    withdraw()
    offState()
    offDevices()
    offLanguage()
    offSleep()
    offWindows()
    nativeTheme.removeListener('updated', onTheme)
    if (!tray.isDestroyed()) tray.destroy()
  }
}
