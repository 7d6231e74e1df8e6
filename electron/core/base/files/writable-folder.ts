import { randomBytes } from 'node:crypto'
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The file operations the writability check needs (node:fs by default; tests pass failing ones). */
export interface ProbeFs {
  mkdirSync(path: string, options: { recursive: true; mode: number }): unknown
  writeFileSync(path: string, data: string, options: { flag: 'wx'; mode: number }): void
  unlinkSync(path: string): void
}

const reasons: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'it is on a read-only file system',
  ENOTDIR: 'part of its path is a file, not a folder',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EEXIST: 'a file of that name is in the way',
}

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code
  const known = code ? reasons[code] : undefined
  if (known) return `${known} (${code})`
  return error instanceof Error ? error.message : String(error)
}

export interface WritableFolderOptions {
  /** What the user can do instead, said last (browser mode: another folder with --data-dir). */
  remedy: string
  fs?: ProbeFs
}

/**
 * Makes sure Encore can keep its files in `dir` before anything starts: creates it (owner-only) when absent,
 * then creates and removes a probe file. Permission bits alone do not tell (root ignores them, a read-only
 * mount keeps them), so it tries. Throws an error naming the folder and why; each shell says it and stops.
 */
export function assertWritableFolder(dir: string, options: WritableFolderOptions): void {
  const fs = options.fs ?? { mkdirSync, writeFileSync, unlinkSync }
  const probe = join(dir, `.encore-write-probe-${process.pid}-${randomBytes(4).toString('hex')}`)
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    fs.writeFileSync(probe, 'probe\n', { flag: 'wx', mode: 0o600 })
  } catch (error) {
    throw new Error(
      `The data folder ${dir} cannot be written: ${reasonOf(error)}. Encore keeps its settings and sign-in there; make it writable, or ${options.remedy}.`,
      { cause: error },
    )
  }
  try {
    fs.unlinkSync(probe)
  } catch (error) {
    throw new Error(
      `The data folder ${dir} lets Encore create files but not remove them (${reasonOf(error)}), so it cannot replace its files safely; ${options.remedy}.`,
      { cause: error },
    )
  }
}
