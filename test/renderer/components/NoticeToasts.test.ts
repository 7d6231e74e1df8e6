import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: NoticeToasts } = await import('../../../renderer/src/components/NoticeToasts.vue')
const { useNoticesStore } = await import('../../../renderer/src/stores/notices')
const { mountPlayer } = await import('../support/mount-player')
const { playing } = await import('../support/playback-states')
const { signedOut } = await import('../support/states')

/**
 * The notices as the page shows them, against the fake bridge on a fake clock: core's `notice` events merge
 * with a count, information goes after 4 s, an offline warning is withdrawn by the first read that shows the
 * service back, Undo runs and closes, Dismiss closes.
 */
const T = Date.UTC(2026, 10, 25, 12)
const offline = {
  level: 'warning',
  message: 'Encore cannot reach Spotify right now, so it did not pause. Try again once it is back.',
  code: 'NETWORK',
}

async function mountToasts() {
  const { wrapper } = await mountPlayer(NoticeToasts, playing({ readAt: T - 5_000 }))
  return wrapper
}
const messages = (wrapper: Awaited<ReturnType<typeof mountToasts>>) =>
  wrapper.findAll('[data-testid="notice"]').map((notice) => notice.find('.toast__message').text())

describe('NoticeToasts', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    vi.useFakeTimers({ now: T, toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('merges identical notices with a count, as a status (an error as an alert)', async () => {
    const wrapper = await mountToasts()
    for (let click = 0; click < 4; click++)
      fake.emit('notice', {
        level: 'warning',
        message: 'Encore did not skip: no next track.',
        code: 'DISALLOWED',
      })
    fake.emit('notice', { level: 'error', message: 'Encore could not pause: Spotify had a problem.' })
    await flushPromises()
    const notices = wrapper.findAll('[data-testid="notice"]')
    expect(notices).toHaveLength(2)
    expect(notices[0]!.attributes('role')).toBe('status')
    expect(notices[0]!.get('[data-testid="notice-count"]').text()).toBe('×4(4 times)')
    expect(notices[1]!.attributes('role')).toBe('alert')
    expect(notices[1]!.find('[data-testid="notice-count"]').exists()).toBe(false)
  })

  it('four quick unlikes: one notice that counts them once, in its words', async () => {
    const wrapper = await mountToasts()
    const words = (items: readonly string[]) => `Removed ${items.length} tracks from Your Library.`
    const notices = useNoticesStore()
    for (const uri of ['a', 'b', 'c', 'd'])
      notices.push(
        { level: 'success', message: words([uri]), code: 'REMOVED_FROM_LIBRARY' },
        {
          actions: [{ label: 'Undo', run: () => undefined }],
          gathering: {
            key: 'REMOVED',
            items: [uri],
            words,
            actions: () => [{ label: 'Undo', run: () => 0 }],
          },
        },
      )
    await flushPromises()
    expect(messages(wrapper)).toEqual(['Removed 4 tracks from Your Library.'])
    expect(wrapper.find('[data-testid="notice-count"]').exists()).toBe(false)
  })

  it('lets information go after 4 s, keeps an error, and waits while the pointer is on them', async () => {
    const wrapper = await mountToasts()
    fake.emit('notice', { level: 'info', message: 'Added to the queue.', code: 'QUEUED' })
    fake.emit('notice', { level: 'error', message: 'Encore could not pause: Spotify had a problem.' })
    await flushPromises()
    await wrapper.trigger('mouseenter')
    vi.advanceTimersByTime(10_000)
    await flushPromises()
    expect(messages(wrapper)).toContain('Added to the queue.')
    await wrapper.trigger('mouseleave')
    vi.advanceTimersByTime(1_999)
    await flushPromises()
    expect(messages(wrapper)).toContain('Added to the queue.')
    vi.advanceTimersByTime(1)
    await flushPromises()
    expect(messages(wrapper)).toEqual(['Encore could not pause: Spotify had a problem.'])
    vi.advanceTimersByTime(600_000)
    await flushPromises()
    expect(messages(wrapper)).toEqual(['Encore could not pause: Spotify had a problem.'])
  })

  it('withdraws "cannot reach" once a read shows the service back, not while it is still offline', async () => {
    const wrapper = await mountToasts()
    fake.emit('playback.state', playing({ status: 'offline', readAt: T - 5_000 }))
    fake.emit('notice', offline)
    await flushPromises()
    vi.advanceTimersByTime(30_000)
    fake.emit('playback.state', playing({ status: 'offline', readAt: T - 5_000 }))
    await flushPromises()
    expect(messages(wrapper)).toEqual([offline.message])
    fake.emit('playback.state', playing({ status: 'ok', readAt: Date.now() }))
    await flushPromises()
    expect(messages(wrapper)).toEqual([])
  })

  it('runs Undo once and closes the notice; Dismiss closes without running it', async () => {
    const wrapper = await mountToasts()
    const undo = vi.fn()
    const notices = useNoticesStore()
    notices.push(
      { level: 'success', message: 'Removed from Your Library.' },
      { actions: [{ label: 'Undo', run: undo }] },
    )
    notices.push(
      { level: 'success', message: 'Removed the playlist from Your Library.' },
      { actions: [{ label: 'Undo', run: undo }] },
    )
    await flushPromises()
    const first = wrapper.findAll('[data-testid="notice"]')[0]!
    expect(first.get('button:not(.toast__close)').text()).toBe('Undo')
    await first.get('button:not(.toast__close)').trigger('click')
    await flushPromises()
    expect(undo).toHaveBeenCalledTimes(1)
    expect(messages(wrapper)).toEqual(['Removed the playlist from Your Library.'])
    await wrapper.get('button[aria-label="Dismiss"]').trigger('click')
    await flushPromises()
    expect(messages(wrapper)).toEqual([])
    expect(undo).toHaveBeenCalledTimes(1)
  })

  it('takes an Undo away when its user is signed out (another service chosen); other notices stay', async () => {
    const wrapper = await mountToasts()
    const undo = vi.fn()
    useNoticesStore().push(
      { level: 'success', message: 'Removed from Your Library.' },
      { actions: [{ label: 'Undo', run: undo }] },
    )
    fake.emit('notice', { level: 'error', message: 'Encore could not pause: Spotify had a problem.' })
    await flushPromises()
    expect(messages(wrapper)).toHaveLength(2)
    fake.emit(
      'session.changed',
      signedOut({ code: 'service-changed', message: 'Signed out of the previous service.' }),
    )
    await flushPromises()
    expect(messages(wrapper)).toEqual(['Encore could not pause: Spotify had a problem.'])
    expect(undo).not.toHaveBeenCalled()
  })
})
