import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick, shallowRef } from 'vue'
import { PRESENCE_RENEW_MS } from '../../../electron/contract'
import { setVisibility } from '../support/visibility'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { newViewerId, usePlayerPresence } = await import('../../../renderer/src/composables/usePlayerPresence')

const said = () =>
  fake.calls
    .filter(([method]) => method === 'playback.setVisible')
    .map(([, input]) => (input as { visible: boolean }).visible)

describe('usePlayerPresence', () => {
  let scope: ReturnType<typeof effectScope>

  beforeEach(() => {
    vi.useFakeTimers()
    fake.resetFakeBridge()
    fake.answer('playback.setVisible', () => undefined)
    setVisibility('visible')
    scope = effectScope()
  })
  afterEach(() => {
    scope.stop()
    vi.useRealTimers()
  })

  it('says visible once signed in, hidden when the page hides, visible again when it shows', async () => {
    const active = shallowRef(false)
    scope.run(() => usePlayerPresence(active, 'page-1'))
    expect(said()).toEqual([])
    active.value = true
    await nextTick()
    expect(fake.calls.at(-1)).toEqual([
      'playback.setVisible',
      { viewer: 'page-1', visible: true, focused: true },
    ])
    setVisibility('hidden')
    await nextTick()
    setVisibility('visible')
    await nextTick()
    expect(said()).toEqual([true, false, true])
  })

  it('says whether the page has the focus: when it moves while shown, and in each renewal', async () => {
    const focusSaid = () =>
      fake.calls
        .filter(([method]) => method === 'playback.setVisible')
        .map(([, input]) => (input as { focused: boolean }).focused)
    scope.run(() => usePlayerPresence(true, 'page-1'))
    await nextTick()
    window.dispatchEvent(new Event('blur'))
    await nextTick()
    vi.advanceTimersByTime(PRESENCE_RENEW_MS)
    window.dispatchEvent(new Event('focus'))
    await nextTick()
    expect(said()).toEqual([true, true, true, true])
    expect(focusSaid()).toEqual([true, false, false, true])
    // Hidden, the focus is nobody's business: nothing is said when it moves.
    setVisibility('hidden')
    await nextTick()
    window.dispatchEvent(new Event('blur'))
    await nextTick()
    expect(said()).toEqual([true, true, true, true, false])
    expect(focusSaid().at(-1)).toBe(false)
  })

  it('says it again every PRESENCE_RENEW_MS while visible, and not while hidden', async () => {
    scope.run(() => usePlayerPresence(true, 'page-1'))
    await nextTick()
    vi.advanceTimersByTime(PRESENCE_RENEW_MS * 2)
    expect(said()).toEqual([true, true, true])
    setVisibility('hidden')
    await nextTick()
    vi.advanceTimersByTime(PRESENCE_RENEW_MS * 3)
    expect(said()).toEqual([true, true, true, false])
  })

  it('says hidden when the page goes away', async () => {
    scope.run(() => usePlayerPresence(true, 'page-1'))
    await nextTick()
    window.dispatchEvent(new Event('pagehide'))
    expect(said()).toEqual([true, false])
  })

  it('says nothing while nobody is signed in, and hidden once at sign-out', async () => {
    const active = shallowRef(true)
    scope.run(() => usePlayerPresence(active, 'page-1'))
    await nextTick()
    active.value = false
    await nextTick()
    setVisibility('hidden')
    setVisibility('visible')
    window.dispatchEvent(new Event('pagehide'))
    vi.advanceTimersByTime(PRESENCE_RENEW_MS * 2)
    await nextTick()
    expect(said()).toEqual([true, false])
  })

  it('says visible again after a reconnect', async () => {
    scope.run(() => usePlayerPresence(true, 'page-1'))
    await nextTick()
    fake.connect()
    expect(said()).toEqual([true, true])
  })

  it('keeps going when core cannot be reached', async () => {
    fake.fail('playback.setVisible', { code: 'TRANSPORT_CLOSED', message: 'closed' })
    scope.run(() => usePlayerPresence(true, 'page-1'))
    await nextTick()
    await vi.advanceTimersByTimeAsync(PRESENCE_RENEW_MS)
    expect(said()).toEqual([true, true])
  })

  it('gives each page load its own viewer id', () => {
    const ids = new Set(Array.from({ length: 20 }, () => newViewerId()))
    expect(ids.size).toBe(20)
    for (const id of ids) expect(id).toMatch(/^page-[0-9a-f]{16}$/)
  })

  it('asks core to read at once when the network comes back, only while signed in', async () => {
    fake.answer('app.wake', () => null)
    const wakes = () => fake.calls.filter(([method]) => method === 'app.wake').length
    const active = shallowRef(false)
    scope.run(() => usePlayerPresence(active, 'page-1'))
    window.dispatchEvent(new Event('online'))
    expect(wakes()).toBe(0)
    active.value = true
    await nextTick()
    window.dispatchEvent(new Event('offline'))
    expect(wakes()).toBe(0)
    window.dispatchEvent(new Event('online'))
    expect(wakes()).toBe(1)
  })
})
