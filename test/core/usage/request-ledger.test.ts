import { describe, expect, it } from 'vitest'
import { createRequestLedger } from '../../../electron/core/usage/request-ledger'

const minute = 60_000

describe('the request ledger', () => {
  it('counts the last hour and the last day as time goes on, and forgets what is older', () => {
    const start = Date.UTC(2026, 0, 1)
    const ledger = createRequestLedger(start)
    ledger.record(start)
    ledger.record(start + 10 * minute)
    ledger.record(start + 10 * minute + 5)
    expect(ledger.counts(start + 30 * minute)).toEqual({ lastHour: 3, lastDay: 3, since: start })
    expect(ledger.counts(start + 65 * minute)).toMatchObject({ lastHour: 2, lastDay: 3 })
    ledger.record(start + 90 * minute)
    expect(ledger.counts(start + 90 * minute)).toMatchObject({ lastHour: 1, lastDay: 4 })
    expect(ledger.counts(start + 24 * 60 * minute + 5 * minute)).toMatchObject({ lastHour: 0, lastDay: 3 })
    expect(ledger.counts(start + 24 * 60 * minute + 11 * minute)).toMatchObject({ lastDay: 1 })
    expect(ledger.counts(start + 48 * 60 * minute)).toMatchObject({ lastHour: 0, lastDay: 0 })
  })
})
