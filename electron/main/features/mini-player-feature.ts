import { screen, type BrowserWindow, type Event, type Input } from 'electron'
import { MINI_PLAYER_ROUTE, miniPlayerSizes, type Settings } from '../../contract'
import {
  effectiveMiniPlayer,
  floatingPosition,
  miniPlayerSupport,
  popoverPosition,
  windowsOnWayland,
} from '../../core'
import { APP_ENTRY_URL } from '../app-protocol'
import { windowIcon } from '../main-window'
import { createMiniPlayerWindow } from '../mini-player-window'
import { reloadAfterCrash } from '../page-recovery'
import { readScreens } from '../screens'
import type { MiniPlayerOrigin, ShellFeature } from '../shell-context'

/**
 * A click on the tray icon while the popover shows first blurs the popover (which hides it), then arrives as
 * a click that would show it again. A toggle this soon after a hide by blur is taken as that same click.
 */
const BLUR_THEN_CLICK_MS = 300
/** A floating window's position is saved once it has stopped moving for this long (Linux sends only 'move'). */
const SAVE_POSITION_AFTER_MS = 500

/** The popover hides on Escape, as a menu does. */
function hideOnEscape(window: BrowserWindow, popover: () => boolean): void {
  window.webContents.on('before-input-event', (event: Event, input: Input) => {
    if (input.type === 'keyDown' && input.key === 'Escape' && popover()) {
      event.preventDefault()
      window.hide()
    }
  })
}

/**
 * The mini player window: created when it is asked for, then shown and hidden; once it has stayed hidden for a
 * minute core has it destroyed to give its memory back, and the next show makes it anew. Core places it (a
 * popover beside the tray icon, or the floating window where the user left it, on a display that still
 * exists); this feature reads the screens, applies the placement, hides the popover on Escape or when it
 * loses the focus, and saves where the floating window was moved to. On Wayland the desktop places windows
 * and keeps none on top: the window is only sized there, and no position is read or saved (core's
 * `miniPlayerSupport` says so in Settings).
 */
export const miniPlayerFeature: ShellFeature = async ({ app, encore, paths, windows, actions, logger }) => {
  let settings: Settings['miniPlayer'] = (await encore.api.settings.get()).values.miniPlayer
  let window: BrowserWindow | undefined
  let hiddenByBlurAt = 0
  let saveTimer: ReturnType<typeof setTimeout> | undefined
  const wayland = windowsOnWayland(encore.desktop.environment)
  const mac = process.platform === 'darwin'

  const size = () => miniPlayerSizes[settings.size]
  const support = () => miniPlayerSupport(encore.desktop.environment, settings)
  const effective = () => effectiveMiniPlayer(settings, support())
  const popover = () => effective().placement === 'popover'

  /**
   * macOS: the popover follows the user's Space and asks to show over full-screen apps. Without
   * `skipTransformProcessType`, native_window_mac.mm's SetVisibleOnAllWorkspaces would turn the whole app into
   * a UI element (no Dock icon, no app menu) for the popover and back into a foreground app for the floating
   * window, overriding the menubar build and "Hide from Dock"; the Dock is the dock feature's alone.
   */
  const followSpaces = (target: BrowserWindow) => {
    if (mac)
      target.setVisibleOnAllWorkspaces(popover(), {
        visibleOnFullScreen: popover(),
        skipTransformProcessType: true,
      })
  }

  const place = (origin: MiniPlayerOrigin) => {
    if (!window) return
    const current = size()
    if (wayland) return window.setContentSize(current.width, current.height)
    const all = readScreens()
    const position = popover()
      ? popoverPosition(all, current, {
          tray: actions.trayBounds(),
          // Linux trays give no bounds: the pointer, where the user just clicked the menu, stands in.
          cursor: origin === 'tray' ? screen.getCursorScreenPoint() : null,
        })
      : floatingPosition(all, current, settings.position)
    window.setBounds({ x: position.x, y: position.y, ...current })
  }

  const hide = () => {
    if (window && !window.isDestroyed() && window.isVisible()) window.hide()
  }

  const savePosition = () => {
    if (saveTimer) clearTimeout(saveTimer)
    saveTimer = setTimeout(() => {
      saveTimer = undefined
      if (!window || window.isDestroyed() || popover() || !window.isVisible()) return
      if (!support().remembersPosition) return
      const [x = 0, y = 0] = window.getPosition()
      if (settings.position?.x === x && settings.position.y === y) return
      encore.api.settings
        .update({ miniPlayer: { position: { x, y } } })
        .catch((error: unknown) => logger.warn('Could not keep the mini player’s position', { error }))
    }, SAVE_POSITION_AFTER_MS)
  }

  const create = (): BrowserWindow => {
    const entry = (paths.devServerUrl ?? APP_ENTRY_URL).split('#')[0]
    const created = createMiniPlayerWindow({
      preloadPath: paths.preloadPath,
      url: `${entry}#${MINI_PLAYER_ROUTE}`,
      devTools: !app.isPackaged,
      ...size(),
      platform: process.platform,
      wayland,
      alwaysOnTop: effective().alwaysOnTop,
      backgroundColor: actions.windowBackground(),
      icon: windowIcon(app.getAppPath()),
    })
    followSpaces(created)
    created.on('blur', () => {
      if (!popover() || !created.isVisible()) return
      hiddenByBlurAt = Date.now()
      created.hide()
    })
    hideOnEscape(created, popover)
    if (!wayland) {
      created.on('move', savePosition)
      created.on('moved', savePosition)
    }
    reloadAfterCrash(created, 'mini', encore, logger)
    windows.add('mini', created)
    // Hidden for a minute (unless the user keeps windows), core has it destroyed; the next show makes it anew.
    const untrack = encore.desktop.trackWindow('mini', () => {
      created.destroy()
      return null
    })
    created.once('closed', () => {
      untrack()
      if (window === created) window = undefined
    })
    return created
  }

  const show = (origin: MiniPlayerOrigin) => {
    window ??= create()
    place(origin)
    window.show()
    window.focus()
  }

  const toggle = (origin: MiniPlayerOrigin = 'elsewhere') => {
    if (window?.isVisible()) return hide()
    if (popover() && Date.now() - hiddenByBlurAt < BLUR_THEN_CLICK_MS) return
    show(origin)
  }

  const apply = (next: Settings['miniPlayer']) => {
    const previous = settings
    settings = next
    if (!window || window.isDestroyed()) return
    if (!wayland) window.setAlwaysOnTop(effective().alwaysOnTop)
    if (previous.placement !== next.placement) followSpaces(window)
    if (previous.size !== next.size || previous.placement !== next.placement) {
      if (window.isVisible()) place('elsewhere')
      else window.setContentSize(size().width, size().height)
    }
  }

  const offSettings = encore.on('settings.changed', (snapshot) => apply(snapshot.values.miniPlayer))
  // A display went away or changed (screen.md: display-removed, display-metrics-changed): the floating window
  // moves back onto one that is there, the popover back beside the tray icon (or the primary display's panel).
  const onDisplaysChanged = () => {
    if (window?.isVisible() && !wayland) place('elsewhere')
  }
  screen.on('display-removed', onDisplaysChanged)
  screen.on('display-metrics-changed', onDisplaysChanged)
  const withdraw = actions.provide({
    toggleMiniPlayer: toggle,
    miniPlayerVisible: () => window?.isVisible() ?? false,
  })

  return () => {
    withdraw()
    offSettings()
    screen.removeListener('display-removed', onDisplaysChanged)
    screen.removeListener('display-metrics-changed', onDisplaysChanged)
    if (saveTimer) clearTimeout(saveTimer)
    if (window && !window.isDestroyed()) window.destroy()
    window = undefined
  }
}
