/**
 * The fake `electron` keeps to Electron's own documentation: the typings installed with Electron
 * (node_modules/electron/electron.d.ts) say on which platforms each call works (`@platform`) and which do
 * nothing on Wayland. These tests read that file and check the fake's table against it both ways, that the
 * fake throws where a call does not work, and (at type level) that its calls have Electron's signatures.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { platformNotes, type PlatformNote } from './electron-platforms'
import type * as FakeElectron from './electron'

const typings = readFileSync(
  fileURLToPath(new URL('../../node_modules/electron/electron.d.ts', import.meta.url)),
  'utf8',
).split('\n')

/** The lines of `interface Name` or `class Name` in the Electron namespace. */
function declaration(name: string): string[] {
  const start = typings.findIndex((line) => new RegExp(`^  (interface|class) ${name}\\b`).test(line))
  if (start < 0) throw new Error(`electron.d.ts declares no ${name}`)
  const end = typings.findIndex((line, index) => index > start && line.startsWith('  }'))
  return typings.slice(start + 1, end)
}

/** Each documented member of a declaration (events aside) with its platform note. */
function documentedMembers(name: string): Map<string, PlatformNote> {
  const members = new Map<string, PlatformNote>()
  let doc: string[] = []
  for (const line of declaration(name)) {
    const trimmed = line.trim()
    if (trimmed.startsWith('/**')) doc = [trimmed]
    else if (doc.length && !doc.at(-1)!.endsWith('*/')) doc.push(trimmed)
    else {
      const member = /^ {4}(?:static )?(?:readonly )?([A-Za-z]+)\??[(:<]/.exec(line)?.[1]
      if (member && !['on', 'off', 'once', 'addListener', 'removeListener'].includes(member)) {
        const text = doc.join(' ')
        const platforms = /@platform ([a-z0-9,]+)/.exec(text)?.[1]?.split(',') as
          NodeJS.Platform[] | undefined
        const wayland = /Not (currently )?supported on Wayland/.test(text)
          ? 'unsupported'
          : /On Wayland, this method will return/.test(text)
            ? 'zero-position'
            : undefined
        if (!members.has(member))
          members.set(member, { ...(platforms ? { platforms } : {}), ...(wayland ? { wayland } : {}) })
      }
      doc = []
    }
  }
  return members
}

const notes = platformNotes as Record<string, PlatformNote>
/** The fake's refusal (its class is reloaded with each fresh fake, so the message is matched). */
const notSupported = /is not supported on (darwin|win32|linux|Wayland)/
const sorted = (platforms: readonly string[] | undefined) => [...(platforms ?? [])].sort()

describe('the fake electron’s platform notes, against electron.d.ts', () => {
  it('are exactly what electron.d.ts documents for each call and window option in the table', () => {
    for (const [api, note] of Object.entries(notes)) {
      const [owner, member] = api.split('.') as [string, string]
      const documented = documentedMembers(owner).get(member)
      expect(documented, `${api} is in electron.d.ts`).toBeDefined()
      expect(sorted(note.platforms), api).toEqual(sorted(documented!.platforms))
      expect(note.wayland, api).toBe(documented!.wayland)
    }
  })

  it('cover every platform-limited call the fake implements (a new one cannot slip in ungated)', async () => {
    vi.resetModules()
    const fake = (await import('./electron')) as typeof FakeElectron
    const implemented: [string, object][] = [
      ['App', Object.getPrototypeOf(fake.app)],
      ['BrowserWindow', fake.BrowserWindow.prototype],
      ['Tray', fake.Tray.prototype],
      ['Screen', Object.getPrototypeOf(fake.screen)],
      ['SystemPreferences', Object.getPrototypeOf(fake.systemPreferences)],
      ['SafeStorage', fake.safeStorage],
      ['GlobalShortcut', fake.globalShortcut],
      ['NativeTheme', Object.getPrototypeOf(fake.nativeTheme)],
      ['Menu', fake.Menu],
      ['Dialog', fake.dialog],
      ['Shell', fake.shell],
      ['Notification', fake.Notification.prototype],
      ['WebContents', fake.FakeWebContents.prototype],
      ['UtilityProcess', fake.FakeUtilityProcess.prototype],
    ]
    const missing: string[] = []
    for (const [owner, target] of implemented) {
      const documented = documentedMembers(owner)
      for (const member of Object.getOwnPropertyNames(target)) {
        const note = documented.get(member)
        if (note && (note.platforms || note.wayland) && !(`${owner}.${member}` in notes))
          missing.push(`${owner}.${member}`)
      }
    }
    expect(missing).toEqual([])
  })
})

describe('the fake electron on a platform a call does not support', () => {
  const realPlatform = process.platform
  afterEach(() => {
    Object.defineProperty(process, 'platform', { value: realPlatform, configurable: true })
    vi.unstubAllEnvs()
  })
  const play = (platform: NodeJS.Platform, session = '') => {
    Object.defineProperty(process, 'platform', { value: platform, configurable: true })
    vi.stubEnv('XDG_SESSION_TYPE', session)
    vi.stubEnv('WAYLAND_DISPLAY', '')
  }

  it('throws for each call whose @platform list leaves the platform out, and not on a listed one', async () => {
    vi.resetModules()
    const fake = (await import('./electron')) as typeof FakeElectron
    const window = new fake.BrowserWindow({})
    const tray = new fake.Tray(fake.nativeImage.createFromPath('x.png'))
    const call: Record<string, () => unknown> = {
      'App.setDesktopName': () => fake.app.setDesktopName('app.encore.remote.desktop'),
      'App.setAppUserModelId': () => fake.app.setAppUserModelId('app.encore.remote'),
      'App.setLoginItemSettings': () => fake.app.setLoginItemSettings({ openAtLogin: true }),
      'App.getLoginItemSettings': () => fake.app.getLoginItemSettings(),
      'App.removeAsDefaultProtocolClient': () => fake.app.removeAsDefaultProtocolClient('spotify'),
      'BrowserWindow.setSkipTaskbar': () => window.setSkipTaskbar(true),
      'BrowserWindow.setVisibleOnAllWorkspaces': () => window.setVisibleOnAllWorkspaces(true),
      'BrowserWindow.setIcon': () => window.setIcon('icon.png'),
      'SystemPreferences.isTrustedAccessibilityClient': () =>
        fake.systemPreferences.isTrustedAccessibilityClient(false),
      'SafeStorage.getSelectedStorageBackend': () => fake.safeStorage.getSelectedStorageBackend(),
      'NativeTheme.shouldUseDarkColorsForSystemIntegratedUI': () =>
        fake.nativeTheme.shouldUseDarkColorsForSystemIntegratedUI,
      // Electron has `app.dock` undefined off macOS rather than throwing: the fake does the same.
      'App.dock': () => {
        if (!fake.app.dock) throw new Error(`App.dock is not supported on ${process.platform}`)
      },
      'Tray.getBounds': () => tray.getBounds(),
      'Tray.popUpContextMenu': () => tray.popUpContextMenu(),
      'BaseWindowConstructorOptions.skipTaskbar': () => new fake.BrowserWindow({ skipTaskbar: true }),
      'BaseWindowConstructorOptions.maximizable': () => new fake.BrowserWindow({ maximizable: false }),
      'BaseWindowConstructorOptions.minimizable': () => new fake.BrowserWindow({ minimizable: false }),
      'BaseWindowConstructorOptions.autoHideMenuBar': () => new fake.BrowserWindow({ autoHideMenuBar: true }),
    }
    const limited = Object.entries(notes).filter(([, note]) => note.platforms)
    expect(Object.keys(call).sort()).toEqual(limited.map(([api]) => api).sort())
    for (const [api, note] of limited) {
      for (const platform of ['darwin', 'win32', 'linux'] as const) {
        play(platform)
        if (note.platforms!.includes(platform)) expect(call[api]!, `${api} on ${platform}`).not.toThrow()
        else expect(call[api]!, `${api} on ${platform}`).toThrow(notSupported)
      }
    }
  })

  it('on a Wayland session: throws for what is not supported there, and reads positions as 0,0', async () => {
    vi.resetModules()
    const fake = (await import('./electron')) as typeof FakeElectron
    play('linux', 'wayland')
    const window = new fake.BrowserWindow({ width: 300, height: 200 })
    expect(() => window.setPosition(10, 20)).toThrow(notSupported)
    expect(() => window.setAlwaysOnTop(true)).toThrow(notSupported)
    expect(() => window.isAlwaysOnTop()).toThrow(notSupported)
    expect(() => window.blur()).toThrow(notSupported)
    expect(() => fake.screen.getCursorScreenPoint()).toThrow(notSupported)
    expect(() => new fake.BrowserWindow({ alwaysOnTop: true })).toThrow(notSupported)
    window.setBounds({ x: 40, y: 50, width: 320, height: 240 })
    expect(window.getPosition()).toEqual([0, 0])
    expect(window.getBounds()).toEqual({ x: 0, y: 0, width: 320, height: 240 })

    // The same session with Encore started on XWayland (--ozone-platform=x11): windows can be placed.
    fake.app.commandLine.appendSwitch('ozone-platform', 'x11')
    window.setPosition(10, 20)
    expect(window.getPosition()).toEqual([10, 20])
  })
})

/**
 * Type level: the fake's calls can stand in for Electron's (same parameters, compatible answers), so a shell
 * that type-checks against electron.d.ts calls the fake the way it calls Electron.
 */
type Fake = typeof FakeElectron
type AppCalls = 'setDesktopName' | 'setAppUserModelId' | 'setLoginItemSettings' | 'isReady'
type WindowCalls =
  | 'setSkipTaskbar'
  | 'setAlwaysOnTop'
  | 'isAlwaysOnTop'
  | 'setPosition'
  | 'getPosition'
  | 'setVisibleOnAllWorkspaces'
  | 'setBackgroundColor'
  | 'setContentSize'
type StorageCalls = 'decryptStringAsync' | 'encryptStringAsync'
type ChildCalls = 'postMessage' | 'kill'
export type SignatureChecks = [
  Assignable<Pick<Fake['app'], AppCalls>, Pick<Electron.App, AppCalls>>,
  Assignable<
    Pick<InstanceType<Fake['BrowserWindow']>, WindowCalls>,
    Pick<Electron.BrowserWindow, WindowCalls>
  >,
  Assignable<
    Pick<Fake['systemPreferences'], 'isTrustedAccessibilityClient'>,
    Pick<Electron.SystemPreferences, 'isTrustedAccessibilityClient'>
  >,
  Assignable<Pick<Fake['screen'], 'getCursorScreenPoint'>, Pick<Electron.Screen, 'getCursorScreenPoint'>>,
  Assignable<Pick<Fake['safeStorage'], StorageCalls>, Pick<Electron.SafeStorage, StorageCalls>>,
  Assignable<
    Pick<InstanceType<Fake['FakeUtilityProcess']>, ChildCalls>,
    Pick<Electron.UtilityProcess, ChildCalls>
  >,
]
/** `true` when Fake can be used where Real is expected; a type error otherwise. */
type Assignable<Fake, Real> = Fake extends Real ? true : never
export const signaturesHold: SignatureChecks = [true, true, true, true, true, true]
