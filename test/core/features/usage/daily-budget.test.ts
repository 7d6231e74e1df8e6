import { developerWords, listenerText } from '../../../../electron/contract'
import { describe, expect, it } from 'vitest'
import { QuotaExceededError } from '../../../../electron/core/service/api'
import { createJsonDocuments } from '../../../../electron/core/base/files/json-documents'
import {
  BudgetSavingError,
  createDailyBudget,
  QUIET_WEEK_MS,
  REQUESTS_DOCUMENT,
  savingAt,
} from '../../../../electron/core/features/usage/daily-budget'
import { DAY_MS } from '../../../../electron/core/features/usage/request-day'
import { meaningOf } from '../../../../electron/core/service/failures'
import { tempFolder } from '../../../support/temp-folders'

const MINUTE = 60_000
const silent = { debug() {}, info() {}, warn() {}, error() {} }

function budgetOn(dir: string | undefined, clock: { now: number }, setting = { perDay: 100 }) {
  return createDailyBudget({
    documents: createJsonDocuments(dir, silent),
    key: 'client@http://127.0.0.1/v1',
    setting: () => setting.perDay,
    now: () => clock.now,
  })
}

const fill = (budget: ReturnType<typeof budgetOn>, clock: { now: number }, count: number) => {
  for (let i = 0; i < count; i++) budget.record(clock.now, 'player')
}

describe("the day's request budget", () => {
  it('saves harder as the rolling day fills: upkeep first, then the player, then everything', () => {
    expect([0, 0.59, 0.6, 0.74, 0.75, 0.89, 0.9, 0.99, 1, 1.5].map((share) => savingAt(share))).toEqual([
      'normal',
      'normal',
      'upkeep-waits',
      'upkeep-waits',
      'every-minute',
      'every-minute',
      'track-ends',
      'track-ends',
      'stopped',
      'stopped',
    ])
    const clock = { now: Date.UTC(2026, 10, 28, 8) }
    const budget = budgetOn(undefined, clock)
    fill(budget, clock, 59)
    expect(budget.saving(clock.now)).toBe('normal')
    budget.admit('history', 'upkeep', clock.now)
    fill(budget, clock, 1)
    expect(budget.saving(clock.now)).toBe('upkeep-waits')
    // Upkeep waits at 60 %; background reads nobody waits for at 75 %; what the person asked for at 100 %.
    expect(() => budget.admit('library.getSavedTracks', 'upkeep', clock.now)).toThrow(BudgetSavingError)
    budget.admit('search.search', 'background', clock.now)
    fill(budget, clock, 15)
    expect(() => budget.admit('search.search', 'background', clock.now)).toThrow(BudgetSavingError)
    budget.admit('albums.getAlbum', 'asked', clock.now)
    fill(budget, clock, 25)
    expect(budget.saving(clock.now)).toBe('stopped')
    expect(() => budget.admit('albums.getAlbum', 'asked', clock.now)).toThrow(BudgetSavingError)
    // What a page shows of it: a person's sentence, the hour in their own clock, no timestamp.
    const refusal = (() => {
      try {
        budget.admit('albums.getAlbum', 'asked', clock.now)
      } catch (error) {
        return error as BudgetSavingError
      }
    })()!
    const words = listenerText(refusal.message, refusal.code)
    expect(words).toMatch(
      /^Encore is saving requests to stay within Spotify’s daily limit, and goes on tomorrow at \d\d:\d\d\.$/,
    )
    expect(developerWords(words)).toEqual([])
    expect(refusal.details).toMatchObject({ budget: true, resumesAt: expect.any(Number) })
  })

  it('says when held-back work may go: once enough of the day has left the window', () => {
    const clock = { now: Date.UTC(2026, 10, 28, 8) }
    const budget = budgetOn(undefined, clock)
    fill(budget, clock, 50)
    clock.now += 60 * MINUTE
    fill(budget, clock, 50)
    clock.now += MINUTE
    let error: unknown
    try {
      budget.admit('player.getPlaybackState', 'asked', clock.now)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(BudgetSavingError)
    const first = Date.UTC(2026, 10, 28, 8) + MINUTE + DAY_MS
    expect((error as BudgetSavingError).resumesAt).toBe(first)
    expect(budget.freeAt(clock.now)).toBe(first)
    // The player hears it as a wait that names the time, not as the service's refusal.
    expect(meaningOf(error, clock.now)).toMatchObject({ kind: 'rate-limited', retryAt: first, budget: true })
    expect(budget.counts(clock.now)).toMatchObject({
      lastDay: 100,
      lastHour: 50,
      budget: 100,
      saving: 'stopped',
      oldestLeavesAt: first,
      savingWords: expect.stringContaining('all resume tomorrow at'),
    })
    clock.now = first
    budget.admit('player.getPlaybackState', 'asked', clock.now)
  })

  it('learns the real quota from a refusal, keeps it across a restart and forgets it after a quiet week', () => {
    const dir = tempFolder('encore-budget-')
    const clock = { now: Date.UTC(2026, 10, 28, 8) }
    const setting = { perDay: 800 }
    const budget = budgetOn(dir, clock, setting)
    fill(budget, clock, 400)
    const resumesAt = clock.now + 5 * 60 * MINUTE
    budget.quotaRefused(clock.now, resumesAt)
    expect(budget.limit(clock.now)).toBe(360) // 90 % of the 400 sent in the day before
    // Nothing goes before the service's time, even the person's own command.
    expect(() => budget.admit('player.play', 'command', clock.now + MINUTE)).toThrow(QuotaExceededError)

    // A restart: the day, the learned limit and the lockout come back from the data folder.
    const again = budgetOn(dir, clock, setting)
    expect(again.lockedUntil(clock.now)).toBe(resumesAt)
    expect(() => again.admit('player.play', 'command', clock.now + MINUTE)).toThrow(QuotaExceededError)
    expect(again.counts(clock.now)).toMatchObject({
      lastDay: 400,
      budget: 360,
      setting: 800,
      learned: { limit: 360, at: clock.now, until: resumesAt, forgetAt: clock.now + QUIET_WEEK_MS },
      lockedUntil: resumesAt,
    })
    clock.now = resumesAt
    expect(again.lockedUntil(clock.now)).toBeNull()
    // A lower setting wins over what was learned.
    setting.perDay = 300
    expect(again.limit(clock.now)).toBe(300)
    setting.perDay = 800
    clock.now = Date.UTC(2026, 10, 28, 8) + QUIET_WEEK_MS
    expect(again.limit(clock.now)).toBe(800)
    expect(again.counts(clock.now).learned).toBeNull()
    again.flush()
    expect(budgetOn(dir, clock, setting).limit(clock.now)).toBe(800)
  })

  it('takes back a request that never reached the service, never below none', () => {
    const clock = { now: Date.UTC(2026, 10, 28, 8) }
    const budget = budgetOn(undefined, clock)
    fill(budget, clock, 3)
    budget.forget(clock.now, 'player')
    expect(budget.counts(clock.now).lastDay).toBe(2)
    budget.forget(clock.now, 'library') // none of that kind was counted in that minute
    expect(budget.counts(clock.now).lastDay).toBe(2)
  })

  it('keeps its count in the data folder at most a minute behind, per service, and reads damaged files as empty', () => {
    const dir = tempFolder('encore-budget-')
    const clock = { now: Date.UTC(2026, 10, 28, 8) }
    const budget = budgetOn(dir, clock)
    fill(budget, clock, 3)
    // Not yet written: within the minute, the count lives in memory.
    expect(budgetOn(dir, clock).counts(clock.now).lastDay).toBe(0)
    clock.now += MINUTE
    budget.record(clock.now, 'library')
    expect(budgetOn(dir, clock).counts(clock.now).lastDay).toBe(4)
    const documents = createJsonDocuments(dir, silent)
    documents.write(REQUESTS_DOCUMENT, {
      'client@http://127.0.0.1/v1': { since: 'x', minutes: 5, learned: 3 },
    })
    const damaged = budgetOn(dir, clock).counts(clock.now)
    expect(damaged).toMatchObject({ lastDay: 0, learned: null, lockedUntil: null, since: clock.now })
  })
})

describe("the day's request budget in the language spoken", () => {
  it('says in German that it saves requests, and when held-back work goes on', () => {
    const clock = { now: new Date(2026, 10, 28, 8).getTime() }
    const budget = createDailyBudget({
      documents: createJsonDocuments(undefined, silent),
      key: 'client@http://127.0.0.1/v1',
      setting: () => 100,
      now: () => clock.now,
      language: () => 'de',
    })
    fill(budget, clock, 60)
    expect(budget.counts(clock.now).savingWords).toBe(
      'Anfragen werden gespart: Aktualisierungen von Bibliothek und Verlauf warten.',
    )
    fill(budget, clock, 40)
    const refusal = (() => {
      try {
        budget.admit('albums.getAlbum', 'asked', clock.now)
      } catch (error) {
        return error as BudgetSavingError
      }
    })()!
    expect(listenerText(refusal.message, refusal.code)).toMatch(
      /^Encore spart Anfragen, um unter dem Tageslimit von Spotify zu bleiben, und macht morgen um \d\d:\d\d weiter\.$/,
    )
    expect(budget.counts(clock.now).savingWords).toMatch(
      /^Anfragen werden gespart: Das Tagesbudget ist aufgebraucht\. .* alles geht morgen um \d\d:\d\d weiter\.$/,
    )
  })
})
