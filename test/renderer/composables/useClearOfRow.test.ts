import { describe, expect, it } from 'vitest'
import { noticesPlace, overlaps } from '../../../renderer/src/composables/useClearOfRow'

const box = (top: number, bottom: number, left = 0, right = 1280) => ({ top, bottom, left, right })
const stack = box(600, 700, 860, 1260)

describe('notices clear of the row under the pointer', () => {
  it('boxes overlap when they share area; touching edges do not', () => {
    expect(overlaps(box(0, 10), box(5, 15))).toBe(true)
    expect(overlaps(box(0, 10), box(10, 20))).toBe(false)
    expect(overlaps(box(0, 10, 0, 10), box(0, 10, 20, 30))).toBe(false)
  })

  it.each([
    ['no row under the pointer', null, false, 'top', 'bottom'],
    ['a row above them', box(100, 160), false, 'bottom', 'bottom'],
    ['a row where they stand at the bottom', box(640, 700), false, 'bottom', 'top'],
    ['still on that row, already at the top', box(640, 700), false, 'top', 'top'],
    ['back on a row above them', box(300, 360), false, 'top', 'bottom'],
    ['on the notices themselves (reaching Undo)', box(640, 700), true, 'top', 'top'],
    ['on the notices at the bottom', null, true, 'bottom', 'bottom'],
  ] as const)('%s', (_what, row, onNotices, now, place) => {
    expect(noticesPlace(row, stack, onNotices, now)).toBe(place)
  })
})
