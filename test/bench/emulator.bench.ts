import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { startEmulator, type EmulatorHandle } from '../../electron/emulator'
import { Catalog } from '../../electron/emulator/catalog/catalog'
import { figure, median, type BenchFigure, type BenchSection } from './bench-kit'

/**
 * The emulator: cold starts of the `small` and `demo` catalogs (the demo's worker start is on the way to the
 * app's first screen), build time and memory of the `large` catalog, and throughput of GET /v1/tracks/{id} and
 * GET /v1/search over HTTP keep-alive (Node's fetch) with a fixed request count and concurrency. Client and
 * server share this process (and its cores), so the figures are a floor.
 */
const REQUESTS = 4_000
const CONCURRENCY = 16
const MB = 2 ** 20

/** A forced GC makes the memory figure what the catalog retains, not what it allocated on the way. */
function collectGarbage(): boolean {
  try {
    setFlagsFromString('--expose-gc')
    ;(runInNewContext('gc') as () => void)()
    return true
  } catch {
    return false
  }
}

async function throughput(
  emulator: EmulatorHandle,
  token: string,
  pathFor: (i: number) => string,
): Promise<{ perSecond: number; p50: number; p99: number; failures: number }> {
  const latencies: number[] = []
  let next = 0
  let failures = 0
  const worker = async () => {
    for (let i = next++; i < REQUESTS; i = next++) {
      const start = performance.now()
      const response = await fetch(`${emulator.apiUrl}${pathFor(i)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      await response.arrayBuffer()
      if (response.status !== 200) failures++
      latencies.push(performance.now() - start)
    }
  }
  const start = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0
  return { perSecond: REQUESTS / seconds, p50: at(0.5), p99: at(0.99), failures }
}

/** Cold starts per size: each in a fresh process (emulator-start-child.ts), as the demo's worker starts. */
const COLD_STARTS = 5

interface ColdStart {
  importMs: number
  startMs: number
  firstReadMs: number
  firstPodcastReadMs: number
}

function coldStarts(size: 'small' | 'demo'): ColdStart[] {
  const child = fileURLToPath(new URL('./emulator-start-child.ts', import.meta.url))
  return Array.from({ length: COLD_STARTS }, () => {
    const run = spawnSync(process.execPath, [...process.execArgv, child, size], { encoding: 'utf8' })
    const line = run.stdout.trim().split('\n').at(-1) ?? ''
    if (run.status !== 0 || !line.startsWith('{')) throw new Error(`cold start failed: ${run.stderr}`)
    return JSON.parse(line) as ColdStart
  })
}

function coldStartFigures(figures: BenchFigure[]): void {
  for (const size of ['small', 'demo'] as const) {
    const runs = coldStarts(size)
    const at = (pick: (run: ColdStart) => number) => median(runs.map(pick))
    figures.push(
      figure(
        `${size} cold start: import the emulator, median of ${COLD_STARTS}`,
        at((r) => r.importMs),
        'ms',
      ),
      figure(
        `${size} cold start: startEmulator until listening, median`,
        at((r) => r.startMs),
        'ms',
      ),
      figure(
        `${size} cold start: then a first read (GET /me/tracks), median`,
        at((r) => r.firstReadMs),
        'ms',
      ),
      figure(
        `${size} cold start: then the first podcast read (GET /me/shows: makes the spoken word), median`,
        at((r) => r.firstPodcastReadMs),
        'ms',
      ),
    )
  }
}

export default async function emulatorBench(): Promise<BenchSection> {
  const figures: BenchFigure[] = []
  const notes: string[] = []
  coldStartFigures(figures)
  const exactMemory = collectGarbage()
  const before = process.memoryUsage()
  const buildStart = performance.now()
  const catalog = new Catalog({ seed: 'bench', size: 'large', nowMs: Date.UTC(2025, 5, 2), country: 'US' })
  const buildMs = performance.now() - buildStart
  collectGarbage()
  const after = process.memoryUsage()
  figures.push(
    figure('large catalog: build time (generation + search index)', buildMs, 'ms'),
    figure('large catalog: tracks', catalog.tracks.length, 'tracks'),
    figure('large catalog: albums', catalog.albums.length, 'albums'),
    figure('large catalog: heapUsed delta', (after.heapUsed - before.heapUsed) / MB, 'MiB'),
    figure('large catalog: rss delta', (after.rss - before.rss) / MB, 'MiB'),
  )
  if (!exactMemory) notes.push('No forced GC was available: memory deltas include garbage not yet collected.')

  const emulator = await startEmulator({ size: 'large', seed: 'bench' })
  try {
    const token = emulator.issueToken().access_token
    const ids = emulator.catalog.tracks.map((track) => track.id)
    const words = emulator.catalog.albums
      .slice(0, 2_000)
      .map((album) => album.name.split(' ').at(-1) ?? 'the')
    const runs: [string, (i: number) => string][] = [
      ['GET /v1/tracks/{id}', (i) => `/tracks/${ids[(i * 7919) % ids.length]}`],
      ['GET /v1/tracks/{id}?market=SE', (i) => `/tracks/${ids[(i * 7919) % ids.length]}?market=SE`],
      // 50 queries repeat: after the first round they come from the search cache.
      [
        'GET /v1/search (50 repeated queries)',
        (i) => `/search?q=${encodeURIComponent(words[i % 50] ?? 'a')}&type=track,album,artist`,
      ],
      // Every query distinct: the index does the work each time.
      [
        'GET /v1/search (distinct queries)',
        (i) =>
          `/search?q=${encodeURIComponent(`${words[i % words.length]} ${String.fromCharCode(97 + (i % 26))}`)}&type=track&offset=${i % 100}`,
      ],
    ]
    await throughput(emulator, token, (i) => `/tracks/${ids[i % ids.length]}`) // warm-up
    for (const [name, pathFor] of runs) {
      const result = await throughput(emulator, token, pathFor)
      figures.push(
        figure(`${name}: throughput`, result.perSecond, 'requests/s'),
        figure(`${name}: p50 latency`, result.p50, 'ms'),
        figure(`${name}: p99 latency`, result.p99, 'ms'),
      )
      if (result.failures > 0) notes.push(`${name}: ${result.failures} requests did not answer 200.`)
    }
  } finally {
    await emulator.close()
  }
  notes.push(
    `${REQUESTS} requests per run, ${CONCURRENCY} concurrent, HTTP keep-alive (Node's fetch); large catalog, seed "bench".`,
    'Client and server run in the same process, so throughput is shared CPU: a floor, not a ceiling.',
    `Cold starts: ${COLD_STARTS} fresh processes per size (seed "encore"), as the demo's worker starts the demo catalog; the podcasts and audiobooks are generated on the first read that meets them.`,
  )
  return { title: 'Emulator', figures, notes }
}
