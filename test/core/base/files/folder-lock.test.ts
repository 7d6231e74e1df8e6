import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir, uptime } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCK_NAME, lockDataFolder, processStart } from '../../../../electron/core/base/files/folder-lock'

const projectRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const made: string[] = []
const children: { kill(signal: NodeJS.Signals): boolean; exitCode: number | null }[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'encore-lock-'))
  made.push(dir)
  return dir
}

/** Another process that takes the folder's lock; resolves once it said what it got. */
function holder(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/lock-holder-child.ts', dir], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const said = new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.endsWith('\n')) resolve(out.trim())
    })
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)))
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, said, exited }
}

describe('one Encore per data folder', () => {
  it('a second take in this process is refused, naming this process; after release it is free', () => {
    const dir = scratch()
    const first = lockDataFolder(dir)
    if (!('taken' in first)) throw new Error('the first take was refused')
    expect(JSON.parse(readFileSync(join(dir, LOCK_NAME), 'utf8'))).toMatchObject({ pid: process.pid })
    expect(lockDataFolder(dir)).toEqual({ heldBy: { pid: process.pid, started: processStart(process.pid) } })
    first.taken.release()
    expect(existsSync(join(dir, LOCK_NAME))).toBe(false)
    const again = lockDataFolder(dir)
    expect('taken' in again).toBe(true)
    if ('taken' in again) again.taken.release()
  })

  it('another live process holds it: refused with its process id; killed with SIGKILL, the lock is stale and taken', async () => {
    const dir = scratch()
    const other = holder(dir)
    expect(await other.said).toBe('locked')
    expect(lockDataFolder(dir)).toMatchObject({ heldBy: { pid: other.child.pid } })
    other.child.kill('SIGKILL')
    await other.exited
    // The lock file outlives the kill: only the stale check frees the folder.
    expect(existsSync(join(dir, LOCK_NAME))).toBe(true)
    const taken = lockDataFolder(dir)
    expect('taken' in taken).toBe(true)
    if ('taken' in taken) taken.taken.release()
  })

  it('this process holding it: another process is refused, naming this one', async () => {
    const dir = scratch()
    const mine = lockDataFolder(dir)
    const other = holder(dir)
    expect(await other.said).toBe(`held by ${process.pid}`)
    if ('taken' in mine) mine.taken.release()
  })

  const staleLocks: [string, () => string][] = [
    ['a process that no longer runs', () => JSON.stringify({ pid: 2 ** 22 + 17, started: null })],
    // Start times are read from /proc: elsewhere a live id counts as alive.
    ...(process.platform === 'linux'
      ? ([
          [
            'a live process id with another start time (the id was reused)',
            () => JSON.stringify({ pid: process.ppid, started: '1' }),
          ],
        ] as [string, () => string][])
      : []),
    ['an unreadable lock', () => '{"pid":'],
    [
      'this process id, left by an earlier run (a container restarted)',
      () => JSON.stringify({ pid: process.pid, started: null }),
    ],
  ]
  it.each(staleLocks)('a stale lock is taken over: %s', (_name, text) => {
    const dir = scratch()
    writeFileSync(join(dir, LOCK_NAME), text())
    const taken = lockDataFolder(dir)
    expect('taken' in taken).toBe(true)
    expect(JSON.parse(readFileSync(join(dir, LOCK_NAME), 'utf8'))).toMatchObject({ pid: process.pid })
    if ('taken' in taken) taken.taken.release()
  })

  it('a lock written before this computer last started is stale, whatever process has its id now', () => {
    const dir = scratch()
    const path = join(dir, LOCK_NAME)
    // A live process (the test runner's parent) with no start time recorded, as macOS and Windows write it.
    writeFileSync(path, JSON.stringify({ pid: process.ppid, started: null }))
    expect(lockDataFolder(dir)).toEqual({ heldBy: { pid: process.ppid, started: null } })
    const beforeBoot = (Date.now() - uptime() * 1000 - 3_600_000) / 1000
    utimesSync(path, beforeBoot, beforeBoot)
    const taken = lockDataFolder(dir)
    expect('taken' in taken).toBe(true)
    if ('taken' in taken) taken.taken.release()
  })

  it('a release after another process took over a stale lock leaves theirs alone', () => {
    const dir = scratch()
    const mine = lockDataFolder(dir)
    const theirs = JSON.stringify({ pid: process.ppid, started: processStart(process.ppid) })
    writeFileSync(join(dir, LOCK_NAME), theirs)
    if ('taken' in mine) mine.taken.release()
    expect(readFileSync(join(dir, LOCK_NAME), 'utf8')).toBe(theirs)
  })
})
