import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: ContextPlayButton } = await import('../../../renderer/src/components/ContextPlayButton.vue')
const { default: TrackRow } = await import('../../../renderer/src/components/library/TrackRow.vue')
const { playsFrom } = await import('../../../renderer/src/composables/useContextPlay')
const { mountPlayer, callsOf } = await import('../support/mount-player')
const { playing, episodePlaying, track } = await import('../support/playback-states')

const started: string[] = []
/** A page's big Play for `uri`; `play` is the page's own start (from the top). */
const pageFor = (uri: string) =>
  defineComponent(() => () => h(ContextPlayButton, { uri, onPlay: () => started.push(uri) }))

describe('the big Play of a page, and a row’s', () => {
  let wrapper: VueWrapper
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playback.run', () => ({ status: 'done' }))
    started.length = 0
  })
  afterEach(() => wrapper?.unmount())

  it('is Pause while its album plays, and pauses it; paused, Play resumes; another album starts anew', async () => {
    ;({ wrapper } = await mountPlayer(pageFor('spotify:album:album1'), playing()))
    const button = () => wrapper.get('[data-testid="context-play"]')
    expect(button().text()).toBe('Pause')
    await button().trigger('click')
    expect(callsOf('playback.run')).toEqual([{ id: 'player.pause' }])
    fake.emit('playback.state', playing({ isPlaying: false }))
    await flushPromises()
    expect(button().text()).toBe('Play')
    await button().trigger('click')
    expect(callsOf('playback.run')).toEqual([{ id: 'player.pause' }, { id: 'player.play', args: {} }])
    fake.emit(
      'playback.state',
      playing({ context: { type: 'album', uri: 'spotify:album:other', name: 'X' } }),
    )
    await flushPromises()
    expect(button().text()).toBe('Play')
    await button().trigger('click')
    expect(started).toEqual(['spotify:album:album1'])
    expect(callsOf('playback.run')).toHaveLength(2)
  })

  it('knows a playlist, an artist, a show and a book by what plays', () => {
    const state = playing({ context: { type: 'playlist', uri: 'spotify:playlist:p1', name: 'P' } })
    expect(playsFrom(state, 'spotify:playlist:p1')).toBe(true)
    expect(playsFrom(state, 'spotify:album:album1')).toBe(false)
    expect(playsFrom(episodePlaying({ context: null }), 'spotify:show:show1')).toBe(true)
    expect(playsFrom(null, 'spotify:show:show1')).toBe(false)
  })

  it('a row’s Play is Pause while its track plays, and pauses it', async () => {
    const Rows = defineComponent(
      () => () =>
        h('div', [
          h(TrackRow, { track: track(), index: 0, current: true }),
          h(TrackRow, {
            track: track({ id: 't2', uri: 'spotify:track:t2', name: 'Other' }),
            index: 1,
            current: true,
          }),
        ]),
    )
    ;({ wrapper } = await mountPlayer(Rows, playing()))
    const [first, second] = wrapper.findAll('.track-row')
    expect(first!.find('button[aria-label="Pause"]').exists()).toBe(true)
    expect(second!.find('button[aria-label="Pause"]').exists()).toBe(false)
    await first!.get('button[aria-label="Pause"]').trigger('click')
    await flushPromises()
    expect(callsOf('playback.run')).toEqual([{ id: 'player.pause' }])
  })
})
