import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../../electron/contract'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'
import { holdNotices, MAX_HELD_NOTICES } from '../../../../electron/core/base/bridge/held-notices'

/** Notices raised while no page can hear them wait, bounded, for the first page that reads them. */
const notice = (n: number): Notice => ({ level: 'warning', message: `Notice ${n}.` })
const messages = (notices: readonly Notice[]) => notices.map((each) => each.message)

describe('held notices', () => {
  it('keeps what was told before any page read, and hands it once to the first page that reads', () => {
    const bus = new EventBus()
    const held = holdNotices(bus)
    bus.emit('notice', notice(1))
    bus.emit('notice', notice(2))
    expect(messages(held.take())).toEqual(['Notice 1.', 'Notice 2.'])
    expect(held.take()).toEqual([])
  })

  it('holds nothing a page hears live; holds again while no page listens (no window open)', () => {
    const bus = new EventBus()
    const held = holdNotices(bus)
    const heard: unknown[] = []
    const page = bus.subscribe((event, payload) => event === 'notice' && heard.push(payload))
    held.take()
    bus.emit('notice', notice(1))
    expect(heard).toHaveLength(1)
    expect(held.take()).toEqual([])
    page()
    bus.emit('notice', notice(2))
    expect(messages(held.take())).toEqual(['Notice 2.'])
  })

  it('is bounded: the oldest go, and the page is told how many', () => {
    const bus = new EventBus()
    const held = holdNotices(bus)
    for (let n = 1; n <= MAX_HELD_NOTICES + 3; n++) bus.emit('notice', notice(n))
    const taken = held.take()
    expect(taken).toHaveLength(MAX_HELD_NOTICES + 1)
    expect(taken[0]).toEqual({
      level: 'info',
      message: '3 earlier messages, from while no Encore window was open, are not shown.',
    })
    expect(taken[1]!.message).toBe('Notice 4.')
    held.dispose()
    expect(bus.listenerCount).toBe(0)
  })

  it('says how many could not be kept in the language spoken, by its plural rules', () => {
    const bus = new EventBus()
    const held = holdNotices(bus, 1)
    for (let n = 1; n <= 2; n++) bus.emit('notice', notice(n))
    expect(held.take('de')[0]?.message).toBe(
      'Eine frühere Meldung, aus der Zeit ohne offenes Encore-Fenster, wird nicht angezeigt.',
    )
    for (let n = 1; n <= 4; n++) bus.emit('notice', notice(n))
    expect(held.take('ja')[0]?.message).toBe(
      'Encore のウィンドウが開いていなかった間の以前のメッセージ 3 件は表示されません。',
    )
    held.dispose()
  })
})
