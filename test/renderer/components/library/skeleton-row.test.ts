import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { SkeletonRow } from '../../../../renderer/src/components/library/skeleton-row'

describe('SkeletonRow', () => {
  it('draws a cover and a line, shimmering unless still, the line as wide as asked', () => {
    const moving = mount(SkeletonRow, { props: { width: '40%' } })
    expect(moving.findAll('.skeleton').map((part) => part.classes())).toEqual([
      ['skeleton', 'skeleton--cover'],
      ['skeleton', 'skeleton--text'],
    ])
    expect(moving.get('.skeleton--text').attributes('style')).toContain('width: 40%')
    const still = mount(SkeletonRow, {
      props: { still: true, cover: false },
      attrs: { 'aria-hidden': 'true' },
    })
    expect(still.findAll('.skeleton')).toHaveLength(1)
    expect(still.get('.skeleton--text').classes()).toContain('skeleton--still')
    expect(still.get('.skeleton--text').attributes('style')).toBeUndefined()
    expect(still.attributes('aria-hidden')).toBe('true')
  })
})
