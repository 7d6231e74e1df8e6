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

/**
 * The popover hides on Escape, as a menu does, and when it loses the focus (`hiddenByBlur` hears of that: the
 * click on the tray icon that blurred it must not show it again).
 */
function hideAsPopover(window: BrowserWindow, popover: () => boolean, hiddenByBlur: () => void): void {
  window.webContents.on('before-input-event', (event: Event, input: Input) => {
    if (input.type === 'keyDown' && input.key === 'Escape' && popover()) {
      event.preventDefault()
      window.hide()
    }
  })
  window.on('blur', () => {
    if (!popover() || !window.isVisible()) return
    hiddenByBlur()
    window.hide()
  })
}

/**
 * macOS: the popover follows the user's Space and asks to show over full-screen apps. Without
 * `skipTransformProcessType`, native_window_mac.mm's SetVisibleOnAllWorkspaces would turn the whole app into
 * a UI element (no Dock icon, no app menu) for the popover and back into a foreground app for the floating
 * window, overriding the menubar build and "Hide from Dock"; the Dock is the dock feature's alone.
 */
function followUserSpaces(target: BrowserWindow, popover: boolean): void {
  if (process.platform !== 'darwin') return
  target.setVisibleOnAllWorkspaces(popover, { visibleOnFullScreen: popover, skipTransformProcessType: true })
}

/** Calls `changed` when a display goes away or changes; answers the function that stops. */
function onDisplaysChanged(changed: () => void): () => void {
  screen.on('display-removed', changed)
  screen.on('display-metrics-changed', changed)
  return () => {
    screen.removeListener('display-removed', changed)
    screen.removeListener('display-metrics-changed', changed)
  }
}

/**
 * Saves where the floating window was moved to, once it has stopped moving for SAVE_POSITION_AFTER_MS, and
 * only when it is shown, floating, remembers its position and stands somewhere else than saved.
 */
function positionSaver(
  window: () => BrowserWindow | undefined,
  position: {
    floating: () => boolean
    saved: () => { x: number; y: number } | null
    save: (position: { x: number; y: number }) => void
  },
): { soon: () => void; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
  }
  const soon = () => {
    stop()
    timer = setTimeout(() => {
      timer = undefined
      const current = window()
      if (!current || current.isDestroyed() || !current.isVisible() || !position.floating()) return
      const [x = 0, y = 0] = current.getPosition()
      const saved = position.saved()
      if (saved?.x === x && saved.y === y) return
      position.save({ x, y })
    }, SAVE_POSITION_AFTER_MS)
  }
  return { soon, stop }
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
  const wayland = windowsOnWayland(encore.desktop.environment)

  const size = () => miniPlayerSizes[settings.size]
  const support = () => miniPlayerSupport(encore.desktop.environment, settings)
  const effective = () => effectiveMiniPlayer(settings, support())
  const popover = () => effective().placement === 'popover'

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

  const savePosition = positionSaver(() => window, {
    floating: () => !popover() && support().remembersPosition,
    saved: () => settings.position,
    save: (position) =>
      encore.api.settings
        .update({ miniPlayer: { position } })
        .catch((error: unknown) => logger.warn('Could not keep the mini player’s position', { error })),
  })

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
    followUserSpaces(created, popover())
    hideAsPopover(created, popover, () => {
      hiddenByBlurAt = Date.now()
    })
    if (!wayland) {
      created.on('move', savePosition.soon)
      created.on('moved', savePosition.soon)
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
    if (previous.placement !== next.placement) followUserSpaces(window, popover())
    if (previous.size !== next.size || previous.placement !== next.placement) {
      if (window.isVisible()) place('elsewhere')
      else window.setContentSize(size().width, size().height)
    }
  }

  const offSettings = encore.on('settings.changed', (snapshot) => apply(snapshot.values.miniPlayer))
  // A display went away or changed (screen.md: display-removed, display-metrics-changed): the floating window
  // moves back onto one that is there, the popover back beside the tray icon (or the primary display's panel).
  const offDisplays = onDisplaysChanged(() => {
    if (window?.isVisible() && !wayland) place('elsewhere')
  })
  const withdraw = actions.provide({
    toggleMiniPlayer: toggle,
    miniPlayerVisible: () => window?.isVisible() ?? false,
  })

  return () => {
    withdraw()
    offSettings()
    offDisplays()
    savePosition.stop()
    if (window && !window.isDestroyed()) window.destroy()
    window = undefined
  }
}
