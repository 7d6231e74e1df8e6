import { describe, expect, it } from 'vitest'
import {
  desktopCommand,
  shellWord,
  sourceCommand,
} from '../../../../electron/core/features/command-line/command-text'

describe('the command Settings shows', () => {
  it('quotes a word only when a shell needs it', () => {
    const cases: [string, NodeJS.Platform, string][] = [
      ['encore', 'linux', 'encore'],
      ['/opt/Encore/encore', 'linux', '/opt/Encore/encore'],
      ['/home/ada/My Apps/Encore.AppImage', 'linux', "'/home/ada/My Apps/Encore.AppImage'"],
      ["/tmp/it's", 'linux', "'/tmp/it'\\''s'"],
      ['C:\\Program Files\\Encore\\Encore.exe', 'win32', '"C:\\Program Files\\Encore\\Encore.exe"'],
    ]
    for (const [word, platform, quoted] of cases) expect(shellWord(word, platform)).toBe(quoted)
  })

  it('is the ctl script from source, naming the folder unless it is the default', () => {
    expect(
      sourceCommand(
        '/src/encore/',
        '/home/ada/.config/encore-browser',
        '/home/ada/.config/encore-browser',
        'linux',
      ),
    ).toBe('npm --prefix /src/encore run -s ctl --')
    expect(sourceCommand('/src/encore/', '/tmp/my data', '/home/ada/.config/encore-browser', 'linux')).toBe(
      "npm --prefix /src/encore run -s ctl -- --data-dir '/tmp/my data'",
    )
  })

  it('is the installed binary for the desktop app', () => {
    const app = {
      projectRoot: '/src/encore',
      dataDir: '/home/ada/.config/Encore',
      execPath: '/opt/Encore/encore',
    }
    expect(desktopCommand({ ...app, platform: 'linux', packaged: true })).toBe('encore')
    expect(
      desktopCommand({ ...app, platform: 'linux', packaged: true, appImage: '/home/ada/Encore 1.AppImage' }),
    ).toBe("'/home/ada/Encore 1.AppImage'")
    expect(
      desktopCommand({
        ...app,
        platform: 'darwin',
        packaged: true,
        execPath: '/Applications/Encore.app/Contents/MacOS/Encore',
      }),
    ).toBe('/Applications/Encore.app/Contents/MacOS/Encore')
    expect(desktopCommand({ ...app, platform: 'linux', packaged: false })).toBe(
      'npm --prefix /src/encore run -s ctl -- --data-dir /home/ada/.config/Encore',
    )
  })
})
