import { describe, expect, it } from 'vitest'
import type { SettingsStore } from '../../../electron/core/ports'
import { EncoreError } from '../../../electron/core/errors'
import { defaultSettings } from '../../../electron/contract'
import { SETTINGS_VERSION } from '../../../electron/core/settings/document'
import { createSettingsService, mergeSettings } from '../../../electron/core/settings/settings-service'
import { createMemoryLogger } from '../../support/memory-logger'

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
      { path: 'theme', message: expect.stringContaining('reset to the default') },
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
      { path: '(file)', message: expect.stringContaining('could not be read (Unexpected token } in JSON') },
    ])
    expect(store.saved).toEqual({ version: SETTINGS_VERSION, ...defaultSettings })
  })

  it('merges a patch group by group, saves it with its version and tells the listeners', () => {
    const store = new MemoryStore()
    const service = createSettingsService({ store, logger: createMemoryLogger().logger })
    const seen: [string, string][] = []
    service.subscribe((next, previous) => seen.push([previous.spotify.clientId, next.spotify.clientId]))
    const next = service.update({
      spotify: { clientId: ' 0123456789ABCDEF0123456789ABCDEF ' },
      theme: 'light',
    })
    expect(next.spotify).toEqual({ ...defaultSettings.spotify, clientId: '0123456789abcdef0123456789abcdef' })
    expect(next.theme).toBe('light')
    expect(store.saved).toMatchObject({ version: SETTINGS_VERSION, theme: 'light' })
    expect(seen).toEqual([['', '0123456789abcdef0123456789abcdef']])
  })

  it('refuses an invalid patch with a specific message and changes nothing', () => {
    const store = new MemoryStore()
    const service = createSettingsService({ store, logger: createMemoryLogger().logger })
    const attempt = () => service.update({ spotify: { clientId: 'my-app' } })
    expect(attempt).toThrow(EncoreError)
    expect(attempt).toThrow(/spotify\.clientId: A Client ID is 32 characters/)
    expect(() => service.update({ spotify: { redirectPort: 80 } })).toThrow(/from 1024 to 65535/)
    expect(() => service.update({ unknown: 1 } as never)).toThrow(EncoreError)
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

  it('hands out copies: changing one does not change the settings', () => {
    const service = createSettingsService({ logger: createMemoryLogger().logger })
    const copy = service.get()
    copy.spotify.clientId = 'changed'
    expect(service.get().spotify.clientId).toBe('')
  })

  it('replaces nullable objects wholesale when merging', () => {
    const moved = mergeSettings(defaultSettings, { miniPlayer: { position: { x: 5, y: 6 } } })
    expect(moved.miniPlayer).toEqual({ ...defaultSettings.miniPlayer, position: { x: 5, y: 6 } })
    expect(mergeSettings(moved, { miniPlayer: { position: null } }).miniPlayer.position).toBeNull()
  })
})
