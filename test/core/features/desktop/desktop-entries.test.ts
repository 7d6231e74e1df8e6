import { describe, expect, it } from 'vitest'
import {
  autostartEntry,
  autostartEntryPath,
  desktopEntryPaths,
  execArgument,
  launchCommand,
} from '../../../../electron/core/features/desktop/desktop-entries'

describe('the XDG autostart entry', () => {
  it('is ~/.config/autostart/app.encore.remote.desktop, or under an absolute $XDG_CONFIG_HOME', () => {
    expect(autostartEntryPath({}, '/home/ada')).toBe('/home/ada/.config/autostart/app.encore.remote.desktop')
    expect(autostartEntryPath({ XDG_CONFIG_HOME: '/cfg' }, '/home/ada')).toBe(
      '/cfg/autostart/app.encore.remote.desktop',
    )
    // The specification ignores a relative value.
    expect(autostartEntryPath({ XDG_CONFIG_HOME: 'cfg' }, '/home/ada')).toBe(
      '/home/ada/.config/autostart/app.encore.remote.desktop',
    )
  })

  it('starts the installed executable, as an application with Encore’s name, icon and window class', () => {
    expect(autostartEntry(launchCommand('/opt/Encore/encore', {}))).toBe(
      [
        '[Desktop Entry]',
        'Type=Application',
        'Version=1.0',
        'Name=Encore',
        'Comment=Starts Encore when you log in',
        'Exec=/opt/Encore/encore',
        'Icon=encore',
        'Terminal=false',
        'StartupWMClass=app.encore.remote',
        'X-GNOME-Autostart-enabled=true',
        '',
      ].join('\n'),
    )
  })

  it('starts an AppImage by its own file, not by the executable inside its temporary mount', () => {
    const env = { APPIMAGE: '/home/ada/Apps/Encore-0.1.0-x86_64.AppImage' }
    expect(launchCommand('/tmp/.mount_EncoreXyz/encore', env)).toEqual([env.APPIMAGE])
    expect(autostartEntry(launchCommand('/tmp/.mount_EncoreXyz/encore', env))).toContain(
      'Exec=/home/ada/Apps/Encore-0.1.0-x86_64.AppImage\n',
    )
    expect(launchCommand('/opt/Encore/encore', { APPIMAGE: 'relative.AppImage' })).toEqual([
      '/opt/Encore/encore',
    ])
  })

  it.each([
    ['/opt/Encore/encore', '/opt/Encore/encore'],
    ['/home/ada/My Apps/Encore.AppImage', '"/home/ada/My Apps/Encore.AppImage"'],
    ['/home/ada/100%/encore', '/home/ada/100%%/encore'],
    ['/home/ada/$HOME "x"/a`b`', '"/home/ada/\\\\$HOME \\\\"x\\\\"/a\\\\`b\\\\`"'],
    ['/home/ada/back\\slash', '"/home/ada/back\\\\\\\\slash"'],
  ])(
    'quotes and escapes an Exec argument as the desktop entry specification asks: %s',
    (argument, written) => {
      expect(execArgument(argument)).toBe(written)
    },
  )

  it('refuses an argument with a line break (it would add keys to the entry)', () => {
    expect(() => execArgument('/opt/x\nExec=evil')).toThrow(/line break/)
    expect(() => autostartEntry([])).toThrow(/needs a command/)
  })
})

describe('where an installed desktop entry is found', () => {
  it('looks in $XDG_DATA_HOME and each of $XDG_DATA_DIRS, with the specification’s defaults', () => {
    expect(desktopEntryPaths({}, '/home/ada')).toEqual([
      '/home/ada/.local/share/applications/app.encore.remote.desktop',
      '/usr/local/share/applications/app.encore.remote.desktop',
      '/usr/share/applications/app.encore.remote.desktop',
    ])
    expect(
      desktopEntryPaths(
        { XDG_DATA_HOME: '/data', XDG_DATA_DIRS: '/var/lib/flatpak/exports/share:relative:/usr/share' },
        '/h',
      ),
    ).toEqual([
      '/data/applications/app.encore.remote.desktop',
      '/var/lib/flatpak/exports/share/applications/app.encore.remote.desktop',
      '/usr/share/applications/app.encore.remote.desktop',
    ])
  })
})
