import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import type { Configuration } from 'electron-builder'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { APP_ICON_SIZES, ICNS_FILE, ICO_FILE, appIconPng } from '../../build/icon-set'
import { APP_ID, DESKTOP_ENTRY_FILE, EXECUTABLE_NAME } from '../../electron/core/base/project-info'
import {
  appBuilderLibVersion,
  linuxDesktopEntry,
  loadConfig,
  schemePath,
  validateWithElectronBuilder,
} from '../support/electron-builder'

const root = fileURLToPath(new URL('../../', import.meta.url))
const configFile = 'build/electron-builder.yml'
const menubarFile = 'build/electron-builder.menubar.yml'
const readYaml = (file: string) => parse(readFileSync(join(root, file), 'utf8')) as Configuration
const config = readYaml(configFile)

// The options electron-builder's own validator compiles scheme.json with (schemaValidator.js).
const ajv = new Ajv({ allErrors: true, verbose: true, coerceTypes: true, strict: false })
const validate = ajv.compile(JSON.parse(readFileSync(schemePath, 'utf8')) as object)
const schemaErrors = (value: unknown) => {
  validate(structuredClone(value))
  return (validate.errors ?? []).map((it) => `${it.instancePath} ${it.message ?? ''}`)
}

describe(`electron-builder configuration (app-builder-lib ${appBuilderLibVersion}, offline)`, () => {
  it('matches electron-builder’s JSON schema', () => {
    expect(schemaErrors(config)).toEqual([])
  })

  it('the schema check rejects a misspelt option and a wrong type (the check can fail)', () => {
    expect(schemaErrors({ ...config, nsis: { ...config.nsis, oneclick: true } })).not.toEqual([])
    expect(schemaErrors({ ...config, asar: 'yes please' })).not.toEqual([])
  })

  it('passes electron-builder’s own validation, as loaded by electron-builder', async () => {
    const loaded = await loadConfig(root, configFile)
    await expect(validateWithElectronBuilder(loaded)).resolves.toBeUndefined()
    const misspelt = { ...loaded, linux: { targte: 'deb' } } as Configuration
    await expect(validateWithElectronBuilder(misspelt)).rejects.toThrow(/configuration\.linux/)
  })

  it('the menubar variant is the same configuration with LSUIElement on and its own dmg name', async () => {
    const base = await loadConfig(root, configFile)
    const menubar = await loadConfig(root, menubarFile)
    await expect(validateWithElectronBuilder(menubar)).resolves.toBeUndefined()
    expect(base.mac?.extendInfo).toMatchObject({ LSUIElement: false })
    expect(menubar.mac?.extendInfo).toMatchObject({ LSUIElement: true })
    expect(menubar.dmg?.artifactName).toMatch(/-menubar\./)
    // No update feed: one release's latest-mac.yml names the normal build's zips. Its zip has its own name.
    expect(menubar.publish).toBeNull()
    expect(menubar.mac?.artifactName).toMatch(/-menubar-mac\./)
    const { extends: _extends, ...merged } = menubar
    const same = (it: Configuration) => ({
      ...it,
      mac: { ...it.mac, extendInfo: {}, artifactName: '' },
      dmg: { ...it.dmg, artifactName: '' },
      publish: null,
    })
    expect(same(merged)).toEqual(same(base))
  })

  it('packs into ASAR, flips fuses in its own hook only, rebuilds nothing', () => {
    expect(config.asar).toBe(true)
    expect(config.asarUnpack).toBeUndefined()
    expect(config.afterPack).toBe('./build/after-pack.js')
    expect(config.electronFuses).toBeUndefined()
    expect(config.npmRebuild).toBe(false)
  })

  it('declares spotify: links on macOS only (where Info.plist must), and no file type anywhere', () => {
    expect(config.protocols).toBeUndefined()
    expect(config.fileAssociations).toBeUndefined()
    expect(config.mac?.protocols).toEqual([{ name: 'Spotify links', schemes: ['spotify'] }])
    for (const platform of [config.linux, config.win]) {
      expect(platform?.protocols).toBeUndefined()
    }
    for (const platform of [config.linux, config.mac, config.win]) {
      expect(platform?.fileAssociations).toBeUndefined()
    }
    expect(config.linux?.mimeTypes).toBeUndefined()
    expect(config.linux?.desktop?.entry).not.toHaveProperty('MimeType')
  })

  it('Linux: the .deb first (the main download), then the AppImage; a desktop entry with categories, keywords and the window class', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { desktopName: string }
    expect(config.linux?.target).toEqual(['deb', 'AppImage'])
    // electron-builder writes linux.category into Categories; a main category must come first.
    expect(config.linux?.category).toMatch(/^AudioVideo;Audio;/)
    const entry = config.linux?.desktop?.entry as Record<string, string>
    expect(entry.Keywords).toMatch(/^([^;]+;)+$/)
    expect(entry.Keywords).toContain('spotify;')
    // Electron's Wayland app_id and X11 WM_CLASS instance come from desktopName.
    expect(config.linux?.syncDesktopName).toBe(true)
    expect(`${entry.StartupWMClass}.desktop`).toBe(pkg.desktopName)
  })

  it('names the app app.encore.remote everywhere: appId, desktopName, StartupWMClass, the Linux command', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { desktopName: string }
    expect(config.appId).toBe(APP_ID)
    expect(pkg.desktopName).toBe(DESKTOP_ENTRY_FILE)
    expect((config.linux?.desktop?.entry as Record<string, string>).StartupWMClass).toBe(APP_ID)
    expect(config.linux?.executableName).toBe(EXECUTABLE_NAME)
  })

  it('the .deb installs the desktop entry as app.encore.remote.desktop (electron-builder’s own code computes it)', async () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      desktopName: string
      description: string
    }
    const loaded = await loadConfig(root, configFile)
    const helper = linuxDesktopEntry({
      platformSpecificBuildOptions: loaded.linux!,
      config: loaded,
      info: { metadata: { desktopName: pkg.desktopName } },
      executableName: loaded.linux!.executableName!,
      appInfo: { productName: 'Encore', sanitizedProductName: 'Encore', description: pkg.description },
      fileAssociations: [],
    })
    expect(`${helper.getDesktopFileName()}.desktop`).toBe(DESKTOP_ENTRY_FILE)
    const entry = await helper.computeDesktopEntry(loaded.linux!)
    expect(entry).toContain('\nName=Encore\n')
    expect(entry).toContain('\nExec=/opt/Encore/encore %U\n')
    expect(entry).toContain(`\nIcon=${EXECUTABLE_NAME}\n`)
    expect(entry).toContain(`\nStartupWMClass=${APP_ID}\n`)
    expect(entry).toContain('\nCategories=AudioVideo;Audio;Player;\n')
  })

  it('macOS: dmg and the updater’s zip for both architectures, hardened runtime with entitlements', () => {
    expect(config.mac?.target).toEqual([
      { target: 'dmg', arch: ['arm64', 'x64'] },
      { target: 'zip', arch: ['arm64', 'x64'] },
    ])
    expect(config.mac?.hardenedRuntime).toBe(true)
    expect(config.mac?.entitlements).toBe('build/entitlements.mac.plist')
    expect(config.mac?.entitlementsInherit).toBe('build/entitlements.mac.plist')
    const plist = readFileSync(join(root, 'build/entitlements.mac.plist'), 'utf8')
    const keys = [...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((it) => it[1])
    expect(keys).toEqual(['com.apple.security.cs.allow-jit'])
  })

  it('Windows: a per-user one-click NSIS installer', () => {
    expect(config.win?.target).toEqual([{ target: 'nsis', arch: ['x64', 'arm64'] }])
    expect(config.nsis).toMatchObject({ oneClick: true, perMachine: false })
  })

  it('names no platform-specific `files` (the packed-files test applies the top-level patterns only)', () => {
    for (const platform of [config.linux, config.mac, config.win]) expect(platform?.files).toBeUndefined()
  })

  describe('every file it references exists', () => {
    const exists = (path: string) => existsSync(join(root, path))

    it('icons', () => {
      expect(config.mac?.icon).toBe(ICNS_FILE)
      expect(config.win?.icon).toBe(ICO_FILE)
      expect(exists(ICNS_FILE) && exists(ICO_FILE)).toBe(true)
      // Linux takes a folder of NxN.png files.
      const linuxIcons = config.linux?.icon as string
      expect(statSync(join(root, linuxIcons)).isDirectory()).toBe(true)
      expect(readdirSync(join(root, linuxIcons)).sort()).toEqual(
        APP_ICON_SIZES.map((size) => appIconPng(size).split('/').pop()).sort(),
      )
    })

    it('entitlements, the afterPack hook, the extended configuration', () => {
      const referenced = [
        config.mac?.entitlements,
        config.mac?.entitlementsInherit,
        config.afterPack as string,
        readYaml(menubarFile).extends as string,
      ]
      for (const path of referenced) expect(path && exists(path), String(path)).toBe(true)
    })

    it('every literal path in `files`, and something for every pattern', () => {
      const patterns = (config.files as string[]).filter((it) => !it.startsWith('!'))
      for (const pattern of patterns.filter((it) => !/[*?{[]/.test(it)))
        expect(exists(pattern), pattern).toBe(true)
      expect(patterns).toContain('resources/icons/**')
      expect(readdirSync(join(root, 'resources/icons')).length).toBeGreaterThan(0)
    })
  })
})
