import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: TransportControls } = await import('../../../renderer/src/components/TransportControls.vue')
const { mountPlayer, callsOf } = await import('../support/mount-player')
const { episodePlaying, idle, playing } = await import('../support/playback-states')

const button = (wrapper: VueWrapper, name: string) => wrapper.get(`button[aria-label="${name}"]`)

describe('TransportControls', () => {
  let wrapper: VueWrapper
  beforeEach(() => fake.resetFakeBridge())
  afterEach(() => wrapper?.unmount())

  it('names one Play/Pause button for what it will do', async () => {
    ;({ wrapper } = await mountPlayer(TransportControls, playing({ isPlaying: true })))
    expect(wrapper.findAll('button[aria-label="Pause"]')).toHaveLength(1)
    expect(wrapper.find('button[aria-label="Play"]').exists()).toBe(false)
    fake.emit('playback.state', playing({ isPlaying: false }))
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('button[aria-label="Play"]')).toHaveLength(1)
    expect(wrapper.find('button[aria-label="Pause"]').exists()).toBe(false)
  })

  it.each([
    ['off', 'Repeat: off', 'false'],
    ['context', 'Repeat: all', 'true'],
    ['track', 'Repeat: one', 'true'],
  ] as const)('Repeat %s is named "%s" and pressed %s', async (mode, name, pressed) => {
    ;({ wrapper } = await mountPlayer(TransportControls, playing({ repeat: mode })))
    expect(button(wrapper, name).attributes('aria-pressed')).toBe(pressed)
  })

  it('Previous, Play/Pause and Next are push buttons: no aria-pressed', async () => {
    ;({ wrapper } = await mountPlayer(TransportControls, playing({ isPlaying: true })))
    for (const name of ['Previous', 'Pause', 'Next'])
      expect(button(wrapper, name).attributes('aria-pressed'), name).toBeUndefined()
  })

  it('marks Shuffle pressed when on', async () => {
    ;({ wrapper } = await mountPlayer(TransportControls, playing({ shuffle: true })))
    expect(button(wrapper, 'Shuffle').attributes('aria-pressed')).toBe('true')
    fake.emit('playback.state', playing({ shuffle: false }))
    await wrapper.vm.$nextTick()
    expect(button(wrapper, 'Shuffle').attributes('aria-pressed')).toBe('false')
  })

  it('sends each control to core as its command id, core deciding the toggles', async () => {
    ;({ wrapper } = await mountPlayer(TransportControls, playing()))
    fake.answer('playback.run', () => ({ status: 'done' }))
    for (const name of ['Pause', 'Next', 'Previous', 'Shuffle', 'Repeat: off']) {
      await button(wrapper, name).trigger('click')
    }
    const commands = fake.calls
      .map(([method]) => method)
      .filter(
        (method) => !['session.get', 'playback.get', 'playback.setVisible', 'app.notices'].includes(method),
      )
    expect(commands).toEqual(Array(5).fill('playback.run'))
    expect(callsOf('playback.run')).toEqual([
      { id: 'player.toggle' },
      { id: 'player.next' },
      { id: 'player.previous' },
      { id: 'player.toggleShuffle' },
      { id: 'player.cycleRepeat' },
    ])
  })

  it('disables what the state disallows, with the reason, and sends nothing', async () => {
    ;({ wrapper } = await mountPlayer(
      TransportControls,
      playing({
        disallowed: [
          { action: 'next', reason: 'There is no next track here.' },
          { action: 'pause', reason: 'Kitchen Speaker does not accept remote control from apps.' },
        ],
      }),
    ))
    const next = button(wrapper, 'Next')
    expect(next.attributes('aria-disabled')).toBe('true')
    expect(next.attributes('title')).toBe('There is no next track here.')
    await next.trigger('click')
    expect(callsOf('playback.run')).toEqual([])
    expect(button(wrapper, 'Pause').attributes('title')).toBe(
      'Kitchen Speaker does not accept remote control from apps.',
    )
    expect(button(wrapper, 'Previous').attributes('aria-disabled')).toBeUndefined()
  })

  it('with nothing loaded: Play may resume what played last, the rest waits for a track', async () => {
    ;({ wrapper } = await mountPlayer(TransportControls, idle()))
    expect(button(wrapper, 'Play').attributes('aria-disabled')).toBeUndefined()
    for (const name of ['Next', 'Previous', 'Shuffle', 'Repeat: off']) {
      expect(button(wrapper, name).attributes('aria-disabled')).toBe('true')
      expect(button(wrapper, name).attributes('title')).toMatch(/Nothing is playing/)
    }
  })

  it('a free account: every control says why', async () => {
    const premium = 'Controlling playback needs a Premium account.'
    const actions = ['pause', 'resume', 'next', 'previous', 'shuffle', 'repeat'] as const
    ;({ wrapper } = await mountPlayer(
      TransportControls,
      playing({ status: 'read-only', disallowed: actions.map((action) => ({ action, reason: premium })) }),
    ))
    for (const name of ['Pause', 'Next', 'Previous', 'Shuffle', 'Repeat: off']) {
      expect(button(wrapper, name).attributes('title')).toBe(premium)
    }
  })

  it('for spoken word: Back 15 seconds and Forward 30 seconds beside Play, no Shuffle or Repeat', async () => {
    ;({ wrapper } = await mountPlayer(TransportControls, episodePlaying({ isPlaying: false })))
    const names = wrapper.findAll('button').map((found) => found.attributes('aria-label'))
    expect(names).toEqual(['Previous', 'Back 15 seconds', 'Play', 'Forward 30 seconds', 'Next'])
    // Each skips from where core shows the position then (its dispatcher keeps it within the episode).
    fake.answer('playback.run', () => ({ status: 'done' }))
    await button(wrapper, 'Forward 30 seconds').trigger('click')
    await flushPromises()
    await button(wrapper, 'Back 15 seconds').trigger('click')
    expect(callsOf('playback.run')).toEqual([
      { id: 'player.seekBy', args: { deltaMs: 30_000 } },
      { id: 'player.seekBy', args: { deltaMs: -15_000 } },
    ])
    // A track again: the music's controls come back.
    fake.emit('playback.state', playing())
    await wrapper.vm.$nextTick()
    expect(wrapper.find('button[aria-label="Forward 30 seconds"]').exists()).toBe(false)
    expect(wrapper.find('button[aria-label="Shuffle"]').exists()).toBe(true)
  })

  it('says why a skip cannot be made: the seek the service refuses, the next episode there is not', async () => {
    const refused = episodePlaying({
      disallowed: [
        { action: 'seek', reason: 'This episode cannot be moved within.' },
        { action: 'next', reason: 'There is no next episode here.' },
      ],
    })
    ;({ wrapper } = await mountPlayer(TransportControls, refused))
    for (const name of ['Back 15 seconds', 'Forward 30 seconds'])
      expect(button(wrapper, name).attributes('title')).toBe('This episode cannot be moved within.')
    expect(button(wrapper, 'Next').attributes('aria-disabled')).toBe('true')
    expect(button(wrapper, 'Next').attributes('title')).toBe('There is no next episode here.')
    await button(wrapper, 'Forward 30 seconds').trigger('click')
    expect(callsOf('playback.seek')).toEqual([])
  })
})
