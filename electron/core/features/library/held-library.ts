import { noCounts, type LibraryKind } from '../../../contract'
import type { CacheOwner, UrlCodec } from './cache-format'
import { countsOf, type LibraryData } from './library-data'
import type { LibrarySession } from './library-deps'
import { SavedFingerprints } from './saved-fingerprints'
import type { TrackRow } from './track-rows'

/** What the cache file gave for an owner when it was read (an empty library when it had nothing usable). */
export interface CacheRead {
  data: LibraryData
  fromCache: boolean
  cachedAt: number | null
  onDisk: boolean
  cacheProblem: string | null
}

function* idsOf(rows: readonly TrackRow[]): Generator<string> {
  for (const row of rows) if (row.id) yield row.id
}

/**
 * The library of the signed-in user as held now: the service makes it and follows the session, the cache
 * keeping puts its rows to rest and wakes them and writes them, the sync says it is read from the service.
 * Each does so through an operation here; everyone else reads.
 */
export class HeldLibrary {
  private rows: LibraryData | null
  private counts: Record<LibraryKind, number> = noCounts()
  private savedWhileResting: SavedFingerprints | null = null
  private cached: boolean
  private writtenAt: number | null
  private sameAsDisk: boolean
  private problem: string | null

  constructor(
    readonly owner: CacheOwner,
    private current: LibrarySession,
    readonly codec: UrlCodec,
    read: CacheRead,
  ) {
    this.rows = read.data
    this.cached = read.fromCache
    this.writtenAt = read.cachedAt
    this.sameAsDisk = read.onDisk
    this.problem = read.cacheProblem
  }

  get session(): LibrarySession {
    return this.current
  }

  /** Null while the library rests on disk. */
  get data(): LibraryData | null {
    return this.rows
  }

  /** The counts when it went to rest (status needs them; the rows are on disk). */
  get restingCounts(): Readonly<Record<LibraryKind, number>> {
    return this.counts
  }

  /** Which tracks are saved, while the rows rest (when the list was read to the end); null otherwise. */
  get restingSaved(): SavedFingerprints | null {
    return this.savedWhileResting
  }

  /** Shown from the cache file, not yet read from the service. */
  get fromCache(): boolean {
    return this.cached
  }

  get cachedAt(): number | null {
    return this.writtenAt
  }

  /** The cache file holds exactly what memory holds: only then may the rows rest on disk. */
  get onDisk(): boolean {
    return this.sameAsDisk
  }

  get cacheProblem(): string | null {
    return this.problem
  }

  /** The same user signed in again (new token, scopes or country). */
  follow(session: LibrarySession): void {
    this.current = session
  }

  /** A sync read the library from the service. */
  synced(): void {
    this.cached = false
  }

  /** The cache file was written at `at` (`onDisk`: it holds what memory holds). */
  written(onDisk: boolean, at: number): void {
    this.sameAsDisk = onDisk
    this.writtenAt = at
  }

  /** The rows go to rest on disk; their counts, and which tracks are saved, stay in memory. */
  rest(): void {
    const data = this.rows
    if (!data) return
    this.counts = countsOf(data)
    // The player still asks whether each new track is saved: answered from this, without waking the rows.
    this.savedWhileResting = data.complete.tracks ? SavedFingerprints.of(idsOf(data.tracks)) : null
    this.rows = null
  }

  /** The resting rows came back from the cache file (written at `cachedAt`). */
  woken(data: LibraryData, cachedAt: number | null): void {
    this.savedWhileResting = null
    this.rows = data
    this.writtenAt = cachedAt
  }

  /** The cache file went away or broke while the rows rested: held as it was read now. */
  reread(read: CacheRead): void {
    this.savedWhileResting = null
    this.rows = read.data
    this.cached = read.fromCache
    this.writtenAt = read.cachedAt
    this.sameAsDisk = read.onDisk
    this.problem = read.cacheProblem
  }
}
