import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: PlayerBar } = await import('../../../renderer/src/components/PlayerBar.vue')
const { default: SleepTimerMark } = await import('../../../renderer/src/components/SleepTimerMark.vue')
const { default: MiniPlayerView } = await import('../../../renderer/src/views/MiniPlayerView.vue')
const { mountPlayer } = await import('../support/mount-player')
const { idle, playing, track } = await import('../support/playback-states')
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
      'リピート：1 曲',
      'キュー',
      'デバイス',
      'ミュート',
    ])
    expect(sliders()).toEqual(['再生位置', '音量'])
    expect(wrapper.get('[data-testid="player-device"]').attributes('title')).toBe('Encore Desktop で待機中')
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

  it('says the sleep timer in Japanese and German, counting down in the language’s units', async () => {
    const now = Date.now()
    fake.answer('sleep.get', () => ({ mode: 'time', endsAt: now + 29 * 60_000 + 30_000 }))
    await speak('ja')
    ;({ wrapper } = await mountPlayer(SleepTimerMark, playing()))
    await vi.waitFor(() => expect(wrapper.find('[data-testid="sleep-mark"]').exists()).toBe(true))
    const mark = () => wrapper.get('[data-testid="sleep-mark"]')
    expect(mark().text()).toBe('☾ 30 分')
    expect(mark().attributes('aria-label')).toMatch(
      /^スリープタイマー：30 分後（\d\d:\d\d）に一時停止します$/,
    )
    fake.emit('sleep.changed', { mode: 'track', trackUri: 'spotify:track:other' })
    await speak('de')
    await wrapper.vm.$nextTick()
    expect(mark().text()).toBe('☾ Titelende')
    expect(mark().attributes('aria-label')).toBe('Sleep-Timer: pausiert am Ende dieses Titels')
    fake.emit(
      'playback.state',
      playing({
        track: track({ uri: 'spotify:track:other', durationMs: 200_000 }),
        progressMs: 190_000,
        isPlaying: false,
      }),
    )
    await wrapper.vm.$nextTick()
    expect(mark().text()).toBe('☾ 10 Sek.')
  })

  it('the mini player says in Japanese why nothing plays, not core’s English', async () => {
    ;({ wrapper } = await mountPlayer(
      MiniPlayerView,
      idle({ status: 'no-device', message: 'Core’s English.' }),
    ))
    // The mini player reads the settings, which speak the system's language: Japanese is chosen after.
    await flushPromises()
    await speak('ja')
    await flushPromises()
    expect(wrapper.get('h1').text()).toBe('Encore ミニプレーヤー')
    expect(wrapper.get('[data-testid="mini-player"]').attributes('aria-label')).toBe('プレーヤー')
    expect(wrapper.get('[data-testid="player-title"]').text()).toBe('再生していません')
    expect(wrapper.get('[data-testid="player-artists"]').text()).toBe('使えるデバイスがありません')
    await speak('en')
    await wrapper.vm.$nextTick()
    expect(wrapper.get('[data-testid="player-artists"]').text()).toBe('Core’s English.')
  })
})
