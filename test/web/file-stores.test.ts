import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../../electron/contract'
import { toDocument } from '../../electron/core/features/settings/document'
import { createSettingsService } from '../../electron/core/features/settings/settings-service'
import { createFileSecretStore, SECRETS_FILE } from '../../electron/web/file-secret-store'
import { createJsonSettingsStore } from '../../electron/web/json-settings-store'
import { createMemoryLogger } from '../support/memory-logger'
import { tempFolder } from '../support/temp-folders'

const freshDir = () => join(tempFolder('encore-web-data-'), 'nested', 'data')
const SECRET = 'refresh-token-0123456789abcdef'

describe('browser mode: the owner-only secrets file', () => {
  it('keeps secrets in a 0600 file inside a 0700 folder it creates', async () => {
    const dir = freshDir()
    const store = createFileSecretStore(dir, createMemoryLogger().logger)
    expect(store.protection).toBe('owner-only-file')
    await expect(store.get('k')).resolves.toBeUndefined()
    await store.set('k', SECRET)
    const file = join(dir, SECRETS_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    await expect(createFileSecretStore(dir, createMemoryLogger().logger).get('k')).resolves.toBe(SECRET)
    await store.delete('k')
    await expect(store.get('k')).resolves.toBeUndefined()
    expect(readFileSync(file, 'utf8')).not.toContain(SECRET)
  })

  it('tightens a file others could read, and sets a broken file aside (owner-only), saying so once', async () => {
    const dir = tempFolder('encore-web-data-')
    const file = join(dir, SECRETS_FILE)
    writeFileSync(file, 'not json', { mode: 0o644 })
    const { logger, records } = createMemoryLogger()
    const store = createFileSecretStore(dir, logger)
    await expect(store.get('k')).rejects.toThrow(
      `${file} is damaged (not valid JSON); it was set aside as ${file}.unreadable`,
    )
    expect(statSync(`${file}.unreadable`).mode & 0o777).toBe(0o600)
    expect(records.map((record) => record.message)).toContain(
      'The secrets file was readable by others; it is owner-only now',
    )
    await expect(store.get('k')).resolves.toBeUndefined()
    await store.set('k', SECRET)
    await expect(store.get('k')).resolves.toBe(SECRET)
  })
})

describe('browser mode: the settings JSON file', () => {
  it('uses the same versioned document as the desktop app, written only when something changes', () => {
    const dir = freshDir()
    const store = createJsonSettingsStore(dir)
    const service = createSettingsService({ store, logger: createMemoryLogger().logger })
    expect(service.get()).toEqual(defaultSettings)
    expect(existsSync(store.path)).toBe(false)
    service.update({ demo: { skipConsent: false } })
    expect(JSON.parse(readFileSync(store.path, 'utf8'))).toEqual({
      ...toDocument(defaultSettings),
      demo: { skipConsent: false },
    })
    expect(
      createSettingsService({
        store: createJsonSettingsStore(dir),
        logger: createMemoryLogger().logger,
      }).get().demo.skipConsent,
    ).toBe(false)
  })

  it('repairs invalid values and keeps a file that is not JSON aside before replacing it', () => {
    const dir = tempFolder('encore-web-data-')
    const path = join(dir, 'settings.json')
    writeFileSync(path, '{ "theme": ')
    const service = createSettingsService({
      store: createJsonSettingsStore(dir),
      logger: createMemoryLogger().logger,
    })
    expect(service.problems[0]).toEqual({
      path: '(file)',
      message: expect.stringContaining('is not valid JSON'),
      // Said in the person's language when shown: the key and what fills it.
      words: {
        key: 'unreadableSetAside',
        values: { aside: `${path}.unreadable`, why: expect.stringContaining('is not valid JSON') },
      },
    })
    expect(readFileSync(`${path}.unreadable`, 'utf8')).toBe('{ "theme": ')
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(toDocument(defaultSettings))

    writeFileSync(
      path,
      JSON.stringify({ version: 1, theme: 'light', notifications: { errors: 'sometimes' } }),
    )
    const repaired = createSettingsService({
      store: createJsonSettingsStore(dir),
      logger: createMemoryLogger().logger,
    })
    expect(repaired.problems.map((problem) => problem.path)).toEqual(['notifications.errors'])
    expect(repaired.get().theme).toBe('light')
    expect(JSON.parse(readFileSync(path, 'utf8')).notifications).toEqual(defaultSettings.notifications)
  })
})
