import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: PlayerBar } = await import('../../../renderer/src/components/PlayerBar.vue')
const { mountPlayer } = await import('../support/mount-player')
const { playing } = await import('../support/playback-states')
const { speak } = await import('../../../renderer/src/i18n')

/**
 * The player speaks the listener's language: its controls' accessible names, its words and the sentences it
 * builds, in German and Japanese (the other tests hold it to its English names).
 */
describe('the player in German and Japanese', () => {
  let wrapper: VueWrapper
  beforeEach(() => fake.resetFakeBridge())
  afterEach(async () => {
    wrapper?.unmount()
    await speak('en')
  })

  const names = () => wrapper.findAll('button').map((button) => button.attributes('aria-label'))
  const sliders = () => wrapper.findAll('[role="slider"]').map((slider) => slider.attributes('aria-label'))

  it('names every control of the bar in German, with Spotify’s German words', async () => {
    await speak('de')
    ;({ wrapper } = await mountPlayer(PlayerBar, playing({ repeat: 'context' })))
    expect(wrapper.get('section').attributes('aria-label')).toBe('Player')
    expect(names()).toEqual([
      'In deiner Bibliothek speichern',
      'Zufallswiedergabe',
      'Zurück',
      'Pause',
      'Weiter',
      'Wiederholen: alle',
      'Warteschlange',
      'Geräte',
      'Stummschalten',
    ])
    expect(sliders()).toEqual(['Wiedergabeposition', 'Lautstärke'])
    expect(wrapper.get('[data-testid="player-device"]').text()).toBe('Läuft auf Encore Desktop')
  })

  it('names every control of the bar in Japanese', async () => {
    await speak('ja')
    ;({ wrapper } = await mountPlayer(PlayerBar, playing({ isPlaying: false, repeat: 'track' })))
    expect(wrapper.get('section').attributes('aria-label')).toBe('プレーヤー')
    expect(names()).toEqual([
      'ライブラリに保存',
      'シャッフル',
      '前へ',
      '再生',
      '次へ',
      'リピート：1曲',
      'キュー',
      'デバイス',
      'ミュート',
    ])
    expect(sliders()).toEqual(['再生位置', '音量'])
    expect(wrapper.get('[data-testid="player-device"]').attributes('title')).toBe('Encore Desktopで待機中')
  })

  it('says a state in its own words, not core’s English, and changes language while shown', async () => {
    ;({ wrapper } = await mountPlayer(PlayerBar, playing({ status: 'offline', message: 'Core’s English.' })))
    const chip = () => wrapper.get('[data-testid="player-status"]')
    expect(chip().attributes('title')).toBe('Core’s English.')
    await speak('de')
    await wrapper.vm.$nextTick()
    expect(chip().text()).toBe('Offline')
    expect(chip().attributes('title')).toBe(
      'Encore erreicht den Dienst nicht. Was du siehst, ist vielleicht nicht mehr aktuell.',
    )
    await speak('ja')
    await wrapper.vm.$nextTick()
    expect(chip().text()).toBe('オフライン')
    expect(names()).toContain('一時停止')
  })
})
