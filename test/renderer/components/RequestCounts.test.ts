import { flushPromises, mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestCounts as Counts, RequestHour } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: RequestCounts } = await import('../../../renderer/src/components/RequestCounts.vue')

const HOUR = 3_600_000
function countsOf(overrides: Partial<Counts> = {}): Counts {
  const now = Date.now()
  const hours: RequestHour[] = Array.from({ length: 24 }, (_, index) => ({
    start: now - (23 - index) * HOUR,
    player: index === 23 ? 30 : 0,
    library: index === 22 ? 10 : 0,
    history: index === 20 ? 2 : 0,
    other: 0,
  }))
  return {
    lastHour: 42,
    lastDay: 1234,
    since: now - 3 * 86_400_000,
    budget: 800,
    setting: 800,
    learned: null,
    saving: 'normal',
    savingWords: null,
    oldestLeavesAt: now + HOUR,
    lockedUntil: null,
    hours,
    ...overrides,
  }
}

describe('RequestCounts', () => {
  beforeEach(() => fake.resetFakeBridge())

  it('reads the counts when it opens, and charts the day by hour and kind', async () => {
    fake.answer('app.requests', () => countsOf())
    const wrapper = mount(RequestCounts)
    await flushPromises()
    expect(fake.calls).toEqual([['app.requests', undefined]])
    expect(wrapper.get('[data-testid="requests-hour"]').text()).toBe('42')
    expect(wrapper.get('[data-testid="requests-day"]').text()).toContain((1234).toLocaleString())
    expect(wrapper.get('[data-testid="requests-day"]').text()).toContain('of 800')
    expect(wrapper.text()).toContain('Spotify counts a daily quota')
    expect(wrapper.text()).not.toContain('Counted since')
    const chart = wrapper.get('[data-testid="requests-chart"]')
    expect(chart.attributes('role')).toBe('img')
    expect(chart.attributes('aria-label')).toContain('player 30, library 10, history 2, other 0')
    expect(chart.findAll('.requests__bar')).toHaveLength(24)
    // The tallest hour fills the chart; the others are in proportion.
    expect(chart.findAll('.requests__part--player').at(-1)!.attributes('style')).toContain('height: 100%')
    expect(wrapper.text()).toContain('The oldest request counted leaves the 24 hours')
    expect(wrapper.find('[data-testid="requests-saving"]').exists()).toBe(false)
  })

  it('says what the budget saves, what Spotify taught it, and a lockout', async () => {
    const now = Date.now()
    fake.answer('app.requests', () =>
      countsOf({
        saving: 'every-minute',
        savingWords: 'Saving requests: updates every minute.',
        learned: { limit: 360, at: now - HOUR, until: now - HOUR + 30_000, forgetAt: now + 6 * 24 * HOUR },
        budget: 360,
      }),
    )
    const wrapper = mount(RequestCounts)
    await flushPromises()
    expect(wrapper.get('[data-testid="requests-saving"]').text()).toBe(
      'Saving requests: updates every minute.',
    )
    // When Spotify said to wait, for how long, and what Encore does now.
    expect(wrapper.get('[data-testid="requests-learned"]').text()).toMatch(
      /^Spotify refused requests 1 hour ago and said to wait 30 seconds\. Encore now keeps under 360 requests a day, a tenth more each day without a refusal, and is back to your 800 on .+ at the latest\. Your own play, pause, skips and saves always go; the player still reads at each track's end\.$/,
    )
    fake.answer('app.requests', () => countsOf({ lockedUntil: now + 5 * 60_000 }))
    const locked = mount(RequestCounts)
    await flushPromises()
    expect(locked.get('[data-testid="requests-locked"]').text()).toMatch(
      /^Spotify refuses every request for now: Encore sends nothing until it resumes (at|tomorrow at) /,
    )
  })

  it('says when counting started less than a day ago', async () => {
    fake.answer('app.requests', () => countsOf({ lastHour: 3, lastDay: 3, since: Date.now() - 60_000 }))
    const wrapper = mount(RequestCounts)
    await flushPromises()
    expect(wrapper.text()).toContain('Counted since')
  })

  it('says so when core cannot count', async () => {
    fake.fail('app.requests', {
      code: 'INTERNAL',
      message: 'Something went wrong while running app.requests.',
    })
    const wrapper = mount(RequestCounts)
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toBe('Something went wrong while running app.requests.')
  })
})
