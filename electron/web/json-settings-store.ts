import { join } from 'node:path'
import { linkTarget, moveAside, readKeptText, type SettingsStore, writeFileAtomic } from '../core'

export const SETTINGS_FILE = 'settings.json'

/**
 * Browser mode's settings: the same versioned document as the desktop app's, in a JSON file. A file that
 * cannot be read (not JSON, not readable, not a file) is set aside at once as `settings.json.unreadable`
 * (owner-only) and reported, saying where (core starts with defaults and writes them afresh). A missing file
 * or a link to nothing is no file yet. A linked `settings.json` is written through to the file it leads to.
 */
export function createJsonSettingsStore(dataDir: string): SettingsStore & { readonly path: string } {
  const path = join(dataDir, SETTINGS_FILE)
  return {
    path,
    read() {
      let text: string | null
      try {
        text = readKeptText(path)
      } catch (error) {
        throw unreadable(path, `could not be read: ${(error as Error).message}`, error)
      }
      if (text === null) return undefined
      try {
        return JSON.parse(text) as unknown
      } catch (error) {
        throw unreadable(path, `is not valid JSON: ${(error as Error).message}`, error)
      }
    },
    write(document) {
      writeFileAtomic(path, `${JSON.stringify(document, null, 2)}\n`, 0o600)
    },
  }
}

/** Sets the file aside (where a link leads, the link stays): the error says why, and `setAside` where to. */
function unreadable(path: string, why: string, cause: unknown): Error & { setAside?: string } {
  const error: Error & { setAside?: string } = new Error(`${path} ${why}`, { cause })
  try {
    const target = linkTarget(path)
    error.setAside = moveAside(target, `${target}.unreadable`)
  } catch {
    // Not movable either: the first write replaces it.
  }
  return error
}
