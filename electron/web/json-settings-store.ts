import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { removeStaleTemporaries, type SettingsStore, writeFileAtomic } from '../core'

export const SETTINGS_FILE = 'settings.json'

/**
 * Browser mode's settings: the same versioned document as the desktop app's, in a JSON file. A file that is
 * not JSON is reported (core starts with defaults) and kept aside as `settings.json.unreadable` (owner-only)
 * before the first write replaces it. A linked `settings.json` is written through to the file it leads to.
 */
export function createJsonSettingsStore(dataDir: string): SettingsStore & { readonly path: string } {
  const path = join(dataDir, SETTINGS_FILE)
  let unreadable = false
  return {
    path,
    read() {
      // What a write cut short left beside the file; the file itself is whole.
      removeStaleTemporaries(path)
      let text: string
      try {
        text = readFileSync(path, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw new Error(`${path} could not be read: ${(error as Error).message}`, { cause: error })
      }
      try {
        return JSON.parse(text) as unknown
      } catch (error) {
        unreadable = true
        throw new Error(`${path} is not valid JSON: ${(error as Error).message}`, { cause: error })
      }
    },
    write(document) {
      if (unreadable) {
        try {
          // Owner-only, whatever mode the refused file had.
          writeFileAtomic(`${path}.unreadable`, readFileSync(path), 0o600)
        } catch {
          // Gone meanwhile: nothing to keep aside.
        }
        unreadable = false
      }
      writeFileAtomic(path, `${JSON.stringify(document, null, 2)}\n`, 0o600)
    },
  }
}
