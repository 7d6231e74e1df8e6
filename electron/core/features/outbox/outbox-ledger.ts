/**
 * The changes that left the outbox (sent, refused or taken back), kept beside the outbox file in a file of
 * their own: an older outbox file put back (a backup restored, a copy from another computer) must not send
 * them again. Ids are numbered in the order made (`c<n>`): every id below `floor` left long ago; those at or
 * above it that left are listed. `next` is the number the next change gets at least (a restored file's counter
 * is older, and an id must never be given twice).
 */
export interface Ledger {
  floor: number
  next: number
  settled: Set<string>
}

export const emptyLedger = (): Ledger => ({ floor: 1, next: 1, settled: new Set() })

export function numberOf(id: string): number | null {
  const match = /^c(\d{1,15})$/.exec(id)
  return match ? Number(match[1]) : null
}

export function hasLeft(ledger: Ledger, id: string): boolean {
  const number = numberOf(id)
  return (number !== null && number < ledger.floor) || ledger.settled.has(id)
}

/** The ledger in `text`: its first line, then a line per change that left. A line cut short is left out. */
export function readLedger(text: string): Ledger {
  const [first = '', ...rest] = text.split('\n')
  const head = JSON.parse(first) as unknown
  const { floor, next } = (head ?? {}) as { floor?: unknown; next?: unknown }
  if (!Number.isInteger(floor) || !Number.isInteger(next)) throw new Error('its first line is damaged')
  const ledger: Ledger = { floor: floor as number, next: next as number, settled: new Set() }
  for (const line of rest) {
    try {
      const ids = (JSON.parse(line) as { settled?: unknown }).settled
      if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') left(ledger, id)
    } catch {
      // An append cut short: its changes are still in the outbox file, where they are checked again.
    }
  }
  return ledger
}

/** Notes that `id` left. */
export function left(ledger: Ledger, id: string): void {
  ledger.settled.add(id)
  const number = numberOf(id)
  if (number !== null) ledger.next = Math.max(ledger.next, number + 1)
}

/** The ledger written whole: what is still waiting bounds it (ids below the oldest waiting all left). */
export function compactLedger(ledger: Ledger, waiting: readonly string[], next: number): string {
  let oldest = next
  for (const id of waiting) oldest = Math.min(oldest, numberOf(id) ?? oldest)
  const floor = Math.max(ledger.floor, oldest)
  const settled = [...ledger.settled].filter((id) => (numberOf(id) ?? floor) >= floor)
  ledger.floor = floor
  ledger.next = Math.max(ledger.next, next)
  ledger.settled = new Set(settled)
  const head = `${JSON.stringify({ floor, next: ledger.next })}\n`
  return settled.length ? `${head}${JSON.stringify({ settled })}\n` : head
}

/**
 * The counter started again lower (outbox-counter.ts): the ledger follows it, so that no new id reads as one
 * that left (below the floor, or listed) at the next start. An older copy of the file put back then is guarded
 * only for the changes below the new counter.
 */
export function restartLedger(ledger: Ledger, waiting: readonly string[], next: number): void {
  let oldest = next
  for (const id of waiting) oldest = Math.min(oldest, numberOf(id) ?? oldest)
  ledger.floor = Math.min(ledger.floor, oldest)
  ledger.next = next
  ledger.settled = new Set(
    [...ledger.settled].filter((id) => {
      const number = numberOf(id)
      return number === null || number < next
    }),
  )
}
