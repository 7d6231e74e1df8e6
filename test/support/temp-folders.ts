import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Temporary folders the tests make (the fake `electron`'s userData, the shell's XDG config folder, the stores'
 * data folders), listed where every fresh copy of this module finds them (tests reset their modules), and
 * removed after each test module (temp-folders-setup.ts) instead of being left in the system's temporary
 * folder at every run.
 */
const MADE = Symbol.for('encore.test.tempFolders')
const made = ((globalThis as Record<symbol, unknown>)[MADE] ??= new Set<string>()) as Set<string>

/** A new empty folder in the system's temporary folder, removed after the test module. */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix))
  made.add(folder)
  return folder
}

/** Removes every folder `tempFolder` made. */
export function removeTempFolders(): void {
  for (const folder of made) rmSync(folder, { recursive: true, force: true })
  made.clear()
}
