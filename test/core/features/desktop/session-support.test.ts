import { describe, expect, it } from 'vitest'
import { defaultSettings, type Settings } from '../../../../electron/contract'
import {
  closeToTrayDefault,
  dockPresence,
  type DesktopEnvironment,
} from '../../../../electron/core/features/desktop/environment'
import { hotkeySession } from '../../../../electron/core/features/desktop/hotkeys'
import {
  effectiveMiniPlayer,
  miniPlayerSupport,
  startAtLoginSupport,
} from '../../../../electron/core/features/desktop/session-support'

const linux = (desktops: string[], sessionType: 'wayland' | 'x11', extra: Partial<DesktopEnvironment> = {}) =>
  ({ platform: 'linux', desktops, sessionType, ...extra }) satisfies DesktopEnvironment

const sessions: Record<string, DesktopEnvironment> = {
  'X11, KDE': linux(['KDE'], 'x11'),
  'X11, GNOME': linux(['UBUNTU', 'GNOME'], 'x11'),
  'Wayland, GNOME, with the portal': linux(['UBUNTU', 'GNOME'], 'wayland', { globalShortcutsPortal: true }),
  'Wayland, KDE, with the portal': linux(['KDE'], 'wayland', { globalShortcutsPortal: true }),
  'Wayland without the portal (Sway)': linux(['SWAY'], 'wayland', { globalShortcutsPortal: false }),
  'Wayland, GNOME, portal not known yet': linux(['GNOME'], 'wayland'),
  'Wayland, KDE, Encore on XWayland': linux(['KDE'], 'wayland', { ozonePlatform: 'x11' }),
  macOS: { platform: 'darwin', desktops: [], sessionType: null },
  Windows: { platform: 'win32', desktops: [], sessionType: null },
}

/** One row: what each session lets Encore do, as Settings shows it and the shell applies it. */
function row(environment: DesktopEnvironment) {
  const mini = miniPlayerSupport(environment, defaultSettings.miniPlayer)
  return {
    placements: mini.placements.join(','),
    onTop: mini.alwaysOnTop,
    keepsPlace: mini.remembersPosition,
    outOfTaskbar: mini.outOfTaskbar,
    hideFromTaskbar: dockPresence(true, environment, 'electron').supported,
    startAtLogin: startAtLoginSupport(environment, 'electron').how,
    hotkeys: hotkeySession(environment, { mode: 'electron', mprisRunning: false }).mechanism,
    closeToTray: closeToTrayDefault(environment).closeToTray,
  }
}

const all = 'popover,floating'
describe('what each desktop session supports (the table Settings and the shell follow)', () => {
  it.each([
    // session                                 placements  onTop  keepsPlace outOfTaskbar hide   login            hotkeys   closeToTray
    ['X11, KDE', [all, true, true, false, false, 'xdg-autostart', 'native', true]],
    ['X11, GNOME', [all, true, true, false, false, 'xdg-autostart', 'native', false]],
    [
      'Wayland, GNOME, with the portal',
      ['floating', false, false, false, false, 'xdg-autostart', 'portal', false],
    ],
    [
      'Wayland, KDE, with the portal',
      ['floating', false, false, false, false, 'xdg-autostart', 'portal', true],
    ],
    [
      'Wayland without the portal (Sway)',
      ['floating', false, false, false, false, 'xdg-autostart', 'none', true],
    ],
    [
      'Wayland, GNOME, portal not known yet',
      ['floating', false, false, false, false, 'xdg-autostart', 'portal', false],
    ],
    ['Wayland, KDE, Encore on XWayland', [all, true, true, false, false, 'xdg-autostart', 'portal', true]],
    ['macOS', [all, true, true, true, true, 'login-item', 'native', true]],
    ['Windows', [all, true, true, true, true, 'login-item', 'native', true]],
  ] as const)(
    '%s',
    (name, [placements, onTop, keepsPlace, outOfTaskbar, hide, login, hotkeys, closeToTray]) => {
      expect(row(sessions[name]!)).toEqual({
        placements,
        onTop,
        keepsPlace,
        outOfTaskbar,
        hideFromTaskbar: hide,
        startAtLogin: login,
        hotkeys,
        closeToTray,
      })
    },
  )
})

describe('what Settings says about the session', () => {
  const support = (name: string) =>
    hotkeySession(sessions[name]!, { mode: 'electron', mprisRunning: true }).support

  it('Wayland: how each desktop confirms the portal’s hotkeys, and what to do where there is no portal', () => {
    expect(support('Wayland, GNOME, with the portal')).toContain('GNOME asks you once to confirm them.')
    expect(support('Wayland, KDE, with the portal')).toContain('System Settings → Shortcuts')
    expect(support('Wayland, KDE, with the portal')).not.toContain('without the portal')
    expect(support('Wayland, GNOME, portal not known yet')).toContain(
      'A desktop without the portal ignores them.',
    )
    expect(support('Wayland without the portal (Sway)')).toContain('offers no GlobalShortcuts portal')
    expect(support('Wayland without the portal (Sway)')).toContain('`encore toggle`')
    for (const name of Object.keys(sessions).filter((it) => it.startsWith('Wayland')))
      expect(support(name), name).toContain('Media keys reach Encore through the desktop’s media controls')
  })

  it('Wayland without Encore’s desktop entry (an AppImage): says portals may refuse, and to install the .deb', () => {
    const appImage = hotkeySession(
      linux(['GNOME'], 'wayland', { globalShortcutsPortal: true, desktopEntryInstalled: false }),
      {
        mode: 'electron',
        mprisRunning: false,
      },
    )
    expect(appImage.mechanism).toBe('portal')
    expect(appImage.support).toContain('app.encore.remote.desktop')
    expect(appImage.support).toContain('install the .deb')
    const deb = hotkeySession(
      linux(['GNOME'], 'wayland', { globalShortcutsPortal: true, desktopEntryInstalled: true }),
      {
        mode: 'electron',
        mprisRunning: false,
      },
    )
    expect(deb.support).not.toContain('.deb')
  })

  it('the mini player: Wayland says the desktop places it; Linux says it shows in the taskbar; macOS and Windows say nothing', () => {
    const note = (name: string) => miniPlayerSupport(sessions[name]!, defaultSettings.miniPlayer).note
    expect(note('Wayland, KDE, with the portal')).toContain('On Wayland the desktop places every window')
    expect(note('X11, KDE')).toContain('taskbar')
    expect(note('macOS')).toBeNull()
    expect(note('Windows')).toBeNull()
  })

  it('start at login: names the place on each system, and is not offered in browser mode', () => {
    expect(startAtLoginSupport(sessions['macOS']!, 'electron').note).toContain('Login Items')
    expect(startAtLoginSupport(sessions['Windows']!, 'electron').note).toContain('Startup')
    expect(startAtLoginSupport(sessions['X11, KDE']!, 'electron').note).toContain('~/.config/autostart')
    expect(startAtLoginSupport(sessions['X11, KDE']!, 'browser')).toMatchObject({
      supported: false,
      how: 'none',
    })
  })
})

describe('effectiveMiniPlayer', () => {
  const mini = (patch: Partial<Settings['miniPlayer']>) => ({ ...defaultSettings.miniPlayer, ...patch })
  const supportOf = (name: string, setting: Settings['miniPlayer']) =>
    miniPlayerSupport(sessions[name]!, setting)

  it.each([
    [
      'X11, KDE',
      mini({ placement: 'popover', alwaysOnTop: false }),
      { placement: 'popover', alwaysOnTop: true },
    ],
    [
      'X11, KDE',
      mini({ placement: 'floating', alwaysOnTop: false }),
      { placement: 'floating', alwaysOnTop: false },
    ],
    [
      'macOS',
      mini({ placement: 'floating', alwaysOnTop: true }),
      { placement: 'floating', alwaysOnTop: true },
    ],
    // Wayland honours neither a popover nor always-on-top: the setting is kept, the window floats.
    [
      'Wayland, KDE, with the portal',
      mini({ placement: 'popover', alwaysOnTop: true }),
      { placement: 'floating', alwaysOnTop: false },
    ],
  ] as const)('%s, %o → %o', (name, setting, expected) => {
    expect(effectiveMiniPlayer(setting, supportOf(name, setting))).toEqual(expected)
    expect(supportOf(name, setting).placement).toBe(expected.placement)
  })
})
