import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SafeStorage } from 'electron'
import { tightenMode, writeFileAtomic } from '../core/files/private-files'
import type { Logger, SecretStore } from '../core/ports'

export const SECRETS_FILE = 'secrets.json'
const OWNER_ONLY = 0o600

/** The safeStorage calls the store needs (async forms: the sync ones are deprecated in Electron 45). */
export type SafeStorageLike = Pick<
  SafeStorage,
  'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'
>

interface StoredSecret {
  /** `safeStorage`: ciphertext from safeStorage, base64. `plain`: the value itself (only ever asked for explicitly). */
  format: 'safeStorage' | 'plain'
  data: string
}

/**
 * The desktop app's secrets, encrypted with Electron's safeStorage (Keychain, DPAPI, libsecret/kwallet) in an
 * owner-only file in the app's data folder. On Linux without a keyring safeStorage falls back to
 * `basic_text`, which is no real encryption: the store then says `unencrypted`, and core keeps the sign-in in
 * memory only unless the user allowed storing it anyway. Must be created after the app is ready.
 */
export async function createSafeStorageSecretStore(options: {
  safeStorage: SafeStorageLike
  dir: string
  logger: Logger
  platform?: NodeJS.Platform
}): Promise<SecretStore> {
  const { safeStorage, logger } = options
  const platform = options.platform ?? process.platform
  const path = join(options.dir, SECRETS_FILE)
  let available = false
  try {
    available = await safeStorage.isAsyncEncryptionAvailable()
  } catch (error) {
    logger.warn('safeStorage could not say whether it can encrypt; treating it as unable', { error })
  }
  const basicText = platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text'
  const protection = available && !basicText ? 'encrypted' : 'unencrypted'
  if (protection === 'unencrypted') {
    logger.info(
      'No system keyring encrypts secrets here; the sign-in is kept in memory unless allowed otherwise',
      {
        available,
        basicText,
      },
    )
  }

  const readAll = (): Record<string, StoredSecret> => {
    let text: string
    try {
      text = readFileSync(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
      throw error
    }
    tightenMode(path, OWNER_ONLY)
    try {
      const parsed = JSON.parse(text) as Record<string, StoredSecret>
      return Object.fromEntries(
        Object.entries(parsed).filter(
          ([, value]) =>
            value &&
            typeof value.data === 'string' &&
            (value.format === 'safeStorage' || value.format === 'plain'),
        ),
      )
    } catch {
      logger.warn('The secrets file is not readable; it will be replaced')
      return {}
    }
  }

  const writeAll = (values: Record<string, StoredSecret>) =>
    writeFileAtomic(path, `${JSON.stringify(values, null, 2)}\n`, OWNER_ONLY)

  return {
    protection,
    async get(key) {
      const stored = readAll()[key]
      if (!stored) return undefined
      if (stored.format === 'plain') return stored.data
      if (!available) return undefined
      try {
        return (await safeStorage.decryptStringAsync(Buffer.from(stored.data, 'base64'))).result
      } catch {
        // Another user, another machine, or a reset keyring: the ciphertext is useless now.
        logger.warn('A kept secret could not be decrypted; it was dropped')
        return undefined
      }
    },
    async set(key, value) {
      const stored: StoredSecret = available
        ? { format: 'safeStorage', data: (await safeStorage.encryptStringAsync(value)).toString('base64') }
        : { format: 'plain', data: value }
      writeAll({ ...readAll(), [key]: stored })
    },
    async delete(key) {
      const values = readAll()
      if (!(key in values)) return
      delete values[key]
      writeAll(values)
    },
  }
}
