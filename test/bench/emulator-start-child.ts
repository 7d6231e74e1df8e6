/**
 * One cold start of the emulator, in a process of its own (emulator.bench.ts runs it several times): the
 * time to import the emulator's modules, then `startEmulator` until it listens (catalog, state, server), then
 * a first read (saved tracks), then the first read that meets a podcast (the spoken word is made on first
 * use). Prints one JSON line.
 */
import { performance } from 'node:perf_hooks'

const size = process.argv[2] === 'demo' ? 'demo' : 'small'
const importStart = performance.now()
const { startEmulator } = await import('../../electron/emulator')
const importMs = performance.now() - importStart
const start = performance.now()
const emulator = await startEmulator({ size, seed: 'encore' })
const startMs = performance.now() - start
const headers = { authorization: `Bearer ${emulator.issueToken().access_token}` }
const timedRead = async (path: string) => {
  const at = performance.now()
  const response = await fetch(`${emulator.apiUrl}${path}`, { headers })
  await response.arrayBuffer()
  return { ms: performance.now() - at, status: response.status }
}
const firstRead = await timedRead('/me/tracks?limit=1')
const podcastRead = await timedRead('/me/shows?limit=1')
await emulator.close()
process.stdout.write(
  `${JSON.stringify({ importMs, startMs, firstReadMs: firstRead.ms, firstPodcastReadMs: podcastRead.ms, podcastStatus: podcastRead.status })}\n`,
)
