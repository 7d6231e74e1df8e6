import { join } from 'node:path'
import type { SafeStorage } from 'electron'
import {
  createPrivateJsonMap,
  keyringNamesFor,
  keyringWhyWords,
  linuxKeyringVerdict,
  type Logger,
  namesAnswering,
  type SecretStore,
} from '../core'

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

/** Which of these keyring names answer on the session bus (null: no bus, or no answer). */
export type KeyringProbe = (names: readonly string[]) => Promise<string[] | null>

const sessionBusProbe =
  (logger: Logger): KeyringProbe =>
  (names) =>
    namesAnswering(process.env['DBUS_SESSION_BUS_ADDRESS'] ?? '', names, logger)

/**
 * Whether safeStorage really encrypts here. macOS (Keychain) and Windows (DPAPI): when it says it can. Linux:
 * only when its backend is a keyring (not `basic_text`) and that keyring answers on the session bus (core's
 * linuxKeyringVerdict): with GNOME or KDE but no keyring running, safeStorage says it can encrypt with a key
 * built into Chromium, which protects nothing.
 */
async function protectionOf(
  safeStorage: SafeStorageLike,
  available: boolean,
  platform: NodeJS.Platform,
  probe: KeyringProbe,
  logger: Logger,
): Promise<SecretStore['protection']> {
  if (platform !== 'linux') return available ? 'encrypted' : 'unencrypted'
  const backend = safeStorage.getSelectedStorageBackend()
  const names = available ? keyringNamesFor(backend) : []
  const answering = names.length ? await probe(names) : []
  const verdict = linuxKeyringVerdict({ available, backend, answering })
  if (verdict.protection === 'encrypted') {
    logger.debug('The keyring encrypts secrets here', { backend, keyring: verdict.keyring })
    return 'encrypted'
  }
  logger.info(
    `No system keyring encrypts secrets here (${keyringWhyWords(verdict)}); the sign-in is kept in memory unless allowed otherwise`,
    { backend, available },
  )
  return 'unencrypted'
}

/**
 * The desktop app's secrets, encrypted with Electron's safeStorage (Keychain, DPAPI, libsecret/kwallet) in an
 * owner-only file in the app's data folder. On Linux without a keyring that answers (see protectionOf) the
 * store says `unencrypted`, and core keeps the sign-in in memory only unless the user allowed storing it
 * anyway. Must be created after the app is ready.
 */
export async function createSafeStorageSecretStore(options: {
  safeStorage: SafeStorageLike
  dir: string
  logger: Logger
  platform?: NodeJS.Platform
  /** Linux: asks the session bus which keyring answers (tests: a private bus, or a stand-in). */
  keyringProbe?: KeyringProbe
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
  const probe = options.keyringProbe ?? sessionBusProbe(logger)
  const protection = await protectionOf(safeStorage, available, platform, probe, logger)

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
