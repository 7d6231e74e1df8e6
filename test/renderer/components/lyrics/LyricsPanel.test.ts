import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import type { Lyrics, PlaybackState } from '../../../../electron/contract'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: LyricsPanel } = await import('../../../../renderer/src/components/lyrics/LyricsPanel.vue')
const { mountPlayer, callsOf } = await import('../../support/mount-player')
const { playing, track } = await import('../../support/playback-states')
const { lyricsSearch: search, lyricsSettings } = await import('../../support/lyrics-states')
const { setVisibility } = await import('../../support/visibility')

/** Now playing's Lyrics view against a fake core: what it asks, when, and what it shows of each answer. */

const lines = [
  { startMs: 10_000, text: 'First line' },
  { startMs: 20_000, text: 'Second line' },
  { startMs: 30_000, text: '' },
  { startMs: 40_000, text: 'Fourth line' },
]
const synced = (uri = 'spotify:track:track1'): Lyrics => ({
  status: 'synced',
  trackUri: uri,
  lines,
  match: search,
})

let wrapper: VueWrapper
const now = 1_000_000

async function mountWith(answer: () => Lyrics, options: { enabled?: boolean; state?: PlaybackState } = {}) {
  fake.answer('settings.get', () => lyricsSettings(options.enabled ?? true))
  fake.answer('lyrics.current', answer)
  fake.answer('playback.seek', (input) =>
    playing({ progressMs: (input as { positionMs: number }).positionMs, sampledAt: now }),
  )
  ;({ wrapper } = await mountPlayer(
    LyricsPanel,
    options.state ?? playing({ progressMs: 21_000, sampledAt: now }),
  ))
  await flushPromises()
}

const items = () => wrapper.get('ol[aria-label="Lyrics"]').findAll('li')
const currentIndex = () => items().findIndex((item) => item.attributes('aria-current') === 'true')

beforeEach(() => {
  fake.resetFakeBridge()
  setVisibility('visible')
  vi.spyOn(Date, 'now').mockImplementation(() => now)
})
afterEach(() => {
  wrapper?.unmount()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('LyricsPanel', () => {
  it('shows the timed lines as a list named Lyrics, the line that plays marked', async () => {
    await mountWith(() => synced())
    expect(items().map((item) => item.text())).toEqual([
      'First line',
      'Second line',
      '♪(music)',
      'Fourth line',
    ])
    expect(currentIndex()).toBe(1)
    expect(items()[1]!.classes()).toContain('lyrics-lines__line--current')
    expect(wrapper.text()).toContain('Lyrics from LRCLIB')
  })

  it('plays from a line when it is clicked', async () => {
    await mountWith(() => synced())
    await items()[3]!.get('button').trigger('click')
    await flushPromises()
    expect(callsOf('playback.seek')).toEqual([{ positionMs: 40_000 }])
    expect(currentIndex()).toBe(3)
  })

  it('is one Tab stop (the line that plays); the arrows, Home and End move, Enter plays from a line', async () => {
    await mountWith(() => synced())
    const buttons = () => items().map((item) => item.get('button'))
    expect(buttons().map((button) => button.attributes('tabindex'))).toEqual(['-1', '0', '-1', '-1'])
    ;(buttons()[1]!.element as HTMLButtonElement).focus()
    const list = wrapper.get('ol[aria-label="Lyrics"]')
    await list.trigger('keydown', { key: 'ArrowDown' })
    expect(document.activeElement).toBe(buttons()[2]!.element)
    await list.trigger('keydown', { key: 'End' })
    expect(document.activeElement).toBe(buttons()[3]!.element)
    await list.trigger('keydown', { key: 'ArrowDown' })
    expect(document.activeElement).toBe(buttons()[3]!.element)
    await list.trigger('keydown', { key: 'Home' })
    expect(document.activeElement).toBe(buttons()[0]!.element)
    expect(buttons()[0]!.attributes('tabindex')).toBe('0')
    // Enter on a button is its click.
    await buttons()[0]!.trigger('click')
    await flushPromises()
    expect(callsOf('playback.seek')).toEqual([{ positionMs: 10_000 }])
  })

  it('asks core once per track while it shows, and again for the next track', async () => {
    await mountWith(() => synced())
    expect(callsOf('lyrics.current')).toHaveLength(1)
    fake.emit('playback.state', playing({ progressMs: 25_000, sampledAt: now }))
    await flushPromises()
    expect(callsOf('lyrics.current')).toHaveLength(1)
    fake.answer('lyrics.current', () => synced('spotify:track:next'))
    fake.emit('playback.state', playing({ track: track({ uri: 'spotify:track:next' }), sampledAt: now }))
    await flushPromises()
    expect(callsOf('lyrics.current')).toHaveLength(2)
  })

  it('asks nothing while the page is hidden; shown again on another track, it asks for that one', async () => {
    await mountWith(() => synced())
    setVisibility('hidden')
    await flushPromises()
    fake.answer('lyrics.current', () => synced('spotify:track:next'))
    fake.emit('playback.state', playing({ track: track({ uri: 'spotify:track:next' }) }))
    await flushPromises()
    expect(callsOf('lyrics.current')).toHaveLength(1)
    setVisibility('visible')
    await flushPromises()
    expect(callsOf('lyrics.current')).toHaveLength(2)
  })

  it('while lyrics are off asks nothing and says how to turn them on', async () => {
    await mountWith(() => synced(), { enabled: false })
    expect(callsOf('lyrics.current')).toHaveLength(0)
    expect(wrapper.text()).toContain('Lyrics are off.')
    expect(wrapper.get('a').text()).toBe('Turn lyrics on in Settings')
  })

  it.each<[string, Lyrics, string[]]>([
    [
      'no lyrics, with the search made',
      { status: 'not-found', trackUri: 'spotify:track:track1', search },
      ['No lyrics found', 'Encore asked LRCLIB for “Dusty Ghosts” by Ines Nakamura, from Silver Wave (3:27)'],
    ],
    [
      'an instrumental',
      { status: 'instrumental', trackUri: 'spotify:track:track1', match: search },
      ['Instrumental'],
    ],
    [
      'plain lyrics as text',
      { status: 'plain', trackUri: 'spotify:track:track1', text: 'One\nTwo', match: search },
      ['These lyrics have no times', 'One\nTwo'],
    ],
  ])('says so for %s', async (_what, answer, words) => {
    await mountWith(() => answer)
    for (const word of words) expect(wrapper.text().replace(/\s+/g, ' ')).toContain(word.replace(/\s+/g, ' '))
    expect(wrapper.find('ol[aria-label="Lyrics"]').exists()).toBe(false)
  })

  it('says when LRCLIB is unavailable, and tries again on request', async () => {
    await mountWith(() => ({
      status: 'unavailable',
      trackUri: 'spotify:track:track1',
      message: 'LRCLIB answered 503.',
    }))
    expect(wrapper.text()).toContain('LRCLIB answered 503.')
    fake.answer('lyrics.current', () => synced())
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(callsOf('lyrics.current')).toEqual([undefined, { retry: true }])
    expect(items()).toHaveLength(4)
  })

  it('shows nothing of an answer for another track: it looks again', async () => {
    let answers = 0
    await mountWith(() => (++answers === 1 ? synced('spotify:track:before') : synced()))
    expect(callsOf('lyrics.current')).toHaveLength(2)
    expect(items()).toHaveLength(4)
  })

  it('shows a romanized line under each line that has one, marked as Latin script', async () => {
    const romanizedLines = [
      { startMs: 10_000, text: '東京の空', romanized: 'tōkyō no sora' },
      { startMs: 20_000, text: '君に会いたい', romanized: 'kimi ni aitai' },
      { startMs: 30_000, text: '' },
    ]
    await mountWith(() => ({ ...synced(), lines: romanizedLines }))
    const second = items()[1]!
    expect(second.get('button').text()).toBe('君に会いたいkimi ni aitai')
    expect(second.get('[lang="und-Latn"]').text()).toBe('kimi ni aitai')
    expect(items()[2]!.find('[lang="und-Latn"]').exists()).toBe(false)
  })

  it("puts plain lyrics' romanized lines each under its own line", async () => {
    await mountWith(() => ({
      status: 'plain',
      trackUri: 'spotify:track:track1',
      text: '사랑해요\nyeah\n안녕',
      romanized: 'saranghaeyo\n\nannyeong',
      match: search,
    }))
    const plain = wrapper.get('[data-testid="lyrics-plain"]')
    expect(plain.findAll('[lang="und-Latn"]').map((line) => line.text())).toEqual(['saranghaeyo', 'annyeong'])
    expect(plain.text()).toContain('사랑해요')
  })
})
