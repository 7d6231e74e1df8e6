import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEncore, type Encore } from '../../../../electron/core/app'
import type { SettingsStore } from '../../../../electron/core/base/ports'
import { EncoreError } from '../../../../electron/core/base/errors'
import { defaultSettings, SettingsPatchSchema, SettingsSchema } from '../../../../electron/contract'
import { SETTINGS_VERSION } from '../../../../electron/core/features/settings/document'
import {
  createSettingsService,
  mergeSettings,
} from '../../../../electron/core/features/settings/settings-service'
import { ManualClock } from '../../../support/manual-clock'
import { createMemoryLogger } from '../../../support/memory-logger'
import { pageApi } from '../../../support/page-api'

class MemoryStore implements SettingsStore {
  writes: unknown[] = []
  constructor(
    public saved: unknown = undefined,
    private readonly failRead?: string,
  ) {}
  read(): unknown {
    if (this.failRead) throw new Error(this.failRead)
    return this.saved
  }
  write(document: unknown): void {
    this.saved = structuredClone(document)
    this.writes.push(this.saved)
  }
}

describe('the settings service', () => {
  it('starts with the defaults and writes nothing on a first start', () => {
    const store = new MemoryStore()
    const service = createSettingsService({ store, logger: createMemoryLogger().logger })
    expect(service.get()).toEqual(defaultSettings)
    expect(service.problems).toEqual([])
    expect(store.writes).toEqual([])
  })

  it('reads a valid file as it is, without rewriting it', () => {
    const store = new MemoryStore({ version: SETTINGS_VERSION, ...defaultSettings, theme: 'light' })
    const service = createSettingsService({ store, logger: createMemoryLogger().logger })
    expect(service.get().theme).toBe('light')
    expect(store.writes).toEqual([])
  })

  it('repairs an invalid file: reports each bad value, logs it, and saves the repaired document', () => {
    const store = new MemoryStore({ version: SETTINGS_VERSION, theme: 'neon', startAtLogin: true })
    const { logger, records } = createMemoryLogger()
    const service = createSettingsService({ store, logger })
    expect(service.problems).toEqual([
      expect.objectContaining({ path: 'theme', message: expect.stringContaining('reset to the default') }),
    ])
    expect(service.get().theme).toBe('dark')
    expect(service.get().startAtLogin).toBe(true)
    expect(store.saved).toEqual({ version: SETTINGS_VERSION, ...defaultSettings, startAtLogin: true })
    expect(
      records.some((record) => record.level === 'warn' && record.message === 'Settings repaired at start'),
    ).toBe(true)
  })

  it('starts with the defaults when the file cannot be read, and says why', () => {
    const store = new MemoryStore(undefined, 'Unexpected token } in JSON at position 12')
    const service = createSettingsService({ store, logger: createMemoryLogger().logger })
    expect(service.get()).toEqual(defaultSettings)
    expect(service.problems).toEqual([
      expect.objectContaining({
        path: '(file)',
        message: expect.stringContaining('could not be read (Unexpected token } in JSON'),
      }),
    ])
    expect(store.saved).toEqual({ version: SETTINGS_VERSION, ...defaultSettings })
  })

  it('merges a patch group by group, saves it with its version and tells the listeners', () => {
    const store = new MemoryStore()
    const service = createSettingsService({ store, logger: createMemoryLogger().logger })
    const seen: [string, string][] = []
    service.subscribe((next, previous) => seen.push([previous.spotify.clientId, next.spotify.clientId]))
    // As the dispatcher hands it over: checked, and normalised (the Client ID lower-cased and trimmed).
    const next = service.update({
      spotify: { clientId: '0123456789abcdef0123456789abcdef' },
      theme: 'light',
    })
    expect(next.spotify).toEqual({ ...defaultSettings.spotify, clientId: '0123456789abcdef0123456789abcdef' })
    expect(next.theme).toBe('light')
    expect(store.saved).toMatchObject({ version: SETTINGS_VERSION, theme: 'light' })
    expect(seen).toEqual([['', '0123456789abcdef0123456789abcdef']])
  })

  it('refuses a change that breaks a rule across values (validate) and changes nothing', () => {
    const store = new MemoryStore()
    const service = createSettingsService({
      store,
      logger: createMemoryLogger().logger,
      validate: (next) => {
        if (next.theme === 'light') throw new EncoreError('INVALID_INPUT', 'Not light.')
      },
    })
    expect(() => service.update({ theme: 'light' })).toThrow('Not light.')
    expect(service.get()).toEqual(defaultSettings)
    expect(store.writes).toEqual([])
  })

  it('keeps the old settings when saving fails, and says so', () => {
    const store = new MemoryStore()
    store.write = () => {
      throw new Error('EACCES: permission denied')
    }
    const service = createSettingsService({ store, logger: createMemoryLogger().logger })
    expect(() => service.update({ theme: 'light' })).toThrow(/could not save your settings \(EACCES/)
    expect(service.get().theme).toBe('dark')
  })

  it('says a change it could not save in the language of the settings it keeps', () => {
    const store = new MemoryStore()
    store.write = () => {
      throw new Error('EACCES')
    }
    const service = createSettingsService({
      store,
      logger: createMemoryLogger().logger,
      language: (settings) => (settings.theme === 'dark' ? 'ja' : 'de'),
    })
    expect(() => service.update({ theme: 'light' })).toThrow('設定を保存できませんでした（EACCES）。')
  })

  it('hands out copies: changing one does not change the settings', () => {
    const service = createSettingsService({ logger: createMemoryLogger().logger })
    const copy = service.get()
    copy.spotify.clientId = 'changed'
    expect(service.get().spotify.clientId).toBe('')
  })

  it('merges only the fields a patch sets: one sent as undefined (IPC carries it) changes nothing', () => {
    const merged = mergeSettings(defaultSettings, { spotify: { clientId: undefined, extendedQuota: true } })
    expect(merged.spotify).toEqual({ ...defaultSettings.spotify, extendedQuota: true })
    expect('clientId' in merged.spotify).toBe(true)
  })

  it('replaces nullable objects wholesale when merging', () => {
    const moved = mergeSettings(defaultSettings, { miniPlayer: { position: { x: 5, y: 6 } } })
    expect(moved.miniPlayer).toEqual({ ...defaultSettings.miniPlayer, position: { x: 5, y: 6 } })
    expect(mergeSettings(moved, { miniPlayer: { position: null } }).miniPlayer.position).toBeNull()
  })
})

describe('settings.update as the page calls it', () => {
  let encore: Encore | undefined
  afterEach(async () => {
    vi.restoreAllMocks()
    await encore?.dispose()
    encore = undefined
  })

  const start = (store: SettingsStore = new MemoryStore()) =>
    (encore = createEncore({
      identity: { name: 'Encore', version: '0.0.0', mode: 'electron' },
      logger: createMemoryLogger().logger,
      clock: new ManualClock(Date.UTC(2026, 0, 1)),
      settingsStore: store,
    }))

  it('parses the patch once, where it enters core, and saves what was normalised there', async () => {
    const page = pageApi(start())
    const patchParses = vi.spyOn(SettingsPatchSchema, 'safeParse')
    const settingsParses = [vi.spyOn(SettingsSchema, 'parse'), vi.spyOn(SettingsSchema, 'safeParse')]
    const saved = await page.settings.update({
      spotify: { clientId: ' 0123456789ABCDEF0123456789ABCDEF ' },
      theme: 'light',
    })
    expect(saved.values.spotify.clientId).toBe('0123456789abcdef0123456789abcdef')
    expect(saved.values.theme).toBe('light')
    expect(patchParses).toHaveBeenCalledTimes(1)
    for (const parse of settingsParses) expect(parse).not.toHaveBeenCalled()
  })

  it('refuses what the page may be told, in the words it shows today, and changes nothing', async () => {
    const store = new MemoryStore()
    const page = pageApi(start(store))
    await expect(page.settings.update({ spotify: { redirectPort: 80 } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Invalid input for settings.update.',
      details: {
        issues: [{ path: 'spotify.redirectPort', message: 'The redirect port must be from 1024 to 65535.' }],
      },
    })
    await expect(page.settings.update({ unknown: 1 } as never)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Invalid input for settings.update.',
    })
    await expect(
      page.settings.update({ hotkeys: { saveTrack: 'CommandOrControl+Alt+M' } }),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message:
        '“Save or remove the current track” cannot use Ctrl+Alt+M: “Show or hide the mini player” already uses these keys. Choose other keys for one of them.',
    })
    expect(store.writes).toEqual([])
    store.write = () => {
      throw new Error('EACCES: permission denied')
    }
    await expect(page.settings.update({ theme: 'light' })).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Encore could not save your settings (EACCES: permission denied).',
    })
    expect((await page.settings.get()).values).toEqual(defaultSettings)
  })
})
