import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Logger, SecretStore } from '../core/ports'
import { tightenMode, writeFileAtomic } from '../core/files/private-files'

export const SECRETS_FILE = 'secrets.json'
const OWNER_ONLY = 0o600

/**
 * Browser mode's secrets: one JSON file readable and writable by its owner only (0600), in the data folder.
 * There is no keychain to ask in browser mode, so the file's permissions are the protection.
 */
export function createFileSecretStore(dataDir: string, logger: Logger): SecretStore {
  const path = join(dataDir, SECRETS_FILE)

  const readAll = (): Record<string, string> => {
    let text: string
    try {
      text = readFileSync(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
      throw error
    }
    if (tightenMode(path, OWNER_ONLY))
      logger.warn('The secrets file was readable by others; it is owner-only now')
    try {
      const parsed: unknown = JSON.parse(text)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(
          Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      }
    } catch {
      // Fall through: an unreadable secrets file holds nothing we can use.
    }
    logger.warn('The secrets file is not readable; it will be replaced')
    return {}
  }

  const writeAll = (values: Record<string, string>) =>
    writeFileAtomic(path, `${JSON.stringify(values, null, 2)}\n`, OWNER_ONLY)

  return {
    protection: 'owner-only-file',
    async get(key) {
      return readAll()[key]
    },
    async set(key, value) {
      writeAll({ ...readAll(), [key]: value })
    },
    async delete(key) {
      const values = readAll()
      if (!(key in values)) return
      delete values[key]
      writeAll(values)
    },
  }
}
