import { existsSync, readFileSync } from 'node:fs'
// The one atomic write of the project, which depends on Node only (the import rules allow this one file).
import { moveAside, removeStaleTemporaries, writeFileAtomic } from '../../core/base/files/atomic-write'
import { stateFileSchema, type StateFile } from './state-snapshot'

/**
 * The state file on disk: read once at start, written atomically (a temporary file, then rename) so a crash
 * never leaves half a file, and a file that cannot be read is reported and set aside (renamed), never
 * silently emptied or overwritten.
 */
export type StateFileRead =
  { kind: 'missing' } | { kind: 'loaded'; file: StateFile } | { kind: 'unreadable'; problem: string }

export function readStateFile(path: string): StateFileRead {
  // What a write cut short left beside the file; the file itself is whole.
  removeStaleTemporaries(path)
  if (!existsSync(path)) return { kind: 'missing' }
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    return { kind: 'unreadable', problem: error instanceof Error ? error.message : String(error) }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return {
      kind: 'unreadable',
      problem: `not JSON (${error instanceof Error ? error.message : String(error)})`,
    }
  }
  const parsed = stateFileSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.map(String).join('.') || '(top)'
    return {
      kind: 'unreadable',
      problem: `not an emulator state file (${where}: ${issue?.message ?? 'invalid'})`,
    }
  }
  return { kind: 'loaded', file: parsed.data }
}

/** Renames the file out of the way (`<path>.corrupt-<stamp>`, owner-only) and answers the new path. */
export function setAside(path: string, stampMs: number): string {
  const stamp = new Date(stampMs).toISOString().replace(/[:.]/g, '-')
  let target = `${path}.corrupt-${stamp}`
  for (let n = 2; existsSync(target); n++) target = `${path}.corrupt-${stamp}-${n}`
  return moveAside(path, target)
}

/**
 * Writes JSON text atomically (core/base/files/atomic-write: a temporary file beside the target, fsync, rename), so
 * a crash leaves the old file or the new one. Synchronous underneath: the state is small and writes coalesce.
 */
export async function writeAtomically(path: string, text: string): Promise<void> {
  writeFileAtomic(path, text, 0o600)
}

/** What went wrong with the state file, for whoever started the emulator to pass on. */
export interface StateFileProblem {
  kind: 'not-written' | 'set-aside'
  file: string
  reason: string
  setAsideAs?: string
}

/** Coalesces many changes into few writes: `schedule()` after changes, `flush()` to write now. */
export class StateFileWriter {
  private timer: ReturnType<typeof setTimeout> | undefined
  private lastWritten: string | undefined
  private chain: Promise<void> = Promise.resolve()
  private reportedFailure = false

  constructor(
    private readonly path: string,
    private readonly serialize: () => string,
    /** Told why a write failed, once until a write succeeds again. */
    private readonly report: (reason: string) => void,
    private readonly delayMs = 100,
  ) {}

  schedule(): void {
    if (this.timer !== undefined) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.flush()
    }, this.delayMs)
    // A pending write never keeps the process alive; close() flushes explicitly.
    this.timer.unref()
  }

  flush(): Promise<void> {
    if (this.timer !== undefined) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    this.chain = this.chain.then(async () => {
      const text = this.serialize()
      if (text === this.lastWritten) return
      try {
        await writeAtomically(this.path, text)
        this.lastWritten = text
        this.reportedFailure = false
      } catch (error) {
        if (!this.reportedFailure) {
          this.reportedFailure = true
          this.report(error instanceof Error ? error.message : String(error))
        }
      }
    })
    return this.chain
  }
}
