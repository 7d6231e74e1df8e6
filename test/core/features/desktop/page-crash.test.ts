import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../../electron/contract'
import { createPageRecovery } from '../../../../electron/core/features/desktop/page-crash'

describe('a window’s page that ended unexpectedly', () => {
  it('is opened again once, and said in words once it is back', () => {
    const told: Notice[] = []
    const pageGone = createPageRecovery((notice) => told.push(notice))
    const plan = pageGone('main', 'crashed')
    expect(plan.restart).toBe(true)
    expect(told, 'nothing said to a page that is gone').toEqual([])
    plan.reopened()
    expect(told).toEqual([
      {
        level: 'warning',
        code: 'PAGE_CRASHED',
        message: 'The window closed unexpectedly; Encore opened it again.',
      },
    ])
  })

  it('is left closed the second time, said so, so a page crashing at every start cannot loop', () => {
    const told: Notice[] = []
    const pageGone = createPageRecovery((notice) => told.push(notice))
    pageGone('main', 'oom').reopened()
    expect(pageGone('main', 'killed').restart).toBe(false)
    expect(told.at(-1)?.message).toBe(
      'The window closed unexpectedly again; Encore left it closed. Start Encore again to open it.',
    )
    // Each window has its own one restart.
    expect(pageGone('mini', 'crashed').restart).toBe(true)
  })

  it('takes a clean exit for no crash', () => {
    const told: Notice[] = []
    const pageGone = createPageRecovery((notice) => told.push(notice))
    expect(pageGone('main', 'clean-exit').restart).toBe(false)
    expect(pageGone('main', 'crashed').restart).toBe(true)
    expect(told).toEqual([])
  })
})
