import { createHash, randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { uptime } from 'node:os'
import { join, resolve } from 'node:path'
import { processStart, runsOnLinux } from './process-identity'

/**
 * One Encore per data folder. Two Encores on one folder each rewrite the same files from their own memory, so
 * the last writer silently wins (an audit lost saves this way). The first start takes `encore.lock`: a file
 * made whole in one step (written aside, then hard-linked into place, which fails when it exists) naming the
 * process. A lock whose process is gone (killed, crashed, the machine restarted) is stale and is taken over.
 * On Linux the process's id and start time decide, and nothing else (a clock stepped forward once made a live
 * lock look older than the boot); elsewhere the id, and a lock older than the boot is stale.
 *
 * Taking over is atomic: the taker first creates, exclusively, a claim named after the stale lock's exact text,
 * then renames its own lock over the stale one. Two starts that find the same stale lock race for one claim;
 * the loser finds the lock changed and reads the winner's. (Removing the stale lock and linking anew let both
 * take it in 2 of 150 rounds.)
 */

export { processStart } from './process-identity'

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

/** For tests that race takers inside one process: who takes, and who counts as running. */
export interface LockOptions {
  self?: LockHolder
  isAlive?: (holder: LockHolder, lockPath: string) => boolean
}

/**
 * Locks held by this process (path → the lock's text): a second Encore in one process (tests, a restart) must
 * also wait its turn. Kept on the process, not the module: a bundle or a test may load this module twice. One
 * 'exit' listener frees them all, added with the first and removed with the last (one per lock went past
 * Node's limit of ten in a test worker that holds many).
 */
const registry = globalThis as { encoreHeldLocks?: Map<string, string>; encoreLocksAtExit?: () => void }
const heldHere = (registry.encoreHeldLocks ??= new Map<string, string>())

function holderOf(text: string | null): LockHolder | null {
  try {
    const value = JSON.parse(text ?? '') as Partial<LockHolder> | null
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
  const onLinux = runsOnLinux(holder.pid, holder.started)
  if (onLinux !== undefined) return onLinux
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
  return true
}

/** The lock's text: who holds it, and a token that makes each lock's text its own (the claim is named by it). */
const lockText = (self: LockHolder) =>
  `${JSON.stringify({ ...self, token: randomBytes(8).toString('hex') })}\n`

/** Creates `path` whole with `text`, or false when it exists: written aside, then hard-linked into place. */
function createWhole(path: string, text: string): boolean {
  const aside = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`
  writeFileSync(aside, text, { mode: 0o600 })
  try {
    linkSync(aside, path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return false
  } finally {
    unlinkSync(aside)
  }
}

/** Most claims on claims followed: each level needs a taker to have died inside the takeover itself. */
const MOST_CLAIM_LEVELS = 3

/**
 * Replaces `path`, found holding `staleText`, with `text`; false when another taker got there first or is at
 * it now. The claim is created exclusively, so one taker at a time; a claim left by a taker that died is
 * itself stale and is taken over the same way.
 */
function replaceStale(
  path: string,
  staleText: string,
  text: string,
  isAlive: (holder: LockHolder) => boolean,
  level = 0,
): boolean {
  if (level > MOST_CLAIM_LEVELS) return false
  const claim = `${path}.${createHash('sha256').update(staleText).digest('hex').slice(0, 16)}.claim`
  if (!createWhole(claim, text)) {
    const claimText = readText(claim)
    const claimer = holderOf(claimText)
    if (claimText === null || (claimer && isAlive(claimer))) return false
    if (!replaceStale(claim, claimText, text, isAlive, level + 1)) return false
  }
  try {
    // Under the claim, only this taker may change the lock from the stale text it found.
    if (readText(path) !== staleText) return false
    const aside = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`
    writeFileSync(aside, text, { mode: 0o600 })
    renameSync(aside, path)
    return true
  } finally {
    if (readText(claim) === text) removeQuietly(claim)
  }
}

/** Takes the data folder's lock, or says which process holds it. */
export function lockDataFolder(dataDir: string, options: LockOptions = {}): LockResult {
  const path = join(resolve(dataDir), LOCK_NAME)
  const self = options.self ?? { pid: process.pid, started: processStart(process.pid) }
  const isAlive = (holder: LockHolder) => (options.isAlive ?? holderAlive)(holder, path)
  const text = lockText(self)
  mkdirSync(resolve(dataDir), { recursive: true, mode: 0o700 })
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createWhole(path, text)) return { taken: held(path, text) }
    const current = readText(path)
    if (current === null) continue // released meanwhile: try again
    const holder = holderOf(current)
    if (holder && isAlive(holder)) return { heldBy: holder }
    if (replaceStale(path, current, text, isAlive)) return { taken: held(path, text) }
    // Another start took it over first, or is at it: read again.
  }
  const holder = holderOf(readText(path))
  if (holder) return { heldBy: holder }
  throw new Error(`${path} could not be taken or read`)
}

function held(path: string, text: string): FolderLock {
  heldHere.set(path, text)
  // An exit that skips the shutdown (process.exit, an uncaught error) still frees the folders.
  if (!registry.encoreLocksAtExit) {
    const releaseAll = () => {
      for (const [heldPath, heldText] of heldHere) release(heldPath, heldText)
    }
    registry.encoreLocksAtExit = releaseAll
    process.once('exit', releaseAll)
  }
  return {
    path,
    release: () => {
      release(path, text)
      if (heldHere.size === 0 && registry.encoreLocksAtExit) {
        process.off('exit', registry.encoreLocksAtExit)
        registry.encoreLocksAtExit = undefined
      }
    },
  }
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
