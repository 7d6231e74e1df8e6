import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { _electron as electron, test as base, type ElectronApplication, type Page } from '@playwright/test'
import { findElectron, projectRoot, suitePlan } from './electron-binary'

export interface LaunchedEncore {
  app: ElectronApplication
  /** The main window's page. */
  main: Page
  /** The data folder this launch uses (a fresh one per test). */
  dataDir: string
  /**
   * Runs Electron's program again with these arguments after the app's folder and the same switches, as
   * `encore <args>` runs once installed (Encore skips switches before its own words); resolves its exit code.
   */
  launchAgain(args: string[]): Promise<number | null>
}

/**
 * Where this Encore keeps its data: a fresh folder per test, through Chromium's `--user-data-dir` and the
 * folders each system derives userData from (XDG_CONFIG_HOME, APPDATA), so no test touches the person's own.
 */
function launchEnvironment(dataDir: string): { env: Record<string, string>; switches: string[] } {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value
  env['XDG_CONFIG_HOME'] = join(dataDir, 'config')
  env['APPDATA'] = join(dataDir, 'AppData')
  // GitHub's Ubuntu runners restrict user namespaces (AppArmor), as Ubuntu 24.04 does: the unpacked Electron
  // has no AppArmor profile there, so its sandbox cannot start (docs/desktop.md, "The AppImage").
  const noSandbox = process.platform === 'linux' && process.env['ENCORE_ELECTRON_NO_SANDBOX'] === '1'
  return {
    env,
    switches: [`--user-data-dir=${join(dataDir, 'userData')}`, ...(noSandbox ? ['--no-sandbox'] : [])],
  }
}

/**
 * macOS: Encore asks once, in a dialog of its own, before the system's Accessibility prompt (media keys). The
 * suite's data folder says it was asked already, so no dialog stands in a test's way; what the prompt needs is
 * covered by test/main/media-key-access-feature.test.ts against the fake.
 */
function keepAccessibilityPromptAway(userData: string): void {
  mkdirSync(userData, { recursive: true })
  writeFileSync(join(userData, 'desktop-hints.json'), JSON.stringify({ accessibilityAsked: true }))
}

/**
 * The built app in a real Electron, per test. Where Electron is not here each test skips with the reason, and
 * fails with it on CI (see suitePlan).
 */
export const test = base.extend<{ encore: LaunchedEncore }>({
  // Playwright reads a fixture's dependencies from its first parameter's destructuring: this one has none.
  // eslint-disable-next-line no-empty-pattern
  encore: async ({}, use, testInfo) => {
    const plan = suitePlan(findElectron(), process.env)
    if ('fail' in plan) throw new Error(plan.fail)
    if ('skip' in plan) return testInfo.skip(true, plan.skip)
    const found = { path: plan.run }
    const dataDir = mkdtempSync(join(tmpdir(), 'encore-electron-'))
    keepAccessibilityPromptAway(join(dataDir, 'userData'))
    const { env, switches } = launchEnvironment(dataDir)
    const app = await electron.launch({
      executablePath: found.path,
      args: [...switches, projectRoot],
      cwd: projectRoot,
      env,
    })
    const main = await app.firstWindow()
    const launchAgain = (args: string[]) =>
      new Promise<number | null>((resolve, reject) => {
        const child = spawn(found.path, [projectRoot, ...switches, ...args], { cwd: projectRoot, env })
        child.once('error', reject)
        child.once('exit', resolve)
      })
    await use({ app, main, dataDir, launchAgain })
    await app.close()
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 })
  },
})

export { expect } from '@playwright/test'

/** Signs in to the demo service from Home, as a person would; answers the account name shown. */
export async function signInToDemo(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Home' }).click()
  await page.getByRole('button', { name: /demo/i }).first().click()
  const account = page.getByTestId('account-name')
  await account.waitFor()
  return (await account.textContent())?.trim() ?? ''
}

/**
 * Records the tray's menus from now on, in the main process (Electron lists no trays): each menu built with a
 * `play-pause` item is kept, so a test reads the model the tray shows and clicks its items.
 */
export async function recordTrayMenus(app: ElectronApplication): Promise<void> {
  await app.evaluate(({ Menu }) => {
    const scope = globalThis as { encoreTrayMenus?: Electron.Menu[] }
    if (scope.encoreTrayMenus) return
    const menus: Electron.Menu[] = (scope.encoreTrayMenus = [])
    const build = Menu.buildFromTemplate.bind(Menu)
    Menu.buildFromTemplate = (template) => {
      const menu = build(template)
      if (menu.getMenuItemById('play-pause')) menus.push(menu)
      return menu
    }
  })
}

/** The last tray menu's items (id, label, enabled), and clicks one by id when asked. */
export function trayMenu(app: ElectronApplication, click?: string) {
  return app.evaluate((_electron, id) => {
    const menus = (globalThis as { encoreTrayMenus?: Electron.Menu[] }).encoreTrayMenus ?? []
    const menu = menus.at(-1)
    if (!menu) return []
    if (id) menu.getMenuItemById(id)?.click()
    return menu.items.map((item) => ({ id: item.id, label: item.label, enabled: item.enabled }))
  }, click)
}

/** The mini player's window, as the main process sees it (null while it was never opened). */
export function miniPlayerWindow(app: ElectronApplication) {
  return app.evaluate(({ BrowserWindow }) => {
    const mini = BrowserWindow.getAllWindows().find((window) =>
      window.webContents.getURL().endsWith('#/mini'),
    )
    return mini ? { visible: mini.isVisible(), onTop: mini.isAlwaysOnTop() } : null
  })
}

/** What the tray was given since recordTray: each image (loaded or empty, its size) and each tooltip. */
export interface TrayRecord {
  images: { empty: boolean; width: number; height: number }[]
  tooltips: string[]
  /** Whether a Tray was seen at all (its setImage or setToolTip was called). */
  seen: boolean
}

/**
 * Records what Encore gives its tray from now on (Electron lists no trays): setImage and setToolTip are
 * wrapped on Tray's prototype, and the first tray they are called on is kept, so a test can click it.
 */
export async function recordTray(app: ElectronApplication): Promise<void> {
  await app.evaluate(({ Tray }) => {
    const scope = globalThis as { encoreTray?: Electron.Tray; encoreTrayRecord?: TrayRecord }
    if (scope.encoreTrayRecord) return
    const record: TrayRecord = (scope.encoreTrayRecord = { images: [], tooltips: [], seen: false })
    const proto = Tray.prototype
    const setImage = proto.setImage
    const setToolTip = proto.setToolTip
    proto.setImage = function (this: Electron.Tray, image: Electron.NativeImage | string) {
      scope.encoreTray ??= this
      record.seen = true
      const loaded = typeof image === 'string' ? null : image
      record.images.push({
        empty: loaded ? loaded.isEmpty() : false,
        width: loaded?.getSize().width ?? 0,
        height: loaded?.getSize().height ?? 0,
      })
      return setImage.call(this, image)
    }
    proto.setToolTip = function (this: Electron.Tray, toolTip: string) {
      scope.encoreTray ??= this
      record.seen = true
      record.tooltips.push(toolTip)
      return setToolTip.call(this, toolTip)
    }
  })
}

export function trayRecord(app: ElectronApplication): Promise<TrayRecord | null> {
  return app.evaluate(() => (globalThis as { encoreTrayRecord?: TrayRecord }).encoreTrayRecord ?? null)
}

/** The page's bridge (`window.encore`), for what a test reads or changes as the page would. */
export interface PageBridge {
  settings: {
    get(): Promise<{ secretProtection: string }>
    update(patch: object): Promise<unknown>
  }
  app: { requests(): Promise<{ lastHour: number; lastDay: number }> }
}
