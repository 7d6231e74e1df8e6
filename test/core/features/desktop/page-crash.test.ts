import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../../electron/contract'
import {
  askAboutCrashReports,
  createPageRecovery,
  RESTART_WINDOW_MS,
  shouldRestart,
} from '../../../../electron/core/features/desktop/page-crash'

function recovery() {
  const told: Notice[] = []
  let now = 1_000_000
  let crashes = 0
  const pageGone = createPageRecovery(
    (notice) => told.push(notice),
    () => now,
    () => crashes++,
  )
  return {
    pageGone,
    told,
    crashes: () => crashes,
    later: (ms: number) => {
      now += ms
    },
  }
}

describe('a process that ended unexpectedly', () => {
  it('is opened again once, and said in words once it is back', () => {
    const { pageGone, told, crashes } = recovery()
    const plan = pageGone('main', 'crashed')
    expect(plan.restart).toBe(true)
    expect(told, 'nothing said to a page that is gone').toEqual([])
    expect(crashes()).toBe(1)
    plan.reopened()
    expect(told).toEqual([
      {
        level: 'warning',
        code: 'PAGE_CRASHED',
        message: 'The window closed unexpectedly; Encore opened it again.',
      },
    ])
  })

  it('is left the second time within 10 minutes, said so, so one crashing at every start cannot loop', () => {
    const { pageGone, told, later } = recovery()
    pageGone('main', 'oom').reopened()
    later(RESTART_WINDOW_MS - 1)
    expect(pageGone('main', 'killed').restart).toBe(false)
    expect(told.at(-1)?.message).toBe(
      'The window closed unexpectedly again; Encore left it closed. Start Encore again to open it.',
    )
    // Each process has its own restart.
    const mini = pageGone('mini', 'crashed')
    expect(mini.restart).toBe(true)
    mini.reopened()
    expect(told.at(-1)?.message).toBe('The mini player closed unexpectedly; Encore opened it again.')
  })

  it('is opened again once more after 10 minutes without a restart', () => {
    const { pageGone, later } = recovery()
    expect(pageGone('mini', 'crashed').restart).toBe(true)
    later(RESTART_WINDOW_MS)
    expect(pageGone('mini', 'crashed').restart).toBe(true)
    later(60_000)
    expect(pageGone('mini', 'crashed').restart).toBe(false)
    expect(shouldRestart(undefined, 0)).toBe(true)
    expect(shouldRestart(0, RESTART_WINDOW_MS - 1)).toBe(false)
  })

  it('says the demo service was started again, or left stopped', () => {
    const { pageGone, told } = recovery()
    pageGone('demo', 'exit code 1').reopened()
    expect(pageGone('demo', 'exit code 1').restart).toBe(false)
    expect(told.map((notice) => notice.message)).toEqual([
      'The demo service closed unexpectedly; Encore started it again. Sign in to the demo again to go on.',
      'The demo service closed unexpectedly again; Encore left it stopped. Sign out and sign in to the demo again to start it.',
    ])
  })

  it('takes a clean exit for no crash', () => {
    const { pageGone, told, crashes } = recovery()
    expect(pageGone('main', 'clean-exit').restart).toBe(false)
    expect(crashes()).toBe(0)
    expect(pageGone('main', 'crashed').restart).toBe(true)
    expect(told).toEqual([])
  })
})

describe('the question whether to keep crash reports', () => {
  it('is asked in the desktop app once a crash happened, until the person answers', () => {
    expect(askAboutCrashReports({ mode: 'electron', crashReports: 'ask', crashSeen: false })).toBe(false)
    expect(askAboutCrashReports({ mode: 'electron', crashReports: 'ask', crashSeen: true })).toBe(true)
    expect(askAboutCrashReports({ mode: 'electron', crashReports: 'on', crashSeen: true })).toBe(false)
    expect(askAboutCrashReports({ mode: 'electron', crashReports: 'off', crashSeen: true })).toBe(false)
    // Browser mode keeps no crash reports.
    expect(askAboutCrashReports({ mode: 'browser', crashReports: 'ask', crashSeen: true })).toBe(false)
  })
})
