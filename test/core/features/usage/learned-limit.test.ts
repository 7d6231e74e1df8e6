import { describe, expect, it } from 'vitest'
import { createJsonDocuments } from '../../../../electron/core/base/files/json-documents'
import {
  BudgetSavingError,
  createDailyBudget,
  LEARNED_FLOOR,
} from '../../../../electron/core/features/usage/daily-budget'
import { DAY_MS } from '../../../../electron/core/features/usage/request-day'
import { QuotaExceededError, urgencyOf } from '../../../../electron/core/service/api'

const silent = { debug() {}, info() {}, warn() {}, error() {} }
const start = Date.UTC(2026, 11, 7, 9)

function budgetAt(clock: { now: number }, setting = { perDay: 800 }) {
  return createDailyBudget({
    documents: createJsonDocuments(undefined, silent),
    key: 'client@http://127.0.0.1/v1',
    setting: () => setting.perDay,
    now: () => clock.now,
  })
}

const spend = (budget: ReturnType<typeof budgetAt>, at: number, count: number) => {
  for (let i = 0; i < count; i++) budget.record(at, 'player')
}

describe('a learned limit that cannot starve (the quota is shared: Encore’s own count says little)', () => {
  it('after someone else spent the quota, a minute of use teaches no less than the floor', () => {
    const clock = { now: start }
    const budget = budgetAt(clock)
    spend(budget, clock.now, 22)
    budget.quotaRefused(clock.now, clock.now + 30_000)
    // 90 % of 22 would be 19 a day: the floor is a quarter of the setting, at least 200.
    expect(budget.limit(clock.now)).toBe(LEARNED_FLOOR)
    clock.now += 30_000
    expect(budget.saving(clock.now)).toBe('normal')
    expect(budget.lockedUntil(clock.now)).toBeNull()
    budget.admit('player.getPlaybackState', 'asked', clock.now)
    // A higher setting lifts the floor with it.
    expect(budgetAt(clock, { perDay: 2_000 }).limit(clock.now)).toBe(2_000)
    const high = budgetAt(clock, { perDay: 2_000 })
    spend(high, clock.now, 22)
    high.quotaRefused(clock.now, clock.now + 30_000)
    expect(high.limit(clock.now)).toBe(500)
  })

  it('rises back by a tenth for each whole day after the wait without another refusal, up to the setting', () => {
    const clock = { now: start }
    const budget = budgetAt(clock)
    spend(budget, clock.now, 400)
    const ends = start + 60_000
    budget.quotaRefused(clock.now, ends)
    expect(budget.limit(clock.now)).toBe(360)
    clock.now = ends + DAY_MS - 1
    expect(budget.limit(clock.now)).toBe(360)
    clock.now = ends + DAY_MS
    expect(budget.limit(clock.now)).toBe(396)
    clock.now = ends + 2 * DAY_MS
    expect(budget.limit(clock.now)).toBe(435)
    expect(budget.counts(clock.now).learned).toMatchObject({ limit: 435, at: start, until: ends })
    clock.now = ends + 6 * DAY_MS
    expect(budget.limit(clock.now)).toBe(637)
    // A new refusal starts again from what had been sent then.
    spend(budget, clock.now, 300)
    budget.quotaRefused(clock.now, clock.now + 60_000)
    expect(budget.limit(clock.now)).toBe(270)
  })
})

describe("the person's own commands always go", () => {
  it('past a spent budget: only a wait the service names holds them', () => {
    const clock = { now: start }
    const budget = budgetAt(clock, { perDay: 100 })
    spend(budget, clock.now, 150)
    expect(budget.saving(clock.now)).toBe('stopped')
    // Background work yields first, then what a page opens; the hand and the player's rhythm do not.
    expect(() => budget.admit('library.getSavedTracks', 'upkeep', clock.now)).toThrow(BudgetSavingError)
    expect(() => budget.admit('albums.getAlbum', 'asked', clock.now)).toThrow(BudgetSavingError)
    for (const operation of [
      'player.skipToNext',
      'player.pause',
      'player.seek',
      'library.saveItems',
    ] as const)
      budget.admit(operation, 'command', clock.now)
    budget.admit('player.getPlaybackState', 'rhythm', clock.now)
    budget.quotaRefused(clock.now, clock.now + 30_000)
    expect(() => budget.admit('player.skipToNext', 'command', clock.now + 29_000)).toThrow(QuotaExceededError)
    budget.admit('player.skipToNext', 'command', clock.now + 30_000)
  })

  it('tells the hand from background work by lane and method', () => {
    expect(urgencyOf('interactive', 'player', 'POST')).toBe('command') // Next, Previous
    expect(urgencyOf('interactive', 'player', 'PUT')).toBe('command') // play, pause, seek, volume
    expect(urgencyOf('interactive', 'library', 'PUT')).toBe('command') // a save
    expect(urgencyOf('interactive', 'library', 'GET')).toBe('asked') // a page opened
    expect(urgencyOf('sync', 'player', 'GET')).toBe('rhythm') // the player's own reads
    expect(urgencyOf('sync', 'library', 'GET')).toBe('upkeep')
    expect(urgencyOf('background', 'other', 'GET')).toBe('upkeep')
    expect(urgencyOf('sync', 'other', 'GET')).toBe('background')
  })
})
