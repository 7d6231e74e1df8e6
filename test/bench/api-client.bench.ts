import { createApiClient, UnavailableOperationError, type ApiClient } from '../../electron/core/service/api'
import type { Paging } from '../../electron/core/service/api'
import { systemClock, type Logger } from '../../electron/core/base/ports'
import { startEmulator, type EmulatorHandle } from '../../electron/emulator'
import { EmulatorTokenProvider } from '../support/emulator-token-provider'
import { createRecordingAdapter } from '../support/recording-adapter'
import { figure, timeIt, type BenchSection } from './bench-kit'

/**
 * `collectAll` against a plain sequential `next` loop over 10,000 saved tracks, with 50 ms added service
 * latency, in the same run. Pages of 50 (the saved-tracks maximum): 200 requests either way; collectAll
 * sends the first, then the other 199 through the scheduler's lane at its concurrency cap.
 */
const TRACKS = 10_000
const PAGE = 50
const LATENCY_MS = 50
const CONCURRENCY = [4, 8]

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} }

function connect(emulator: EmulatorHandle, maxConcurrent: number) {
  const tokens = new EmulatorTokenProvider({
    accountsUrl: emulator.accountsUrl,
    clientId: emulator.clientId,
    initial: emulator.issueToken(),
  })
  const recorder = createRecordingAdapter(emulator.apiUrl)
  const client = createApiClient({
    baseUrl: emulator.apiUrl,
    tokenProvider: tokens,
    clock: systemClock,
    logger: quiet,
    adapter: recorder.adapter,
    // The default budget (150 requests per 30 s) would make both runs wait for the window: the bench
    // measures paging, so the budget is lifted well above 200 requests.
    scheduler: { maxConcurrent, budget: 2_000 },
  })
  return { client, recorder }
}

/** Whether the emulator serves an operation yet (issue 4 adds the library): 404 "Service not found" if not. */
async function serves(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call()
    return true
  } catch (error) {
    return (
      !(error instanceof UnavailableOperationError) && !/Service not found/.test((error as Error).message)
    )
  }
}

/** Puts 10,000 tracks in the demo user's library: through the API when the emulator takes it, else its state. */
async function seedSavedTracks(emulator: EmulatorHandle, client: ApiClient): Promise<'api' | 'state'> {
  const ids = emulator.catalog.tracks.slice(0, TRACKS).map((track) => track.id)
  const library = emulator.state.demoUser().library.tracks
  library.clear()
  if (await serves(() => client.library.saveTracks([ids[0]!]))) {
    await client.library.saveTracksInBatches(ids, { lane: 'background' })
    return 'api'
  }
  const start = emulator.clock.now() - TRACKS * 1000
  ids.forEach((id, index) =>
    library.set(id, new Date(start + index * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')),
  )
  return 'state'
}

/** Stand-in when GET /me/tracks is not served yet: a 10,000-item playlist, paged by 50 as well. */
function seedPlaylist(emulator: EmulatorHandle): string {
  const playlist = [...emulator.state.playlists.all()].find((p) => p.ownerId === emulator.user.id)
  if (!playlist) throw new Error('the demo user owns no playlist')
  playlist.items = emulator.catalog.tracks.slice(0, TRACKS).map((track) => ({
    trackId: track.id,
    addedAt: '2025-06-01T09:00:00Z',
    addedBy: emulator.user.id,
  }))
  emulator.state.playlists.touch(playlist)
  return playlist.id
}

async function sequentialWalk<T>(client: ApiClient, first: () => Promise<Paging<T>>): Promise<number> {
  let items = 0
  for await (const page of client.paging.pages(first, (p) => p, { lane: 'background' }))
    items += page.items.length
  return items
}

export default async function apiClientBench(): Promise<BenchSection> {
  const emulator = await startEmulator({ size: 'large', seed: 'bench' })
  const notes: string[] = []
  const figures = []
  try {
    const setup = connect(emulator, 8)
    const seededBy = await seedSavedTracks(emulator, setup.client)
    const savedTracksServed = await serves(() => setup.client.library.getSavedTracks({ limit: 1 }))
    const playlistId = savedTracksServed ? undefined : seedPlaylist(emulator)
    const subject = savedTracksServed ? 'saved tracks' : 'playlist items (stand-in)'
    const fetchPage = (client: ApiClient, offset: number, limit: number, signal?: AbortSignal) =>
      playlistId
        ? (client.playlists.getItems(
            playlistId,
            { offset, limit },
            { lane: 'background', ...(signal ? { signal } : {}) },
          ) as Promise<Paging<unknown>>)
        : client.library.getSavedTracks(
            { offset, limit },
            { lane: 'background', ...(signal ? { signal } : {}) },
          )

    notes.push(
      `Library seeded with ${TRACKS} tracks through ${seededBy === 'api' ? 'saveTracksInBatches (PUT /me/tracks, 200 requests)' : "the emulator's state (PUT /me/tracks not served yet)"}.`,
    )
    if (!savedTracksServed) {
      notes.push(
        'GET /me/tracks is not served by the emulator yet (issue 4): measured on a 10,000-item playlist, paged by 50 like saved tracks.',
      )
    }
    emulator.faults.set({ latencyMs: LATENCY_MS })
    notes.push(
      `Added service latency ${LATENCY_MS} ms per request (emulator faults); ${PAGE} items per page.`,
    )

    const sequential = connect(emulator, 1)
    const walked = await timeIt(() =>
      sequentialWalk(sequential.client, () => fetchPage(sequential.client, 0, PAGE)),
    )
    figures.push(figure(`sequential next loop: ${subject}`, walked.ms, 'ms'))
    figures.push(figure('sequential next loop: requests', sequential.recorder.requests.length, 'requests'))
    figures.push(figure('sequential next loop: items', walked.result, 'items'))

    for (const maxConcurrent of CONCURRENCY) {
      const parallel = connect(emulator, maxConcurrent)
      const collected = await timeIt(() =>
        parallel.client.collectAll(
          ({ offset, limit, signal }) => fetchPage(parallel.client, offset, limit, signal),
          {
            pageSize: PAGE,
          },
        ),
      )
      figures.push(figure(`collectAll, ${maxConcurrent} concurrent: ${subject}`, collected.ms, 'ms'))
      figures.push(
        figure(
          `collectAll, ${maxConcurrent} concurrent: requests`,
          parallel.recorder.requests.length,
          'requests',
        ),
      )
      figures.push(figure(`collectAll, ${maxConcurrent} concurrent: items`, collected.result.length, 'items'))
      figures.push(
        figure(
          `collectAll, ${maxConcurrent} concurrent: speed-up over the loop`,
          walked.ms / collected.ms,
          '×',
        ),
      )
    }
    notes.push(
      `Concurrency is the scheduler's cap (default 4; the background lane may use all but the 1 slot kept for interactive requests, so 3 and 7 in flight).`,
    )
  } finally {
    await emulator.close()
  }
  return { title: 'API client: collectAll vs sequential next loop', figures, notes }
}
