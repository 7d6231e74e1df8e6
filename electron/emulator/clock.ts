/**
 * The emulator's notion of time. Token expiry, authorization codes, the rate window and the player
 * simulation all read `now()` from one clock, so tests can move time instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number
}

/** A clock that only moves when told to. */
export interface ManualClock extends Clock {
  readonly kind: 'manual'
  /** Moves time forward by `ms` (negative values are refused: time does not run backwards). */
  advance(ms: number): void
  /** Jumps to an absolute instant, which must not be earlier than the current one. */
  set(epochMs: number): void
}

export const systemClock: Clock = { now: () => Date.now() }

/** 2025-06-02T09:00:00Z, a Monday morning: the default start of a manual clock, so tests are reproducible. */
export const MANUAL_CLOCK_START = Date.UTC(2025, 5, 2, 9, 0, 0)

export function createManualClock(startMs: number = MANUAL_CLOCK_START): ManualClock {
  let current = startMs
  const moveTo = (next: number) => {
    if (!Number.isFinite(next) || next < current) {
      throw new RangeError(`the manual clock cannot move from ${current} to ${next}`)
    }
    current = next
  }
  return {
    kind: 'manual',
    now: () => current,
    advance: (ms) => moveTo(current + ms),
    set: (epochMs) => moveTo(epochMs),
  }
}

export function isManualClock(clock: Clock): clock is ManualClock {
  return (clock as Partial<ManualClock>).kind === 'manual'
}
