import { describe, expect, it } from 'vitest'
import { DAY_MS, RequestDay } from '../../../../electron/core/features/usage/request-day'

const MINUTE = 60_000
const start = Date.UTC(2026, 10, 28, 8, 0, 0)

describe('the rolling day of requests', () => {
  it('counts a request until the end of its minute plus 24 hours, never less', () => {
    const day = new RequestDay()
    day.record(start + 10_000, 'player')
    day.record(start + 10 * MINUTE, 'library')
    day.record(start + 10 * MINUTE + 5, 'history')
    expect(day.used(start + 30 * MINUTE)).toBe(3)
    expect(day.usedWithin(start + 65 * MINUTE, 60 * MINUTE)).toBe(2)
    // The first minute ends at start + 1 min: it leaves the window a day after that, not before.
    expect(day.used(start + DAY_MS + MINUTE - 1)).toBe(3)
    expect(day.used(start + DAY_MS + MINUTE)).toBe(2)
    expect(day.oldestLeavesAt(start + DAY_MS + MINUTE)).toBe(start + DAY_MS + 11 * MINUTE)
    expect(day.used(start + 2 * DAY_MS)).toBe(0)
    expect(day.oldestLeavesAt(start + 2 * DAY_MS)).toBeNull()
  })

  it('says when the count drops below a limit: now when it is under, else when enough old ones leave', () => {
    const day = new RequestDay()
    for (let minute = 0; minute < 10; minute++) {
      day.record(start + minute * MINUTE, 'player')
      day.record(start + minute * MINUTE, 'other')
    }
    const now = start + 60 * MINUTE
    expect(day.freeAt(now, 21)).toBe(now)
    // 20 counted, room for one more under 20 needs one to leave: the first minute holds two.
    expect(day.freeAt(now, 20)).toBe(start + MINUTE + DAY_MS)
    expect(day.freeAt(now, 18)).toBe(start + 2 * MINUTE + DAY_MS)
    expect(day.freeAt(now, 0)).toBe(start + 10 * MINUTE + DAY_MS)
  })

  it('charts the last 24 hours by hour and kind, the current hour last', () => {
    const day = new RequestDay()
    day.record(start - 2 * 60 * MINUTE, 'history')
    day.record(start + 5 * MINUTE, 'player')
    day.record(start + 6 * MINUTE, 'player')
    day.record(start + 7 * MINUTE, 'library')
    const hours = day.byHour(start + 30 * MINUTE)
    expect(hours).toHaveLength(24)
    expect(hours.at(-1)).toEqual({ start, player: 2, library: 1, history: 0, other: 0 })
    expect(hours.at(-3)).toMatchObject({ start: start - 2 * 60 * MINUTE, history: 1 })
    expect(hours.reduce((sum, hour) => sum + hour.player + hour.library + hour.history + hour.other, 0)).toBe(
      4,
    )
  })

  it('survives a round trip through JSON, and skips rows that are not counts', () => {
    const day = new RequestDay()
    day.record(start, 'player')
    day.record(start + MINUTE, 'other')
    const raw = JSON.parse(JSON.stringify(day.toJSON())) as unknown[]
    const back = RequestDay.fromJSON(
      [...raw, ['x', 1, 2, 3, 4], [1, -1, 0, 0, 0], 'junk', [1, 2]],
      start + 2 * MINUTE,
    )
    expect(back.used(start + 2 * MINUTE)).toBe(2)
    expect(back.byHour(start + 2 * MINUTE).at(-1)).toMatchObject({ player: 1, other: 1 })
    expect(RequestDay.fromJSON({ not: 'rows' }, start).used(start)).toBe(0)
    // Rows older than a day are dropped on reading.
    expect(RequestDay.fromJSON(raw, start + 2 * DAY_MS).used(start + 2 * DAY_MS)).toBe(0)
  })
})

describe('the rolling day as kept on disk', () => {
  it('merges duplicate minute rows once: the same minute written twice is not two minutes', () => {
    const minute = Math.floor(start / MINUTE)
    const day = RequestDay.fromJSON(
      [
        [minute, 3, 0, 0, 0],
        [minute, 3, 0, 0, 0],
        [minute, 1, 2, 0, 0],
        [minute + 1, 0, 0, 1, 0],
      ],
      start + 5 * MINUTE,
    )
    expect(day.used(start + 5 * MINUTE)).toBe(6)
    expect(day.toJSON()).toEqual([
      [minute, 3, 2, 0, 0],
      [minute + 1, 0, 0, 1, 0],
    ])
    // Once the rows leave the window, nothing is left over of the duplicates.
    expect(day.used(start + DAY_MS + 2 * MINUTE)).toBe(0)
  })

  it('counts rows from the future (a clock that was ahead) in the current minute, and reads long lists', () => {
    const now = start + 5 * MINUTE
    const minute = Math.floor(now / MINUTE)
    const month = 30 * 24 * 60
    const day = RequestDay.fromJSON(
      [
        [minute + month, 4, 0, 0, 0],
        [minute + month + 1, 1, 0, 0, 0],
        [minute, 1, 0, 0, 0],
      ],
      now,
    )
    expect(day.toJSON()).toEqual([[minute, 6, 0, 0, 0]])
    // They leave a day after now, not a month after.
    expect(day.used(now + DAY_MS + MINUTE)).toBe(0)
    const many = Array.from({ length: 130_000 }, (_, index) => [minute - 130_000 + index + 1, 1, 0, 0, 0])
    // A day's minutes and the current one are still counted; no spread over the list on the way.
    expect(RequestDay.fromJSON(many, now).used(now)).toBe(24 * 60 + 1)
  })
})
