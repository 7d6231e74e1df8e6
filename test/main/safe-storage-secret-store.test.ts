import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { createSafeStorageSecretStore, SECRETS_FILE } from '../../electron/main/safe-storage-secret-store'
import { safeStorage } from '../fakes/electron'
import { createMemoryLogger } from '../support/memory-logger'
import { tempFolder } from '../support/temp-folders'

const SECRET = 'refresh-token-value-0123456789'

function freshDir(): string {
  return tempFolder('encore-secrets-')
}

/** A session bus on which every keyring asked for answers (test/core/base/dbus has the real bus's answers). */
const keyringAnswers = async (names: readonly string[]) => [...names]

/** The store as Linux opens it, on the fake safeStorage, with the keyring running. */
const openLinuxStore = (dir: string) =>
  createSafeStorageSecretStore({
    safeStorage,
    dir,
    logger: createMemoryLogger().logger,
    platform: 'linux',
    keyringProbe: keyringAnswers,
  })

describe('the safeStorage secret store (against the fake electron module)', () => {
  beforeEach(() => {
    safeStorage.available = true
    safeStorage.backend = 'gnome_libsecret'
    safeStorage.keyVersion = 1
  })

  it('encrypts a secret again when safeStorage says its key was rotated (shouldReEncrypt)', async () => {
    const dir = freshDir()
    const store = await openLinuxStore(dir)
    await store.set('encore.session', SECRET)
    const stored = () =>
      JSON.parse(readFileSync(join(dir, SECRETS_FILE), 'utf8'))['encore.session'].data as string
    const before = stored()
    expect(Buffer.from(before, 'base64').toString('latin1')).toMatch(/^fake-enc1:/)

    safeStorage.keyVersion = 2
    await expect(store.get('encore.session')).resolves.toBe(SECRET)
    const after = stored()
    expect(after).not.toBe(before)
    expect(Buffer.from(after, 'base64').toString('latin1')).toMatch(/^fake-enc2:/)
    expect(after).not.toContain(SECRET)
    // Current now: read again, it is left as it is.
    await expect(store.get('encore.session')).resolves.toBe(SECRET)
    expect(stored()).toBe(after)
  })

  it('encrypts with safeStorage into an owner-only file that never holds the plain text', async () => {
    const dir = freshDir()
    const store = await openLinuxStore(dir)
    expect(store.protection).toBe('encrypted')
    await store.set('encore.session', SECRET)
    const file = join(dir, SECRETS_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).not.toContain(SECRET)
    expect(JSON.parse(readFileSync(file, 'utf8'))['encore.session'].format).toBe('safeStorage')
    await expect(store.get('encore.session')).resolves.toBe(SECRET)
    const reopened = await openLinuxStore(dir)
    await expect(reopened.get('encore.session')).resolves.toBe(SECRET)
    await reopened.delete('encore.session')
    await expect(reopened.get('encore.session')).resolves.toBeUndefined()
  })

  it('counts the Linux basic_text backend as no encryption', async () => {
    safeStorage.backend = 'basic_text'
    const store = await createSafeStorageSecretStore({
      safeStorage,
      dir: freshDir(),
      logger: createMemoryLogger().logger,
      platform: 'linux',
    })
    expect(store.protection).toBe('unencrypted')
  })

  it('GNOME or KDE with no keyring answering on the session bus is not called encrypted, and the log says why', async () => {
    const asked: (readonly string[])[] = []
    for (const [backend, answer, names] of [
      ['gnome_libsecret', [], ['org.freedesktop.secrets']],
      ['kwallet6', null, ['org.kde.kwalletd6']],
      ['kwallet5', ['org.freedesktop.secrets'], ['org.kde.kwalletd5']],
    ] as const) {
      safeStorage.backend = backend
      const { logger, lines } = createMemoryLogger()
      const store = await createSafeStorageSecretStore({
        safeStorage,
        dir: freshDir(),
        logger,
        platform: 'linux',
        keyringProbe: async (asking) => {
          asked.push(asking)
          return answer === null ? null : [...answer]
        },
      })
      expect(store.protection).toBe('unencrypted')
      expect(lines.some((line) => /No system keyring encrypts secrets here \(.+\)/.test(line))).toBe(true)
      expect(asked.at(-1)).toEqual(names)
    }
    // The keyring KDE's backend needs answers: encrypted.
    safeStorage.backend = 'kwallet5'
    const store = await createSafeStorageSecretStore({
      safeStorage,
      dir: freshDir(),
      logger: createMemoryLogger().logger,
      platform: 'linux',
      keyringProbe: async () => ['org.kde.kwalletd5'],
    })
    expect(store.protection).toBe('encrypted')
  })

  it('asks no bus where safeStorage has no keyring backend, or on other systems', async () => {
    const probe = async (): Promise<string[]> => {
      throw new Error('the bus was asked')
    }
    safeStorage.backend = 'basic_text'
    const linux = { safeStorage, dir: freshDir(), logger: createMemoryLogger().logger, keyringProbe: probe }
    await expect(createSafeStorageSecretStore({ ...linux, platform: 'linux' })).resolves.toMatchObject({
      protection: 'unencrypted',
    })
    safeStorage.backend = 'gnome_libsecret'
    await expect(createSafeStorageSecretStore({ ...linux, platform: 'win32' })).resolves.toMatchObject({
      protection: 'encrypted',
    })
  })

  it('ignores the Linux backend name on other systems', async () => {
    safeStorage.backend = 'basic_text'
    const store = await createSafeStorageSecretStore({
      safeStorage,
      dir: freshDir(),
      logger: createMemoryLogger().logger,
      platform: 'darwin',
    })
    expect(store.protection).toBe('encrypted')
  })

  it('says unencrypted when safeStorage cannot encrypt, and then stores plain text only when asked to', async () => {
    safeStorage.available = false
    const dir = freshDir()
    const store = await openLinuxStore(dir)
    expect(store.protection).toBe('unencrypted')
    await store.set('k', SECRET)
    expect(statSync(join(dir, SECRETS_FILE)).mode & 0o777).toBe(0o600)
    await expect(store.get('k')).resolves.toBe(SECRET)
  })

  it('drops a secret it cannot decrypt and says why once (the page tells why nobody is signed in)', async () => {
    const dir = freshDir()
    writeFileSync(
      join(dir, SECRETS_FILE),
      JSON.stringify({ k: { format: 'safeStorage', data: 'bm90IG91cnM=' } }),
      { mode: 0o600 },
    )
    const { logger, records } = createMemoryLogger()
    const store = await createSafeStorageSecretStore({ safeStorage, dir, logger, platform: 'linux' })
    await expect(store.get('k')).rejects.toThrow(/keyring no longer holds/)
    expect(records.some((record) => record.message.includes('could not be decrypted'))).toBe(true)
    // Dropped: the next start finds nothing kept rather than the same useless ciphertext.
    await expect(store.get('k')).resolves.toBeUndefined()
    expect(JSON.parse(readFileSync(join(dir, SECRETS_FILE), 'utf8'))).toEqual({})
  })

  it('tightens a secrets file that others could read, and sets one that is not JSON aside (owner-only), saying so once', async () => {
    const dir = freshDir()
    const file = join(dir, SECRETS_FILE)
    writeFileSync(file, '{nope', { mode: 0o644 })
    const store = await openLinuxStore(dir)
    await expect(store.get('k')).rejects.toThrow(
      `${file} is damaged (not valid JSON); it was set aside as ${file}.unreadable`,
    )
    expect(statSync(`${file}.unreadable`).mode & 0o777).toBe(0o600)
    await expect(store.get('k')).resolves.toBeUndefined()
    await store.set('k', SECRET)
    await expect(store.get('k')).resolves.toBe(SECRET)
  })
})
