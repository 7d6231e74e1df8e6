import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import type { Lyrics } from '../../../../electron/contract'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: MiniLyrics } = await import('../../../../renderer/src/components/lyrics/MiniLyrics.vue')
const { mountPlayer, callsOf } = await import('../../support/mount-player')
const { playing } = await import('../../support/playback-states')
const { instrumental, lyricsSearch: search, lyricsSettings } = await import('../../support/lyrics-states')

/** The large mini player's two lines: the one sung now and the next. */

let wrapper: VueWrapper

async function mountWith(answer: Lyrics, enabled = true) {
  fake.answer('settings.get', () => lyricsSettings(enabled))
  fake.answer('lyrics.current', () => answer)
  ;({ wrapper } = await mountPlayer(MiniLyrics, playing({ progressMs: 31_000, sampledAt: Date.now() })))
  await flushPromises()
}

beforeEach(() => fake.resetFakeBridge())
afterEach(() => wrapper?.unmount())

describe('MiniLyrics', () => {
  it('shows the line sung now and the next one (a pause as a note)', async () => {
    await mountWith({
      status: 'synced',
      trackUri: 'spotify:track:track1',
      match: search,
      lines: [
        { startMs: 10_000, text: 'Before' },
        { startMs: 30_000, text: 'Sung now' },
        { startMs: 3_600_000, text: '' },
      ],
    })
    expect(wrapper.get('.mini-lyrics__now').text()).toBe('Sung now: Sung now')
    expect(wrapper.get('.mini-lyrics__next').text()).toBe('Next: ♪')
  })

  it('puts the sung line’s romanized line under it, and none under a line that has none', async () => {
    await mountWith({
      status: 'synced',
      trackUri: 'spotify:track:track1',
      match: search,
      lines: [
        { startMs: 10_000, text: '夢を見ていた', romanized: 'yume o mite ita' },
        { startMs: 30_000, text: '東京の空は青い', romanized: 'tōkyō no sora wa aoi' },
        { startMs: 60_000, text: 'Oh baby' },
      ],
    })
    const romanized = wrapper.get('.mini-lyrics__romanized')
    expect(romanized.text()).toBe('tōkyō no sora wa aoi')
    expect(romanized.attributes('lang')).toBe('und-Latn')
    expect(wrapper.get('.mini-lyrics__next').text()).toBe('Next: Oh baby')
    wrapper.unmount()
    await mountWith({
      status: 'synced',
      trackUri: 'spotify:track:track1',
      match: search,
      lines: [{ startMs: 30_000, text: 'Sung now' }],
    })
    expect(wrapper.find('.mini-lyrics__romanized').exists()).toBe(false)
  })

  it.each<[Lyrics, string]>([
    [instrumental(), 'Instrumental'],
    [{ status: 'not-found', trackUri: 'spotify:track:track1', search }, 'No lyrics found'],
  ])('says %j in a few words', async (answer, words) => {
    await mountWith(answer)
    expect(wrapper.text()).toBe(words)
  })

  it('shows nothing and asks nothing while lyrics are off', async () => {
    await mountWith({ status: 'off' }, false)
    expect(wrapper.find('[data-testid="mini-lyrics"]').exists()).toBe(false)
    expect(callsOf('lyrics.current')).toHaveLength(0)
  })
})
