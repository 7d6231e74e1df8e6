import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { sleepMark, type PlaybackState, type SleepTimerState } from '../../../electron/contract'
import SleepTimerMark from '../../../renderer/src/components/SleepTimerMark.vue'
import { speak } from '../../../renderer/src/i18n'
import { useSleepStore } from '../../../renderer/src/stores/sleep'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { playing, track } = await import('../support/playback-states')

const NOW = Date.UTC(2026, 11, 7, 22, 0)

describe('the sleep timer’s mark (sleepMark)', () => {
  it('says the time left, rounded up, and when it pauses', () => {
    expect(sleepMark({ mode: 'off' }, null, NOW)).toBeNull()
    const timer: SleepTimerState = { mode: 'time', endsAt: NOW + 29 * 60_000 + 1 }
    expect(sleepMark(timer, null, NOW)?.text).toBe('30 min')
    expect(sleepMark(timer, null, NOW + 29 * 60_000 - 44_999)?.text).toBe('45 s')
    expect(sleepMark(timer, null, NOW)?.label).toMatch(/^Sleep timer: pauses in 30 min, at \d\d:\d\d$/)
  })

  it('counts down the track for End of this track, and says so when another plays', () => {
    const state: PlaybackState = playing({
      progressMs: 30_000,
      sampledAt: NOW,
      track: track({ durationMs: 200_000 }),
    })
    const timer: SleepTimerState = { mode: 'track', trackUri: state.track!.uri }
    expect(sleepMark(timer, state, NOW + 10_000)?.text).toBe('3 min')
    expect(sleepMark(timer, state, NOW + 160_000)?.text).toBe('10 s')
    expect(sleepMark({ mode: 'track', trackUri: 'spotify:track:other' }, state, NOW)?.text).toBe(
      'end of track',
    )
  })
})

describe('SleepTimerMark', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] })
  })
  afterEach(() => vi.useRealTimers())

  it('shows nothing while off, then the time left as core pushes the timer, counting down', async () => {
    setActivePinia(createPinia())
    fake.answer('sleep.get', () => ({ mode: 'off' }))
    const wrapper = mount(SleepTimerMark)
    fake.connect()
    await flushPromises()
    expect(wrapper.find('[data-testid="sleep-mark"]').exists()).toBe(false)
    fake.emit('sleep.changed', { mode: 'time', endsAt: NOW + 90_000 })
    await flushPromises()
    const mark = wrapper.get('[data-testid="sleep-mark"]')
    expect(mark.text()).toBe('☾ 2 min')
    expect(mark.attributes('aria-label')).toMatch(/^Sleep timer: pauses in 2 min, at /)
    await vi.advanceTimersByTimeAsync(31_000)
    expect(wrapper.get('[data-testid="sleep-mark"]').text()).toBe('☾ 59 s')
    wrapper.unmount()
  })

  const nothingPlaying = {
    reason: 'Nothing is playing: start some music, then set the sleep timer.',
    code: 'NOTHING_PLAYING',
  } as const
  const signedOut = {
    reason: 'Sign in first: the sleep timer pauses what plays on your account.',
    code: 'NOT_SIGNED_IN',
  } as const

  /** Core refuses a timer (by default: nothing plays): what the notices show after the sleep store asked for one. */
  async function noticesAfterARefusal(refusal: typeof nothingPlaying | typeof signedOut = nothingPlaying) {
    fake.answer('sleep.get', () => ({ mode: 'off' }))
    fake.answer('sleep.set', () => ({ status: 'refused', ...refusal, timer: { mode: 'off' } }))
    const { useNoticesStore } = await import('../../../renderer/src/stores/notices')
    await useSleepStore().set({ mode: 'time', minutes: 30 })
    return useNoticesStore().shown.map((notice) => notice.message)
  }

  it('says a refusal as a notice', async () => {
    setActivePinia(createPinia())
    expect(await noticesAfterARefusal()).toEqual([
      'Nothing is playing: start some music, then set the sleep timer.',
    ])
  })

  it("says a refusal in the page's own words while another language is spoken", async () => {
    setActivePinia(createPinia())
    await speak('de')
    onTestFinished(() => speak('en'))
    expect(await noticesAfterARefusal()).toEqual([
      'Gerade läuft nichts: Starte etwas Musik und stell dann den Sleep-Timer.',
    ])
  })

  it("says each refusal by its code: signed out, in German and Japanese; English keeps core's words", async () => {
    setActivePinia(createPinia())
    expect(await noticesAfterARefusal(signedOut)).toEqual([signedOut.reason])
    setActivePinia(createPinia())
    await speak('de')
    onTestFinished(() => speak('en'))
    expect(await noticesAfterARefusal(signedOut)).toEqual([
      'Melde dich zuerst an: Der Sleep-Timer pausiert, was auf deinem Konto läuft.',
    ])
    setActivePinia(createPinia())
    await speak('ja')
    expect(await noticesAfterARefusal(signedOut)).toEqual([
      'まずログインしてください。スリープタイマーはログイン中のアカウントの再生を一時停止します。',
    ])
  })
})
