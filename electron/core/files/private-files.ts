import { chmodSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { randomBytes } from 'node:crypto'

/** Creates the folder (owner-only when new) that holds a data file. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
}

/**
 * Writes a file atomically (temporary file, then rename) with the given mode from its first byte on, so no
 * other user can read it even for a moment.
 */
export function writeFileAtomic(path: string, text: string, mode: number): void {
  ensurePrivateDir(dirname(path))
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(temporary, text, { mode, flag: 'wx' })
  chmodSync(temporary, mode)
  renameSync(temporary, path)
}

/** Tightens a file's mode to `mode` when it is looser (someone copied it in, or an old version wrote it). */
export function tightenMode(path: string, mode: number): boolean {
  if (process.platform === 'win32') return false
  const current = statSync(path).mode & 0o777
  if ((current & ~mode) === 0) return false
  chmodSync(path, mode)
  return true
}
