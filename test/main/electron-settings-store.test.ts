import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../../electron/contract'
import { SETTINGS_VERSION, toDocument } from '../../electron/core/features/settings/document'
import { createSettingsService } from '../../electron/core/features/settings/settings-service'
import { createElectronSettingsStore } from '../../electron/main/electron-settings-store'
import { createMemoryLogger } from '../support/memory-logger'
import { tempFolder } from '../support/temp-folders'

const freshDir = () => tempFolder('encore-settings-')
const logger = () => createMemoryLogger().logger

describe('settings through electron-store (against the fake electron module)', () => {
  it('writes the defaults on a first start, then every change, owner-only', () => {
    const dir = freshDir()
    const store = createElectronSettingsStore(dir)
    expect(existsSync(store.path)).toBe(false)
    const service = createSettingsService({ store, logger: logger() })
    expect(service.get()).toEqual(defaultSettings)
    expect(service.problems).toEqual([])
    expect(JSON.parse(readFileSync(store.path, 'utf8'))).toEqual(toDocument(defaultSettings))
    service.update({ theme: 'light' })
    const saved = JSON.parse(readFileSync(store.path, 'utf8'))
    expect(saved).toEqual({ ...toDocument(defaultSettings), theme: 'light' })
    expect(statSync(store.path).mode & 0o777).toBe(0o600)
    expect(
      createSettingsService({ store: createElectronSettingsStore(dir), logger: logger() }).get().theme,
    ).toBe('light')
  })

  it('refuses to write a document that breaks the JSON schema, leaving the file as it was', () => {
    const store = createElectronSettingsStore(freshDir())
    store.read()
    expect(() => store.write({ ...toDocument(defaultSettings), theme: 'neon' })).toThrow(
      /Config schema violation/,
    )
    expect(JSON.parse(readFileSync(store.path, 'utf8')).theme).toBe('dark')
  })

  it('recovers from a file that breaks the schema: valid values kept, invalid ones reported and replaced', () => {
    const dir = freshDir()
    const path = join(dir, 'settings.json')
    writeFileSync(
      path,
      JSON.stringify({
        version: SETTINGS_VERSION,
        theme: 'neon',
        startAtLogin: true,
        spotify: { redirectPort: 'x' },
      }),
    )
    const service = createSettingsService({ store: createElectronSettingsStore(dir), logger: logger() })
    expect(service.problems.map((problem) => problem.path)).toEqual(['spotify.redirectPort', 'theme'])
    expect(service.get().startAtLogin).toBe(true)
    expect(service.get().theme).toBe('dark')
    expect(JSON.parse(readFileSync(`${path}.invalid`, 'utf8')).theme).toBe('neon')
    // The repaired document was written back and now opens cleanly.
    const again = createSettingsService({ store: createElectronSettingsStore(dir), logger: logger() })
    expect(again.problems).toEqual([])
    expect(again.get().startAtLogin).toBe(true)
  })

  it('starts with defaults when the file is not JSON, keeps the broken file aside, and never crashes', () => {
    const dir = freshDir()
    const path = join(dir, 'settings.json')
    writeFileSync(path, '{"theme": "dark",')
    const service = createSettingsService({ store: createElectronSettingsStore(dir), logger: logger() })
    expect(service.get()).toEqual(defaultSettings)
    expect(service.problems).toEqual([
      expect.objectContaining({ path: '(file)', message: expect.stringContaining('is not valid JSON') }),
    ])
    expect(readFileSync(`${path}.unreadable`, 'utf8')).toBe('{"theme": "dark",')
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(toDocument(defaultSettings))
    expect(statSync(path).mode & 0o777).toBe(0o600)
    service.update({ theme: 'light' })
    expect(JSON.parse(readFileSync(path, 'utf8')).theme).toBe('light')
  })

  it('sets a file that cannot be read at all aside (a folder in its place), saying where, and starts afresh', () => {
    const dir = freshDir()
    const path = join(dir, 'settings.json')
    mkdirSync(path)
    const service = createSettingsService({ store: createElectronSettingsStore(dir), logger: logger() })
    expect(service.get()).toEqual(defaultSettings)
    expect(service.problems).toEqual([
      expect.objectContaining({
        path: '(file)',
        message: expect.stringContaining(
          `; it was set aside as ${path}.unreadable, and Encore started`,
        ) as unknown,
      }),
    ])
    expect(statSync(`${path}.unreadable`).isDirectory()).toBe(true)
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(toDocument(defaultSettings))
  })

  it('completes a file written before newer settings existed, without keeping it aside as invalid', () => {
    const dir = freshDir()
    const path = join(dir, 'settings.json')
    const older = structuredClone(toDocument({ ...defaultSettings, theme: 'light' })) as Record<
      string,
      unknown
    >
    delete older['tray']
    const hotkeys = older['hotkeys'] as Record<string, unknown>
    delete hotkeys['seekForward']
    delete hotkeys['saveTrack']
    writeFileSync(path, JSON.stringify(older))
    const service = createSettingsService({ store: createElectronSettingsStore(dir), logger: logger() })
    expect(service.problems).toEqual([])
    expect(service.get()).toEqual({ ...defaultSettings, theme: 'light' })
    expect(existsSync(`${path}.invalid`)).toBe(false)
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(toDocument({ ...defaultSettings, theme: 'light' }))
    expect(statSync(path).mode & 0o777).toBe(0o600)
    service.update({ theme: 'dark' })
    expect(JSON.parse(readFileSync(path, 'utf8')).theme).toBe('dark')
  })
})
