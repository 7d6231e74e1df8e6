import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { uptime } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * One Encore per data folder. Two Encores on one folder each rewrite the same files from their own memory, so
 * the last writer silently wins (an audit lost saves this way). The first start takes `encore.lock`: a file
 * made whole in one step (written aside, then hard-linked into place, which fails when it exists) naming the
 * process. A lock whose process is gone (killed, crashed, the machine restarted) is stale and is taken over;
 * the process is identified by its id and, on Linux, its start time, so a reused id is not mistaken for it.
 */

export const LOCK_NAME = 'encore.lock'

export interface LockHolder {
  pid: number
  /** Linux: the process's start time in clock ticks since boot (/proc/<pid>/stat); null elsewhere. */
  started: string | null
}

export interface FolderLock {
  path: string
  /** Gives the folder up (at shutdown); the lock stays if another process took it meanwhile. */
  release(): void
}

export type LockResult = { taken: FolderLock } | { heldBy: LockHolder }

/**
 * Paths locked by this process: a second Encore in one process (tests, a restart) must also wait its turn.
 * Kept on the process, not the module: a bundle or a test may load this module twice.
 */
const registry = globalThis as { encoreFolderLocks?: Set<string> }
const heldHere = (registry.encoreFolderLocks ??= new Set<string>())

/** A process's start time on Linux; null where /proc does not say. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name in parentheses may hold spaces: the fields counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
  } catch {
    return null
  }
}

function readHolder(path: string): LockHolder | null {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder> | null
    if (!value || !Number.isSafeInteger(value.pid) || (value.pid ?? 0) <= 0) return null
    return { pid: value.pid!, started: typeof value.started === 'string' ? value.started : null }
  } catch {
    return null
  }
}

/** When this computer last started; a lock written before then is stale whatever process has its id now. */
const bootedAt = () => Date.now() - uptime() * 1000

/** Whether the process a lock names still runs (and is the same process, not a later one given its id). */
export function holderAlive(holder: LockHolder, lockPath: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(lockPath)
  try {
    // Where start times cannot be read (macOS, Windows), a restart is what reuses ids: the lock is older.
    if (statSync(lockPath).mtimeMs < bootedAt() - 60_000) return false
  } catch {
    return false
  }
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const started = holder.started === null ? null : processStart(holder.pid)
  return started === null || started === holder.started
}

const lockText = () => `${JSON.stringify({ pid: process.pid, started: processStart(process.pid) })}\n`

/** Takes the data folder's lock, or says which process holds it. */
export function lockDataFolder(dataDir: string): LockResult {
  const path = join(resolve(dataDir), LOCK_NAME)
  const text = lockText()
  mkdirSync(resolve(dataDir), { recursive: true, mode: 0o700 })
  for (let attempt = 0; attempt < 3; attempt++) {
    const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(aside, text, { mode: 0o600 })
    try {
      linkSync(aside, path)
      heldHere.add(path)
      // An exit that skips the shutdown (process.exit, an uncaught error) still frees the folder.
      const onExit = () => release(path, text)
      process.once('exit', onExit)
      return {
        taken: {
          path,
          release: () => {
            process.off('exit', onExit)
            release(path, text)
          },
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      unlinkSync(aside)
    }
    const before = readText(path)
    const holder = readHolder(path)
    if (holder && holderAlive(holder, path)) return { heldBy: holder }
    // Stale or unreadable: removed only if nobody replaced it since it was read.
    if (readText(path) === before) removeQuietly(path)
  }
  const holder = readHolder(path)
  if (holder) return { heldBy: holder }
  throw new Error(`${path} could not be taken or read`)
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path)
  } catch {
    // Gone already: another start removed it first.
  }
}

function release(path: string, text: string): void {
  if (!heldHere.delete(path)) return
  if (readText(path) === text) removeQuietly(path)
}

/** The sentence for a start that finds the folder taken. */
export const heldLine = (dataDir: string, holder: LockHolder): string =>
  `Another Encore (process ${holder.pid}) already uses ${dataDir}; only one may use a data folder at a time.`
