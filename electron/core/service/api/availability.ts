import { Emitter, type Event } from '../../base/emitter'
import type { Logger } from '../../base/ports'
import { UnavailableOperationError } from './errors'
import { lacks, type Generation } from './generation'
import { operationSpec, operations, type OperationId } from './operations'

/**
 * Where the client keeps the operations it learned are gone for this Client ID, so that they stay gone after a
 * restart. The app implements it on disk per Client ID; the default keeps them in memory.
 */
export interface LearnedRemovals {
  /** The operations learned before; ids the table no longer knows are ignored. */
  load(): Iterable<OperationId>
  /** Called with every learned operation (sorted) each time one is added. */
  save(ids: OperationId[]): void
}

/** Keeps learned removals for the life of the client only. */
export function memoryLearnedRemovals(initial: Iterable<OperationId> = []): LearnedRemovals {
  let kept = [...initial]
  return {
    load: () => kept,
    save: (ids) => {
      kept = [...ids]
    },
  }
}

/** Who may read a playlist's items on a generation that shows them only to its owner and collaborators. */
export interface PlaylistAccess {
  /** The playlist's owner, as the playlist list or the playlist says. */
  ownerId: string
  collaborative: boolean
  /** The signed-in user. */
  userId: string
}

/** Why an operation is not sent: the generation does not offer it, or the service refused it before. */
export type UnavailableWhy = 'generation' | 'learned'

/** What the client will not send now: plain data, for capability lists. */
export interface Availability {
  generation: Generation
  /** Every operation that is unavailable now, sorted. */
  unavailable: OperationId[]
  /** Those of them learned from the service's answers (the others the generation rules out). */
  learned: OperationId[]
}

/**
 * Which operations the client may send: the generation's table (`retiredIn`) plus what it learned. Learning
 * applies only to operations the table marks removable: a refusal of anything else is not a removal.
 */
export class OperationAvailability {
  private readonly learned = new Set<OperationId>()
  private readonly changes = new Emitter<Availability>((error) =>
    this.logger?.warn('an availability listener failed', {
      error: error instanceof Error ? error.message : String(error),
    }),
  )

  constructor(
    readonly generation: Generation,
    private readonly store: LearnedRemovals = memoryLearnedRemovals(),
    private readonly logger?: Logger,
  ) {
    for (const id of store.load()) if (Object.hasOwn(operations, id) && isRemovable(id)) this.learned.add(id)
  }

  /** Why `id` is not sent now, or undefined when it may be. */
  whyUnavailable(id: OperationId): UnavailableWhy | undefined {
    const retiredIn = operationSpec(id).retiredIn
    if (retiredIn !== undefined && lacks(this.generation, retiredIn)) return 'generation'
    return this.learned.has(id) ? 'learned' : undefined
  }

  isAvailable(id: OperationId): boolean {
    return this.whyUnavailable(id) === undefined
  }

  /** Throws UnavailableOperationError, saying why, when `id` is not to be sent. */
  assertAvailable(id: OperationId): void {
    const why = this.whyUnavailable(id)
    if (why === 'generation') throw new UnavailableOperationError(id, { why, generation: this.generation })
    if (why === 'learned') throw new UnavailableOperationError(id, { why })
  }

  /**
   * Whether the service answers `id` for this playlist. From the operation's `ownPlaylistsOnlyIn` generation,
   * only for the user's own playlists and those they collaborate on (service-2026.md §2); a request for
   * another's would only be refused, so it is not sent.
   */
  servesPlaylist(id: OperationId, playlist: PlaylistAccess): boolean {
    const from = operationSpec(id).ownPlaylistsOnlyIn
    if (from === undefined || !lacks(this.generation, from)) return true
    return playlist.collaborative || playlist.ownerId === playlist.userId
  }

  /** Records that the service refused `id` itself; answers whether that was news. */
  learn(id: OperationId): boolean {
    if (!isRemovable(id) || !this.isAvailable(id)) return false
    this.learned.add(id)
    // Neither a store that cannot write nor a listener that throws may turn the caller's answer into another.
    this.guarded('could not keep a learned removal', () => this.store.save([...this.learned].sort()))
    this.changes.fire(this.snapshot())
    return true
  }

  snapshot(): Availability {
    const ids = Object.keys(operations) as OperationId[]
    return {
      generation: this.generation,
      unavailable: ids.filter((id) => !this.isAvailable(id)).sort(),
      learned: [...this.learned].sort(),
    }
  }

  /** Hears the new availability whenever an operation is learned gone. */
  readonly onChange: Event<Availability> = this.changes.event

  private guarded(what: string, action: () => void): void {
    try {
      action()
    } catch (error) {
      this.logger?.warn(what, { error: error instanceof Error ? error.message : String(error) })
    }
  }
}

/** Operations a service may have removed: those the table marks. */
export function isRemovable(id: OperationId): boolean {
  return operationSpec(id).retiredIn !== undefined
}
