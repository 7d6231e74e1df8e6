import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { QUEUE_SETTLE_MS } from '../../../renderer/src/composables/useQueueFollow'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: NowPlayingView } = await import('../../../renderer/src/views/NowPlayingView.vue')
const { useDevicePickerStore } = await import('../../../renderer/src/stores/device-picker')
const { mountPlayer, callsOf } = await import('../support/mount-player')
const { idle, playing, queue, suggestions, track } = await import('../support/playback-states')
const { formatClock } = await import('../../../renderer/src/dates-and-lengths')

describe('NowPlayingView', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playback.queue', () => queue('Climbing', 'Dreaming'))
    fake.answer('playback.suggestions', () => suggestions())
    fake.answer('playback.play', () => playing())
    fake.answer('yourQueue.get', () => ({ items: [], skipping: null }))
    fake.answer('yourQueue.add', () => ({ status: 'done', queue: { items: [], skipping: null } }))
  })
  afterEach(() => wrapper?.unmount())

  const notice = () => wrapper.find('[data-testid="player-status-notice"]')

  it('shows the track large, where it plays from, and what comes next', async () => {
    ;({ wrapper } = await mountPlayer(NowPlayingView, playing()))
    await flushPromises()
    expect(wrapper.get('[data-testid="now-playing-title"]').text()).toBe('Dusty Ghosts')
    expect(wrapper.get('[data-testid="now-playing-context"]').text()).toBe('Playing from Album: Silver Wave')
    // The cover follows what plays: a canvas, made once the page has shown its first frame.
    await vi.waitFor(() =>
      expect(wrapper.get('canvas[role="img"]').attributes('aria-label')).toBe('Cover of Silver Wave'),
    )
    expect(wrapper.get('ol[aria-label="Next up"]').findAll('li')).toHaveLength(2)
    expect(notice().exists()).toBe(false)
  })

  it('reads the queue again when the track changes while it is open', async () => {
    ;({ wrapper } = await mountPlayer(NowPlayingView, playing()))
    await flushPromises()
    expect(callsOf('playback.queue')).toHaveLength(1)
    fake.emit('playback.state', playing({ progressMs: 40_000 }))
    await flushPromises()
    expect(callsOf('playback.queue')).toHaveLength(1)
    fake.emit('playback.state', playing({ track: track({ uri: 'spotify:track:next', name: 'Climbing' }) }))
    await flushPromises()
    // Once the new track has settled.
    expect(callsOf('playback.queue')).toHaveLength(1)
    await vi.waitFor(() => expect(callsOf('playback.queue')).toHaveLength(2), { timeout: 5_000 })
  })

  it('reads the queue once after skips in a row, not once a skip', async () => {
    ;({ wrapper } = await mountPlayer(NowPlayingView, playing()))
    await flushPromises()
    for (const uri of ['spotify:track:a', 'spotify:track:b', 'spotify:track:c'])
      fake.emit('playback.state', playing({ track: track({ uri, name: uri }) }))
    await flushPromises()
    await vi.waitFor(() => expect(callsOf('playback.queue')).toHaveLength(2), { timeout: 5_000 })
    // Well past the settling time, no other read followed.
    await new Promise((resolve) => setTimeout(resolve, QUEUE_SETTLE_MS + 200))
    expect(callsOf('playback.queue')).toHaveLength(2)
  })

  it('says when nothing comes next', async () => {
    fake.answer('playback.queue', () => ({ upNext: [] }))
    ;({ wrapper } = await mountPlayer(NowPlayingView, playing()))
    await flushPromises()
    expect(wrapper.text()).toContain('Nothing comes next.')
  })

  it('nothing playing: offers what played recently, each started with one click', async () => {
    // Core answers a play from nothing at once with nothing yet (the read that follows shows the track).
    fake.answer('playback.play', () => idle())
    ;({ wrapper } = await mountPlayer(NowPlayingView, idle()))
    await flushPromises()
    expect(notice().text()).toContain('Nothing is playing')
    const plays = wrapper.findAll('button[aria-label^="Play "]')
    expect(plays.map((button) => button.attributes('aria-label'))).toEqual([
      'Play Carousel in Kyoto',
      'Play Morning Mix',
      'Play Leaving',
    ])
    await plays[0]!.trigger('click')
    await plays[1]!.trigger('click')
    await plays[2]!.trigger('click')
    expect(callsOf('playback.play')).toEqual([
      { contextUri: 'spotify:album:a1' },
      { contextUri: 'spotify:playlist:p1' },
      { uris: ['spotify:track:t1'] },
    ])
    // Only the track can go to the queue on its own.
    const queueButtons = wrapper.findAll('button[aria-label="Add to queue"]')
    expect(queueButtons).toHaveLength(1)
    await queueButtons[0]!.trigger('click')
    expect(callsOf('yourQueue.add')).toEqual([{ uri: 'spotify:track:t1', track: null, at: 'end' }])
  })

  it('Next up shows Queued by you first, then Spotify’s without the item handed over; rows move and go', async () => {
    const mine = (name: string, withSpotify = false) => ({
      key: name,
      uri: `spotify:track:${name}`,
      track: track({ uri: `spotify:track:${name}`, name }),
      withSpotify,
    })
    const kept = {
      items: [mine('Alpha', true), mine('Beta'), mine('Gamma')],
      skipping: { uri: 'spotify:track:Gone', track: null },
    }
    // Core answers the queue as it stands (the test's calls are what is checked).
    const answer = { status: 'done', queue: kept }
    fake.answer('yourQueue.get', () => kept)
    for (const verb of ['move', 'remove', 'clear']) fake.answer(`yourQueue.${verb}`, () => answer)
    // Spotify lists the item Encore handed it first: shown once, in Queued by you.
    fake.answer('playback.queue', () => ({
      upNext: [track({ uri: 'spotify:track:Alpha', name: 'Alpha' }), ...queue('Climbing').upNext],
    }))
    ;({ wrapper } = await mountPlayer(NowPlayingView, playing()))
    await flushPromises()
    const rows = wrapper.get('ol[aria-label="Queued by you"]').findAll('li')
    expect(rows.map((row) => row.attributes('aria-label'))).toEqual([
      '1. Alpha, with Spotify: plays next',
      '2. Beta',
      '3. Gamma',
    ])
    expect(wrapper.get('ol[aria-label="Next up"]').findAll('li')).toHaveLength(1)
    expect(wrapper.text()).toContain('Already with Spotify: Encore skips it')
    await rows[2]!.trigger('keydown', { key: 'ArrowUp', altKey: true })
    await rows[1]!.trigger('keydown', { key: 'Delete' })
    await rows[0]!.get('button[aria-label="Remove from queue"]').trigger('click')
    const clear = wrapper.findAll('button').find((button) => button.text() === 'Clear queue')
    await clear!.trigger('click')
    expect(callsOf('yourQueue.move')).toEqual([{ from: 3, to: 2 }])
    expect(callsOf('yourQueue.remove')).toEqual([{ position: 2 }, { position: 1 }])
    expect(callsOf('yourQueue.clear')).toHaveLength(1)
    // A row dragged onto another moves there; tracks dropped on Next up from a list go to the end.
    const drag = (types: string[], data: Record<string, string>) => ({
      types,
      getData: (type: string) => data[type] ?? '',
      setData: () => undefined,
      effectAllowed: 'all',
      dropEffect: 'none',
    })
    const rowDrag = drag(['application/x-encore-queue-row'], { 'application/x-encore-queue-row': '0' })
    await rows[0]!.trigger('dragstart', { dataTransfer: rowDrag })
    await rows[2]!.trigger('drop', { dataTransfer: rowDrag })
    expect(callsOf('yourQueue.move').at(-1)).toEqual({ from: 1, to: 3 })
    const items = JSON.stringify(['spotify:track:dropped', 'spotify:album:notqueued'])
    const fromList = drag(['application/x-encore-items'], { 'application/x-encore-items': items })
    await wrapper.get('section.up-next').trigger('drop', { dataTransfer: fromList })
    await flushPromises()
    expect(callsOf('yourQueue.add')).toEqual([{ uri: 'spotify:track:dropped', track: null, at: 'end' }])
  })

  it('nothing playing and nothing played: says so', async () => {
    fake.answer('playback.suggestions', () => [])
    ;({ wrapper } = await mountPlayer(NowPlayingView, idle()))
    await flushPromises()
    expect(wrapper.text()).toContain('Nothing played recently.')
  })

  it('no device: says how to wake one, and opens the picker to choose', async () => {
    ;({ wrapper } = await mountPlayer(
      NowPlayingView,
      idle({
        status: 'no-device',
        message: 'No device is available. Open Spotify on your phone or computer, then choose it here.',
      }),
    ))
    expect(notice().text()).toContain('No device is available')
    expect(notice().text()).toContain('Open Spotify on your phone or computer')
    const choose = notice().get('button')
    expect(choose.text()).toBe('Choose a device')
    await choose.trigger('click')
    expect(useDevicePickerStore().openFor).toBe('choose')
    expect(callsOf('playback.suggestions')).toEqual([])
  })

  it('a free account: says so, and still shows what plays', async () => {
    const message =
      'Controlling playback needs a Premium account. You can still see what plays and browse your library.'
    ;({ wrapper } = await mountPlayer(NowPlayingView, playing({ status: 'read-only', message })))
    expect(notice().text()).toContain('A free account can watch, not control')
    expect(notice().text()).toContain(message)
    expect(wrapper.get('[data-testid="now-playing-title"]').text()).toBe('Dusty Ghosts')
  })

  it('offline: says the last state may be old and that it reconnects by itself', async () => {
    const message =
      'Encore cannot reach the demo service. What you see may be out of date; it reconnects by itself.'
    ;({ wrapper } = await mountPlayer(NowPlayingView, playing({ status: 'offline', message })))
    expect(notice().text()).toContain('Encore is offline')
    expect(notice().text()).toContain(message)
    expect(notice().text()).toContain('commands are not sent meanwhile')
    expect(wrapper.get('[data-testid="now-playing-title"]').text()).toBe('Dusty Ghosts')
  })

  it('rate limited: says when it resumes', async () => {
    const retryAt = new Date(2026, 0, 5, 14, 5, 30).getTime()
    ;({ wrapper } = await mountPlayer(
      NowPlayingView,
      playing({
        status: 'rate-limited',
        message: 'The demo service asked Encore to slow down. It resumes in 30 s.',
        retryAt,
      }),
    ))
    expect(notice().text()).toContain('Encore is waiting')
    expect(notice().text()).toContain('It resumes in 30 s.')
    // Said against today: a time of another day names the day (the clock here is the real one, not that date).
    const date = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(retryAt)
    expect(notice().text()).toContain(`Reads and commands resume on ${date}.`)
    wrapper.unmount()
    const later = Date.now() + 30_000
    ;({ wrapper } = await mountPlayer(
      NowPlayingView,
      playing({ status: 'rate-limited', message: 'It resumes in 30 s.', retryAt: later }),
    ))
    const today = new Date(later).toDateString() === new Date().toDateString()
    expect(notice().text()).toContain(
      today ? `Reads and commands resume at ${formatClock(later)}.` : 'Reads and commands resume tomorrow at',
    )
  })

  it('the Lyrics button shows the lyrics in place of what comes next (pressed), and back', async () => {
    fake.answer('lyrics.current', () => ({ status: 'off' }))
    ;({ wrapper } = await mountPlayer(NowPlayingView, playing()))
    await flushPromises()
    const button = wrapper.get('.hero button[aria-pressed]')
    expect(button.text()).toBe('Lyrics')
    expect(button.attributes('aria-pressed')).toBe('false')
    await button.trigger('click')
    await flushPromises()
    expect(button.attributes('aria-pressed')).toBe('true')
    expect(wrapper.find('[data-testid="lyrics-panel"]').exists()).toBe(true)
    expect(wrapper.find('ol[aria-label="Next up"]').exists()).toBe(false)
    // What comes next is not read for a new track while the lyrics show.
    fake.emit('playback.state', playing({ track: track({ uri: 'spotify:track:next', name: 'Climbing' }) }))
    await flushPromises()
    expect(callsOf('playback.queue')).toHaveLength(1)
    await button.trigger('click')
    await flushPromises()
    expect(wrapper.find('ol[aria-label="Next up"]').exists()).toBe(true)
    expect(callsOf('playback.queue')).toHaveLength(2)
    localStorage.clear()
  })
})
