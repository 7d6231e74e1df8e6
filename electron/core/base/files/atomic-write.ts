import * as nodeFs from 'node:fs'
import { randomBytes } from 'node:crypto'
import { basename, dirname, join, resolve } from 'node:path'

/**
 * The file operations an atomic write makes, node:fs by default; tests pass ones that fail (or "crash") at a
 * chosen step. Depends on Node only, so the emulator, which imports nothing else of ours, may use it too.
 */
export type AtomicWriteFs = Pick<
  typeof nodeFs,
  | 'mkdirSync'
  | 'openSync'
  | 'fchmodSync'
  | 'writeSync'
  | 'fsyncSync'
  | 'closeSync'
  | 'renameSync'
  | 'unlinkSync'
  | 'readdirSync'
  | 'lstatSync'
  | 'readlinkSync'
  | 'chmodSync'
>

/** The temporary files `writeFileAtomic` makes beside `path`: `<name>.<12 hex>.tmp`. */
const temporaryName = (name: string) => `${name}.${randomBytes(6).toString('hex')}.tmp`
const isTemporaryOf = (name: string, candidate: string) =>
  candidate.startsWith(`${name}.`) && /^\.[0-9a-f]{12}\.tmp$/.test(candidate.slice(name.length))

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** More links than this in a row is a loop (Linux stops at 40 too). */
const MAX_LINKS = 40

/**
 * The file a write to `path` replaces: `path` itself, or where its symbolic link leads, followed to the end
 * (a dangling link to the file it names). Someone who linked `settings.json` to a file of their own (a dotfiles
 * folder) keeps the link, and the file it leads to gets the new content.
 */
export function linkTarget(
  path: string,
  fs: Pick<AtomicWriteFs, 'lstatSync' | 'readlinkSync'> = nodeFs,
): string {
  let current = path
  for (let hops = 0; hops <= MAX_LINKS; hops++) {
    const stat = fs.lstatSync(current, { throwIfNoEntry: false })
    if (!stat?.isSymbolicLink()) return current
    current = resolve(dirname(current), fs.readlinkSync(current, 'utf8'))
  }
  throw new Error(`${path} is a symbolic link that leads round in a loop`)
}

/**
 * Replaces `path` with `text` so that, whatever happens meanwhile (a crash, a full disk, power lost), the file
 * holds either its old content or the new one, never part of each: the text goes to a temporary file in the
 * same folder (created owner-only with `mode` from its first byte), is flushed to the disk (fsync), then
 * renamed over the target, and the folder is flushed so the rename survives a power cut. A symbolic link is
 * written through (the file it leads to is replaced, beside itself), never replaced by a file. On failure the
 * temporary file is removed and an error names the file and why.
 */
export function writeFileAtomic(
  path: string,
  text: string | Uint8Array,
  mode = 0o600,
  fs: AtomicWriteFs = nodeFs,
): void {
  let target = path
  let dir: string
  let temporary = ''
  let fd: number | undefined
  let created = false
  try {
    target = linkTarget(path, fs)
    dir = dirname(target)
    temporary = join(dir, temporaryName(basename(target)))
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    fd = fs.openSync(temporary, 'wx', mode)
    created = true
    // The mode given to open is narrowed by the umask, never widened; set it exactly.
    if (process.platform !== 'win32') fs.fchmodSync(fd, mode)
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text
    for (let offset = 0; offset < bytes.length;) {
      offset += fs.writeSync(fd, bytes, offset, bytes.length - offset)
    }
    fs.fsyncSync(fd)
    fs.closeSync(fd)
    fd = undefined
    fs.renameSync(temporary, target)
    created = false
  } catch (error) {
    if (fd !== undefined) {
      try {
        fs.closeSync(fd)
      } catch {
        // Already closed or gone: nothing more to release.
      }
    }
    if (created) {
      try {
        fs.unlinkSync(temporary)
      } catch {
        // Left behind; removeStaleTemporaries clears it at the next start.
      }
    }
    const where = target === path ? path : `${path} (a link to ${target})`
    throw new Error(`cannot write ${where}: ${reason(error)}`, { cause: error })
  }
  syncFolder(dir, fs)
}

/** Flushes a folder's entries (the rename) to the disk; not possible on Windows, and best effort elsewhere. */
function syncFolder(dir: string, fs: AtomicWriteFs): void {
  if (process.platform === 'win32') return
  let fd: number | undefined
  try {
    fd = fs.openSync(dir, 'r')
    fs.fsyncSync(fd)
  } catch {
    // Some file systems refuse to fsync a folder; the file itself is already on the disk.
  } finally {
    try {
      if (fd !== undefined) fs.closeSync(fd)
    } catch {
      // Nothing was written through it.
    }
  }
}

/** What is left of a crashed `writeFileAtomic` beside whichever file: `<name>.<12 hex>.tmp`. */
const anyTemporary = /^.+\.[0-9a-f]{12}\.tmp$/

/** Unlinks the entries of `dir` that `isStale` picks; answers how many went. */
function removeEntries(dir: string, isStale: (entry: string) => boolean, fs: AtomicWriteFs): number {
  let removed = 0
  let entries: string[]
  try {
    entries = fs.readdirSync(dir)
  } catch {
    return 0
  }
  for (const entry of entries) {
    if (!isStale(entry)) continue
    try {
      fs.unlinkSync(join(dir, entry))
      removed++
    } catch {
      // Someone else's, or already gone.
    }
  }
  return removed
}

/**
 * Removes the temporary files a crashed `writeFileAtomic` of `path` left beside it (the file itself is whole:
 * old or new). Answers how many it removed.
 */
export function removeStaleTemporaries(path: string, fs: AtomicWriteFs = nodeFs): number {
  let target: string
  try {
    // A linked file's temporaries are beside the file the link leads to.
    target = linkTarget(path, fs)
  } catch {
    return 0
  }
  const name = basename(target)
  return removeEntries(dirname(target), (entry) => isTemporaryOf(name, entry), fs)
}

/**
 * The same for every file of a folder that holds only files written by `writeFileAtomic` (one per user, say,
 * where the names in use are not known at start). Answers how many it removed.
 */
export function removeStaleTemporariesIn(dir: string, fs: AtomicWriteFs = nodeFs): number {
  return removeEntries(dir, (entry) => anyTemporary.test(entry), fs)
}

/**
 * Moves a file that cannot be used out of the way (`aside`: `….corrupt`, `….unreadable`) for someone to look
 * at, readable by its owner only whatever mode it had: it may hold a sign-in. Answers `aside`.
 */
export function moveAside(path: string, aside: string, fs: AtomicWriteFs = nodeFs): string {
  fs.renameSync(path, aside)
  if (process.platform !== 'win32') fs.chmodSync(aside, 0o600)
  return aside
}

/**
 * A kept file's text, once what a write cut short left beside it is removed (the file itself is whole); null
 * when there is no file yet. Other failures to read are thrown.
 */
export function readKeptText(path: string): string | null {
  removeStaleTemporaries(path)
  try {
    return nodeFs.readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
