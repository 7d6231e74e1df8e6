import { describe, expect, it } from 'vitest'
import { fittedRows } from '../../../../renderer/src/components/library/fitted-rows'

describe('a list as tall as its rows', () => {
  it('is its rows and its header tall, and says both to the list', () => {
    expect(fittedRows(3, 56, 36)).toEqual({
      count: 3,
      rowHeight: 56,
      headerHeight: 36,
      style: { height: '204px' },
    })
  })

  it('has no header row unless given one', () => {
    expect(fittedRows(2, 60)).toMatchObject({ headerHeight: 0, style: { height: '120px' } })
  })

  it('keeps one row of room while it is empty, so the page does not jump when rows come', () => {
    expect(fittedRows(0, 52).style.height).toBe('52px')
  })
})
