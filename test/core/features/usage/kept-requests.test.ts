import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createJsonDocuments } from '../../../../electron/core/base/files/json-documents'
import { createDailyBudget, REQUESTS_DOCUMENT } from '../../../../electron/core/features/usage/daily-budget'
import { DAY_MS } from '../../../../electron/core/features/usage/request-day'
import { tempFolder } from '../../../support/temp-folders'

const silent = { debug() {}, info() {}, warn() {}, error() {} }
const KEY = 'client@http://127.0.0.1/v1'
const MINUTE = 60_000
const now = Date.UTC(2026, 11, 7, 9)

function budgetIn(dir: string, told: string[] = []) {
  return createDailyBudget({
    documents: createJsonDocuments(dir, silent),
    key: KEY,
    setting: () => 800,
    now: () => now,
    onSetAside: (words) => told.push(words),
  })
}

const keep = (dir: string, text: string) => writeFileSync(join(dir, REQUESTS_DOCUMENT), text)

describe('kept request counts are held against now', () => {
  it('a clock that was a month ahead once locks nothing, dates nothing and fills nothing for that month', () => {
    const dir = tempFolder('encore-kept-')
    const ahead = now + 30 * DAY_MS
    const minute = Math.floor(ahead / MINUTE)
    keep(
      dir,
      JSON.stringify({
        [KEY]: {
          since: ahead,
          minutes: [[minute, 30, 0, 0, 0]],
          learned: { limit: 20, at: ahead },
          lockedUntil: ahead + 30_000,
        },
      }),
    )
    const budget = budgetIn(dir)
    // The service's wait keeps its length (30 s), from now at the latest.
    expect(budget.lockedUntil(now)).toBe(now + 30_000)
    expect(budget.lockedUntil(now + 30_000)).toBeNull()
    expect(budget.counts(now)).toMatchObject({
      since: now,
      lastDay: 30,
      learned: { at: now, until: now + 30_000 },
      oldestLeavesAt: now + MINUTE + DAY_MS,
    })
    // The learned limit rises from now, not from a month ahead.
    expect(budget.limit(now + 30_000 + DAY_MS)).toBe(220)
  })

  it('no kept lock outlasts a day, and a real lockout still outlives a restart', () => {
    const dir = tempFolder('encore-kept-')
    keep(
      dir,
      JSON.stringify({ [KEY]: { since: now, minutes: [], learned: null, lockedUntil: now + 40 * DAY_MS } }),
    )
    expect(budgetIn(dir).lockedUntil(now)).toBe(now + DAY_MS)
    const real = tempFolder('encore-kept-')
    const budget = budgetIn(real)
    budget.quotaRefused(now - 60 * MINUTE, now + 12 * 60 * MINUTE)
    expect(budgetIn(real).lockedUntil(now)).toBe(now + 12 * 60 * MINUTE)
  })
})

describe('a request count too big or damaged is set aside, never in the way', () => {
  it.each([
    ['130,000 minute rows', () => JSON.stringify({ [KEY]: { since: now, minutes: rows(130_000) } })],
    ['a file cut short', () => '{"client@http://127.0.0.1/v1": {"since": 17'],
  ])('%s: renamed beside it, with a notice, and a fresh count starts', (_name, text) => {
    const dir = tempFolder('encore-kept-')
    const kept = text()
    keep(dir, kept)
    const told: string[] = []
    const budget = budgetIn(dir, told)
    expect(budget.counts(now).lastDay).toBe(0)
    const aside = readdirSync(dir).find((name) => name.startsWith(`${REQUESTS_DOCUMENT}.set-aside-`))
    expect(aside).toBeDefined()
    // Nothing the person had is lost: the old file is there as it was.
    expect(readFileSync(join(dir, aside!), 'utf8')).toBe(kept)
    expect(told).toEqual([expect.stringContaining(`kept in its data folder as ${aside}`)])
    expect(told[0]).toMatch(/^Encore's count of requests to Spotify could not be used/)
    budget.record(now, 'player')
    budget.flush()
    expect(budgetIn(dir, told).counts(now).lastDay).toBe(1)
    expect(told).toHaveLength(1)
  })
})

function rows(count: number) {
  const minute = Math.floor(now / MINUTE)
  return Array.from({ length: count }, (_, index) => [minute - count + index + 1, 1, 0, 0, 0])
}
