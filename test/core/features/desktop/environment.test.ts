import { describe, expect, it } from 'vitest'
import {
  dockPresence,
  closeToTrayDefault,
  desktopEnvironmentFrom,
  effectiveCloseToTray,
  mainWindowCloseAction,
  windowsOnWayland,
} from '../../../../electron/core/features/desktop/environment'

describe('desktopEnvironmentFrom', () => {
  it('reads the Linux desktop and session type from the environment', () => {
    expect(
      desktopEnvironmentFrom('linux', { XDG_CURRENT_DESKTOP: 'ubuntu:GNOME', XDG_SESSION_TYPE: 'wayland' }),
    ).toEqual({ platform: 'linux', desktops: ['UBUNTU', 'GNOME'], sessionType: 'wayland' })
    expect(desktopEnvironmentFrom('linux', { XDG_CURRENT_DESKTOP: 'KDE', DISPLAY: ':0' })).toEqual({
      platform: 'linux',
      desktops: ['KDE'],
      sessionType: 'x11',
    })
    expect(
      desktopEnvironmentFrom('linux', { WAYLAND_DISPLAY: 'wayland-0', XDG_SESSION_TYPE: 'tty' }),
    ).toMatchObject({
      sessionType: 'wayland',
    })
    expect(desktopEnvironmentFrom('linux', {})).toEqual({
      platform: 'linux',
      desktops: [],
      sessionType: null,
    })
  })

  it('ignores Linux variables elsewhere', () => {
    expect(desktopEnvironmentFrom('darwin', { XDG_CURRENT_DESKTOP: 'GNOME', DISPLAY: ':0' })).toEqual({
      platform: 'darwin',
      desktops: [],
      sessionType: null,
    })
  })
})

describe('close to tray', () => {
  const gnome = desktopEnvironmentFrom('linux', { XDG_CURRENT_DESKTOP: 'ubuntu:GNOME' })
  const kde = desktopEnvironmentFrom('linux', { XDG_CURRENT_DESKTOP: 'KDE' })
  const mac = desktopEnvironmentFrom('darwin', {})
  const windows = desktopEnvironmentFrom('win32', {})

  it('is off by default on GNOME, which shows no tray without an extension, and on elsewhere', () => {
    expect(closeToTrayDefault(gnome)).toMatchObject({
      closeToTray: false,
      reason: expect.stringContaining('GNOME'),
    })
    for (const environment of [kde, mac, windows])
      expect(closeToTrayDefault(environment).closeToTray).toBe(true)
  })

  it('follows the user’s choice when there is one', () => {
    expect(effectiveCloseToTray(true, gnome).effective).toBe(true)
    expect(effectiveCloseToTray(false, windows).effective).toBe(false)
    expect(effectiveCloseToTray(null, gnome).effective).toBe(false)
  })

  it('hides the main window instead of closing it, unless Encore is quitting', () => {
    expect(mainWindowCloseAction({ closeToTray: true, quitting: false })).toBe('hide')
    expect(mainWindowCloseAction({ closeToTray: true, quitting: true })).toBe('close')
    expect(mainWindowCloseAction({ closeToTray: false, quitting: false })).toBe('close')
  })
})

describe('hide from the Dock / taskbar', () => {
  const mac = { platform: 'darwin' as const, desktops: [], sessionType: null }
  const windows = { platform: 'win32' as const, desktops: [], sessionType: null }
  const kde = { platform: 'linux' as const, desktops: ['KDE'], sessionType: 'x11' as const }
  const gnome = { platform: 'linux' as const, desktops: ['GNOME'], sessionType: 'wayland' as const }

  it('names the place as the platform does, and says how to reach Encore once hidden', () => {
    expect(dockPresence(true, mac, 'electron')).toEqual({
      supported: true,
      place: 'Dock',
      hidden: true,
      note: 'Hidden from the Dock: reach Encore from the menu bar icon.',
    })
    expect(dockPresence(true, windows, 'electron')).toEqual({
      supported: true,
      place: 'taskbar',
      hidden: true,
      note: 'Hidden from the taskbar: reach Encore from the tray icon.',
    })
    expect(dockPresence(false, windows, 'electron')).toMatchObject({
      hidden: false,
      note: 'Shown in the taskbar, like any app.',
    })
  })

  it('is not offered on Linux, where an app cannot leave the taskbar (skipTaskbar is macOS and Windows only)', () => {
    for (const linux of [kde, gnome]) {
      expect(dockPresence(true, linux, 'electron')).toMatchObject({
        supported: false,
        place: 'taskbar',
        hidden: false,
        note: expect.stringContaining('macOS and Windows only'),
      })
    }
  })

  it('is not offered in browser mode, which says what the desktop app can do there', () => {
    expect(dockPresence(true, windows, 'browser')).toEqual({
      supported: false,
      place: 'taskbar',
      hidden: false,
      note: 'In browser mode Encore is a browser tab; the desktop app can hide from the taskbar.',
    })
    expect(dockPresence(true, kde, 'browser').note).toBe('In browser mode Encore is a browser tab.')
  })
})

describe('Encore’s windows on Wayland', () => {
  it('are native Wayland windows on a Wayland session unless started with --ozone-platform=x11', () => {
    const wayland = desktopEnvironmentFrom('linux', { XDG_SESSION_TYPE: 'wayland' })
    const xwayland = desktopEnvironmentFrom(
      'linux',
      { XDG_SESSION_TYPE: 'wayland' },
      { ozonePlatform: 'x11' },
    )
    expect(xwayland).toEqual({
      platform: 'linux',
      desktops: [],
      sessionType: 'wayland',
      ozonePlatform: 'x11',
    })
    expect(windowsOnWayland(wayland)).toBe(true)
    expect(windowsOnWayland(xwayland)).toBe(false)
    expect(windowsOnWayland(desktopEnvironmentFrom('linux', { XDG_SESSION_TYPE: 'x11' }))).toBe(false)
    expect(windowsOnWayland(desktopEnvironmentFrom('darwin', { XDG_SESSION_TYPE: 'wayland' }))).toBe(false)
  })
})
