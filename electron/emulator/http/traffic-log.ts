import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '../clock'

/** One /v1 request as the emulator saw it end. */
export interface TrafficEntry {
  method: string
  /** Relative to /v1, without the query: `/me/player`; LRCLIB's keep their prefix: `/lrclib/api/get`. */
  path: string
  /** The query string without `?` ('' when none). */
  query: string
  /** The status sent, or `aborted` when the client hung up before the answer was sent. */
  status: number | 'aborted'
  /** When the request arrived, on the emulator clock (ms). */
  at: number
  /** The Retry-After sent with a 429 or 503, in seconds. */
  retryAfter?: number
}

export interface TrafficMatch {
  method?: string
  /** A path (exact) or a pattern. */
  path?: string | RegExp
  status?: number | 'aborted'
}

/** The test-facing request log: `emulator.traffic`. */
export interface TrafficControl {
  /** The entries kept (the last 10,000), oldest first. */
  entries(): TrafficEntry[]
  /** How many kept entries match. */
  count(match?: TrafficMatch): number
  /** Resolves with the first entry, kept or still to come, that matches (for aborts, which end a little later). */
  when(match: TrafficMatch): Promise<TrafficEntry>
  /**
   * Resolves when the next matching request arrives (before it is answered): the moment to cancel a call in a
   * test that proves the cancellation reached the wire. `status` in the match is ignored.
   */
  arrival(match: Omit<TrafficMatch, 'status'>): Promise<Omit<TrafficEntry, 'status'>>
  clear(): void
  /** Calls `listener` each time a request has ended (its entry kept); answers how to stop. */
  onEnd(listener: (entry: TrafficEntry) => void): () => void
}

const matches = (entry: TrafficEntry, match: TrafficMatch): boolean =>
  (match.method === undefined || entry.method === match.method.toUpperCase()) &&
  (match.path === undefined ||
    (typeof match.path === 'string' ? entry.path === match.path : match.path.test(entry.path))) &&
  (match.status === undefined || entry.status === match.status)

/**
 * Keeps the last `capacity` /v1 requests with how they ended, so tests can count requests and prove that a
 * cancelled call really hung up. Entries are added when the answer was handed to the socket, or when the
 * connection closed before that (aborted).
 */
export class TrafficLog implements TrafficControl {
  private log: TrafficEntry[] = []
  private waiters: { match: TrafficMatch; resolve: (entry: TrafficEntry) => void }[] = []
  private arrivals: {
    match: TrafficMatch
    resolve: (request: Omit<TrafficEntry, 'status'>) => void
  }[] = []

  constructor(
    private readonly clock: Clock,
    private readonly capacity = 10_000,
  ) {}

  entries(): TrafficEntry[] {
    return this.kept().map((entry) => ({ ...entry }))
  }

  count(match: TrafficMatch = {}): number {
    return this.kept().reduce((n, entry) => (matches(entry, match) ? n + 1 : n), 0)
  }

  when(match: TrafficMatch): Promise<TrafficEntry> {
    const found = this.kept().find((entry) => matches(entry, match))
    if (found) return Promise.resolve({ ...found })
    return new Promise((resolve) => this.waiters.push({ match, resolve }))
  }

  arrival(match: Omit<TrafficMatch, 'status'>): Promise<Omit<TrafficEntry, 'status'>> {
    const { method, path } = match
    const pattern: TrafficMatch = {
      ...(method !== undefined ? { method } : {}),
      ...(path !== undefined ? { path } : {}),
    }
    return new Promise((resolve) => this.arrivals.push({ match: pattern, resolve }))
  }

  clear(): void {
    this.log = []
  }

  private readonly endListeners = new Set<(entry: TrafficEntry) => void>()

  onEnd(listener: (entry: TrafficEntry) => void): () => void {
    this.endListeners.add(listener)
    return () => this.endListeners.delete(listener)
  }

  /** The onRequest hook of the /v1 context; registered first, so faults and refusals are logged too. */
  readonly hook = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const [path = '', query = ''] = request.url.replace(/^\/v1(?=\/|$)/, '').split(/\?(.*)/s, 2)
    const base = { method: request.method, path: path || '/', query, at: this.clock.now() }
    this.announce(base)
    const response = reply.raw
    let ended = false
    const end = (status: number | 'aborted') => {
      if (ended) return
      ended = true
      // Fastify hands its headers to writeHead, so the reply (not the raw response) still knows them.
      const retryAfter = Number(reply.getHeader('retry-after'))
      this.record({ ...base, status, ...(retryAfter > 0 ? { retryAfter } : {}) })
    }
    response.once('finish', () => end(response.statusCode))
    // 'close' without 'finish' first: the connection went away before the answer was complete.
    response.once('close', () => end(response.writableFinished ? response.statusCode : 'aborted'))
  }

  private announce(request: Omit<TrafficEntry, 'status'>): void {
    const waiting = this.arrivals
    this.arrivals = []
    for (const waiter of waiting) {
      if (matches({ ...request, status: 0 }, waiter.match)) waiter.resolve({ ...request })
      else this.arrivals.push(waiter)
    }
  }

  private kept(): TrafficEntry[] {
    return this.log.length > this.capacity ? this.log.slice(-this.capacity) : this.log
  }

  /** Keeps one entry and wakes whoever waits for it (the hook calls this; tests may too). */
  record(entry: TrafficEntry): void {
    this.log.push(entry)
    // Trim in steps, not on every request: a bounded log without an O(n) shift per entry.
    if (this.log.length > this.capacity * 1.1) this.log = this.log.slice(-this.capacity)
    const waiting = this.waiters
    this.waiters = []
    for (const waiter of waiting) {
      if (matches(entry, waiter.match)) waiter.resolve({ ...entry })
      else this.waiters.push(waiter)
    }
    for (const listener of this.endListeners) listener(entry)
  }
}
