import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir, uptime } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOCK_NAME, lockDataFolder, processStart } from '../../../../electron/core/base/files/folder-lock'
import { procReadable, readProcStat } from '../../../../electron/core/base/files/process-identity'

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

const holderPid = (path: string) => (JSON.parse(readFileSync(path, 'utf8')) as { pid: number }).pid

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

  it('twenty locks held at once add one exit listener, which frees them all; the last release removes it', () => {
    const before = process.listeners('exit')
    const dirs = Array.from({ length: 20 }, scratch)
    const locks = dirs.map((dir) => {
      const result = lockDataFolder(dir)
      if (!('taken' in result)) throw new Error(`${dir} was refused`)
      return result.taken
    })
    const added = process.listeners('exit').filter((listener) => !before.includes(listener))
    expect(added).toHaveLength(1)
    // Called as an exit calls it (emitting 'exit' would run the test runner's own listeners too).
    added[0]!.call(process, 0)
    expect(dirs.filter((dir) => existsSync(join(dir, LOCK_NAME)))).toEqual([])
    for (const lock of locks) lock.release()
    expect(process.listeners('exit')).toEqual(before)
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

  // Where /proc tells who a process is, the lock file's age decides nothing; elsewhere a lock older than the
  // boot is stale.
  if (procReadable()) {
    it('a clock stepped forward a week does not free a live holder (nor an old lock file)', async () => {
      const dir = scratch()
      const other = holder(dir)
      expect(await other.said).toBe('locked')
      const longAgo = (Date.now() - uptime() * 1000 - 3_600_000) / 1000
      utimesSync(join(dir, LOCK_NAME), longAgo, longAgo)
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * 86_400_000 })
      try {
        expect(lockDataFolder(dir)).toMatchObject({ heldBy: { pid: other.child.pid } })
      } finally {
        vi.useRealTimers()
      }
    })

    it('a zombie (ended, not yet reaped by its parent) holds nothing', async () => {
      const dir = scratch()
      // The child ends at once; its parent sleeps and never reaps it. (perl, not sh: a shell may reap a
      // background job before it execs, and then no zombie is ever seen.)
      const parent = spawn(
        'perl',
        ['-e', '$| = 1; my $child = fork; exit 0 unless $child; print "$child\\n"; sleep 30'],
        {
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      )
      children.push(parent)
      const zombie = await new Promise<number>((done) =>
        parent.stdout.once('data', (data: Buffer) => done(Number(String(data).trim()))),
      )
      // A bound on a busy machine's wait for the child to end, not a timing.
      await expect.poll(() => readProcStat(zombie)?.state, { timeout: 15_000 }).toBe('Z')
      writeFileSync(join(dir, LOCK_NAME), JSON.stringify({ pid: zombie, started: processStart(zombie) }))
      const taken = lockDataFolder(dir)
      expect('taken' in taken).toBe(true)
      if ('taken' in taken) taken.taken.release()
    })
  } else {
    it('a lock written before this computer last started is stale, whatever process has its id now', () => {
      const dir = scratch()
      const path = join(dir, LOCK_NAME)
      writeFileSync(path, JSON.stringify({ pid: process.ppid, started: null }))
      expect(lockDataFolder(dir)).toEqual({ heldBy: { pid: process.ppid, started: null } })
      const beforeBoot = (Date.now() - uptime() * 1000 - 3_600_000) / 1000
      utimesSync(path, beforeBoot, beforeBoot)
      const taken = lockDataFolder(dir)
      expect('taken' in taken).toBe(true)
      if ('taken' in taken) taken.taken.release()
    })
  }

  it('two takers of one stale lock at once: one holds it, never both (1,000 rounds)', async () => {
    const dir = scratch()
    const path = join(dir, LOCK_NAME)
    const pids = [4_000_001, 4_000_002]
    const shared = new SharedArrayBuffer(4 * 4)
    const cells = new Int32Array(shared)
    const takers = pids.map(
      (_pid, index) =>
        new Worker(new URL('../../../support/ts-worker.mjs', import.meta.url), {
          workerData: {
            module: new URL('../../../support/lock-taker-worker.ts', import.meta.url).href,
            dir,
            index,
            pids,
            shared,
          },
        }),
    )
    const ROUNDS = 1_000
    let doubleHolders = 0
    try {
      await Promise.all(
        takers.map(
          (taker) => new Promise((ready, failed) => taker.once('message', ready).once('error', failed)),
        ),
      )
      for (let round = 1; round <= ROUNDS; round++) {
        // A lock left by a process that ended (neither taker counts it as running).
        writeFileSync(path, JSON.stringify({ pid: 4_000_000, started: '1', round }))
        Atomics.store(cells, 1, 0)
        Atomics.store(cells, 0, round)
        Atomics.notify(cells, 0)
        // A busy machine may hold a thread back for a while: this bounds a wait, it does not time a round.
        // It waits on the very count it compared: reading the count again for the wait once let the second
        // answer land between the two reads, and the wait then slept through it (a "stall" of 30 s).
        for (let answered = Atomics.load(cells, 1); answered < 2; answered = Atomics.load(cells, 1)) {
          if (Atomics.wait(cells, 1, answered, 30_000) === 'timed-out')
            throw new Error(`round ${round}: a taker did not answer`)
        }
        if (cells[2] === -1 || cells[3] === -1) {
          const report = await new Promise((heard) => takers.forEach((taker) => taker.once('message', heard)))
          throw new Error(`round ${round}: a taker failed: ${JSON.stringify(report)}`)
        }
        const holders = [cells[2], cells[3]].filter((taken) => taken === 1).length
        if (holders !== 1) doubleHolders++
        const winner = holderPid(path)
        expect(winner === pids[0] || winner === pids[1]).toBe(true)
        expect(cells[2 + pids.indexOf(winner)]).toBe(1)
      }
      // No claim or half-written file is left beside the lock. (Read while the takers live: a taker that
      // ends frees the lock it holds, as any process does at exit.)
      expect(readdirSync(dir)).toEqual([LOCK_NAME])
    } finally {
      Atomics.store(cells, 0, -1)
      Atomics.notify(cells, 0)
      await Promise.all(takers.map((taker) => taker.terminate()))
    }
    expect(doubleHolders).toBe(0)
    // 1.4 s alone; the bound is for a busy machine's 2,000 thread wake-ups, not a timing.
  }, 180_000)

  it('a release after another process took over a stale lock leaves theirs alone', () => {
    const dir = scratch()
    const mine = lockDataFolder(dir)
    const theirs = JSON.stringify({ pid: process.ppid, started: processStart(process.ppid) })
    writeFileSync(join(dir, LOCK_NAME), theirs)
    if ('taken' in mine) mine.taken.release()
    expect(readFileSync(join(dir, LOCK_NAME), 'utf8')).toBe(theirs)
  })
})
