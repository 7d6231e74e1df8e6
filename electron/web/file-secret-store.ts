import { join } from 'node:path'
import { createPrivateJsonMap, type Logger, type SecretStore } from '../core'

export const SECRETS_FILE = 'secrets.json'

/**
 * Browser mode's secrets: one JSON file readable and writable by its owner only (0600), in the data folder.
 * There is no keychain to ask in browser mode, so the file's permissions are the protection.
 */
export function createFileSecretStore(dataDir: string, logger: Logger): SecretStore {
  const file = createPrivateJsonMap(
    join(dataDir, SECRETS_FILE),
    (value): value is string => typeof value === 'string',
    logger,
    'secrets',
  )
  return {
    protection: 'owner-only-file',
    get: async (key) => file.get(key),
    set: async (key, value) => file.set(key, value),
    delete: async (key) => file.delete(key),
  }
}
