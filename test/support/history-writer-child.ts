/**
 * Run by test/core/features/history/history-store.test.ts, which kills it with SIGKILL in the middle of its writes: it
 * keeps plays through the history store over and over (each naming a new track whose item line is about
 * 100 kB, so a kill often lands inside a write) and prints `kept N` after each play's write answered.
 *   node --import tsx test/support/history-writer-child.ts <data-dir>
 */
import { FROM_PLAYER } from '../../electron/core/features/history/play'
import { openHistoryStore } from '../../electron/core/features/history/history-store'

export const CRASH_OWNER = { service: 'demo', userId: 'crash-test' }
export const CRASH_T0 = Date.UTC(2025, 5, 2, 9)

const dataDir = process.argv[2]
if (dataDir) {
  const silent = { debug() {}, info() {}, warn() {}, error() {} }
  const store = openHistoryStore(dataDir, CRASH_OWNER, silent)
  const first = store.totals().plays
  for (let n = first; ; n++) {
    const uri = `spotify:track:t${n}`
    store.add(
      {
        at: CRASH_T0 + n * 60_000,
        item: uri,
        context: null,
        playedMs: 30_000 + n,
        sources: FROM_PLAYER,
        device: 'Crash Test',
        window: null,
        leftAtMs: null,
      },
      {
        item: {
          kind: 'track',
          uri,
          id: `t${n}`,
          name: `Track ${n} ${'x'.repeat(100_000 + (n % 2))}`,
          durationMs: 200_000,
          explicit: false,
          album: null,
          artists: [],
        },
        album: null,
        context: null,
      },
    )
    process.stdout.write(`kept ${n}\n`)
  }
}
