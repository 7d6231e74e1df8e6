import { describe, expect, it } from 'vitest'
import { PAGE_JS_FLAGS, pageJsFlags } from '../../../../electron/core/features/desktop/page-memory'

describe('the pages’ V8 flags', () => {
  it('collect garbage early: the first full collection at a small heap, then at half as much again', () => {
    expect(PAGE_JS_FLAGS).toContain('--initial-old-space-size=8')
    expect(PAGE_JS_FLAGS).toContain('--heap-growing-percent=50')
    expect(PAGE_JS_FLAGS).toContain('--no-sparkplug')
    expect(pageJsFlags('')).toBe(PAGE_JS_FLAGS.join(' '))
  })

  it('put the flags a person started Encore with last, so that theirs win (V8 takes the last of a flag)', () => {
    expect(pageJsFlags('  --heap-growing-percent=80 --trace-gc ')).toBe(
      `${PAGE_JS_FLAGS.join(' ')} --heap-growing-percent=80 --trace-gc`,
    )
  })
})
