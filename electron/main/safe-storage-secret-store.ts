import { join } from 'node:path'
import type { SafeStorage } from 'electron'
import { createPrivateJsonMap, type Logger, type SecretStore } from '../core'

export const SECRETS_FILE = 'secrets.json'

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

function isStoredSecret(value: unknown): value is StoredSecret {
  const stored = value as Partial<StoredSecret> | null
  return (
    typeof stored === 'object' &&
    stored !== null &&
    typeof stored.data === 'string' &&
    (stored.format === 'safeStorage' || stored.format === 'plain')
  )
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

  const file = createPrivateJsonMap(path, isStoredSecret, logger, 'secrets')
  const encrypt = async (value: string) => (await safeStorage.encryptStringAsync(value)).toString('base64')

  return {
    protection,
    async get(key) {
      const stored = file.get(key)
      if (!stored) return undefined
      if (stored.format === 'plain') return stored.data
      if (!available) return undefined
      let decrypted: { result: string; shouldReEncrypt: boolean }
      try {
        decrypted = await safeStorage.decryptStringAsync(Buffer.from(stored.data, 'base64'))
      } catch {
        // Another user, another machine, or a reset keyring: the ciphertext is useless now. It is dropped, and
        // the caller is told why (the page says why nobody is signed in) rather than finding nothing kept.
        logger.warn('A kept secret could not be decrypted; it was dropped')
        file.delete(key)
        throw new Error(
          "it was encrypted with a key this computer's keyring no longer holds (another user, another machine or a reset keyring), so it was dropped",
        )
      }
      // The key was rotated (safe-storage.md): store the secret again under the current key.
      if (decrypted.shouldReEncrypt) {
        await encrypt(decrypted.result).then(
          (data) => file.set(key, { format: 'safeStorage', data }),
          (error: unknown) => logger.warn('A kept secret could not be encrypted again', { error }),
        )
      }
      return decrypted.result
    },
    async set(key, value) {
      const stored: StoredSecret = available
        ? { format: 'safeStorage', data: await encrypt(value) }
        : { format: 'plain', data: value }
      file.set(key, stored)
    },
    async delete(key) {
      file.delete(key)
    },
  }
}
