import { parentPort, workerData } from 'node:worker_threads'
import { lockDataFolder } from '../../electron/core/base/files/folder-lock'

/**
 * One of two takers racing for a stale lock (folder-lock.test.ts). Shared memory: [0] the round to run (the
 * test raises it), [1] how many takers finished a round, [2 + i] whether taker i took the lock in it (1), did
 * not (0), or failed (-1: the error is posted to the test, which would otherwise wait for an answer in vain).
 */
const { dir, index, pids, shared } = workerData as {
  dir: string
  index: number
  pids: number[]
  shared: SharedArrayBuffer
}
const cells = new Int32Array(shared)
const self = { pid: pids[index]!, started: '1' }
const isAlive = (holder: { pid: number }) => pids.includes(holder.pid)

parentPort?.postMessage('ready')
for (let round = 1; ; round++) {
  // Waits on the value it compared (a stop, -1, ends the wait too, rather than spinning until terminated).
  let asked = Atomics.load(cells, 0)
  while (asked >= 0 && asked < round) {
    Atomics.wait(cells, 0, asked)
    asked = Atomics.load(cells, 0)
  }
  if (asked < 0) break
  // Each taker starts at a random moment within a few hundred microseconds of the other, so their steps
  // interleave in every order across the rounds.
  const startAt = performance.now() + Math.random() * 0.3
  while (performance.now() < startAt);
  try {
    const result = lockDataFolder(dir, { self, isAlive })
    Atomics.store(cells, 2 + index, 'taken' in result ? 1 : 0)
  } catch (error) {
    Atomics.store(cells, 2 + index, -1)
    parentPort?.postMessage({ round, error: error instanceof Error ? error.stack : String(error) })
  }
  Atomics.add(cells, 1, 1)
  Atomics.notify(cells, 1)
}
