import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { REPLACED_HANDLER_KEY, REPLACED_HANDLER_VALUE } from '../../electron/main/link-handler'
import { ENCORE_PROTOCOL_COMMAND } from '../fakes/electron'
import { regPath, runNsisMacro, type Registry } from '../support/nsis-subset'

/**
 * build/installer.nsh, the uninstaller giving spotify: links back: its macros run over a registry in memory
 * (test/support/nsis-subset.ts; no makensis here), with electron-builder's defines for this app
 * (APP_EXECUTABLE_FILENAME is `${PRODUCT_FILENAME}.exe`, templates/nsis/common.nsh) and a per-user $INSTDIR.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const script = readFileSync(`${root}build/installer.nsh`, 'utf8')
const defines = {
  INSTDIR: 'C:\\Users\\me\\AppData\\Local\\Programs\\Encore',
  APP_EXECUTABLE_FILENAME: 'Encore.exe',
}
const COMMAND = regPath('Software\\Classes\\spotify\\shell\\open\\command', '')
const URL_PROTOCOL = regPath('Software\\Classes\\spotify', 'URL Protocol')
const KEPT = regPath(REPLACED_HANDLER_KEY, REPLACED_HANDLER_VALUE)
const SPOTIFY = '"C:\\Users\\me\\AppData\\Roaming\\Spotify\\Spotify.exe" --protocol-uri="%1"'

/** What Electron's setAsDefaultProtocolClient writes for Encore (the fake's command, browser_win.cc's shape). */
function encoreTakes(registry: Registry) {
  registry.set(regPath('Software\\Classes\\spotify', ''), 'URL:spotify')
  registry.set(URL_PROTOCOL, '')
  registry.set(COMMAND, ENCORE_PROTOCOL_COMMAND)
}

const install = (registry: Registry) =>
  runNsisMacro(script, 'customInstall', { registry, defines, isUpdated: false })
const uninstall = (registry: Registry, isUpdated = false) =>
  runNsisMacro(script, 'customUnInstall', { registry, defines, isUpdated })

describe('build/installer.nsh: uninstalling gives spotify: links back', () => {
  it('the Spotify app held them at install: kept, and written back when Encore is uninstalled holding them', () => {
    const registry: Registry = new Map([
      [COMMAND, SPOTIFY],
      [URL_PROTOCOL, ''],
    ])
    install(registry)
    expect(registry.get(KEPT)).toBe(SPOTIFY)
    encoreTakes(registry)
    uninstall(registry)
    expect(registry.get(COMMAND)).toBe(SPOTIFY)
    expect(registry.has(URL_PROTOCOL)).toBe(true)
    expect(registry.has(KEPT)).toBe(false)
  })

  it('nobody held them before: Encore’s handler is removed, nothing points at the deleted Encore.exe', () => {
    const registry: Registry = new Map()
    install(registry)
    expect(registry.has(KEPT)).toBe(false)
    encoreTakes(registry)
    uninstall(registry)
    expect([...registry.keys()].filter((path) => path.includes('spotify'))).toEqual([])
  })

  it('the app kept what it replaced (the Spotify app installed after Encore): that is written back', () => {
    const registry: Registry = new Map()
    install(registry)
    registry.set(KEPT, SPOTIFY) // electron/main/link-handler.ts's remember(), when the person ticked
    encoreTakes(registry)
    uninstall(registry)
    expect(registry.get(COMMAND)).toBe(SPOTIFY)
  })

  it('another app holds them at uninstall: left alone', () => {
    const registry: Registry = new Map([
      [KEPT, 'old'],
      [COMMAND, SPOTIFY],
    ])
    uninstall(registry)
    expect(registry.get(COMMAND)).toBe(SPOTIFY)
  })

  it('an update (the old version removed by the new installer) changes nothing; reinstalling keeps the kept one', () => {
    const registry: Registry = new Map([[COMMAND, SPOTIFY]])
    install(registry)
    encoreTakes(registry)
    const before = new Map(registry)
    uninstall(registry, true)
    expect(registry).toEqual(before)
    // Installed again over itself: Encore's own command is not "what it replaced".
    install(registry)
    expect(registry.get(KEPT)).toBe(SPOTIFY)
  })

  it('the check can fail: a macro outside the subset, or an unknown define, throws', () => {
    expect(() =>
      runNsisMacro('!macro x\n  Exec "calc"\n!macroend', 'x', {
        registry: new Map(),
        defines,
        isUpdated: false,
      }),
    ).toThrow(/Not in the subset/)
    expect(() =>
      runNsisMacro('!macro x\n  WriteRegStr HKCU "${NOPE}" "" ""\n!macroend', 'x', {
        registry: new Map(),
        defines,
        isUpdated: false,
      }),
    ).toThrow(/Undefined: NOPE/)
  })
})
