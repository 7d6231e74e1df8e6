import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { speak } = await import('../../../renderer/src/i18n')
const { default: StatusBar } = await import('../../../renderer/src/components/StatusBar.vue')
const { default: WaitingChanges } = await import('../../../renderer/src/components/outbox/WaitingChanges.vue')
const { outboxEntry, fakeOutbox } = await import('../support/outbox-states')
const { lostChangesWords, waitingWords } =
  await import('../../../renderer/src/components/outbox/outbox-words')
const { signInEndsWords } = await import('../../../renderer/src/components/sign-in-ends')
const { learnedWords } = await import('../../../renderer/src/components/request-words')

/**
 * The frame and Settings in German and Japanese: plurals by each language's rules (German one/other, Japanese
 * one form), dates and numbers written as the language writes them, through the components and their words.
 */
const DAY = 86_400_000

/** The status bar's count of `count` changes waiting, as the person reads it. */
async function waitingCount(count: number): Promise<string> {
  setActivePinia(createPinia())
  const entries = Array.from({ length: count }, (_, index) => outboxEntry({ id: `c${index}` }))
  fake.answer('outbox.list', () => fakeOutbox(entries).state())
  const wrapper = mount(WaitingChanges)
  fake.connect()
  await flushPromises()
  const text = wrapper.get('[data-testid="outbox-count"]').text()
  wrapper.unmount()
  return text
}

beforeEach(() => {
  fake.resetFakeBridge()
  setActivePinia(createPinia())
})
afterEach(async () => {
  await speak('en')
})

describe('in German', () => {
  beforeEach(async () => {
    await speak('de')
  })

  it('counts the changes waiting in the status bar, one and many, with German figures', async () => {
    expect(await waitingCount(1)).toBe('1 Änderung wartet')
    expect(await waitingCount(3)).toBe('3 Änderungen warten')
    expect(waitingWords(1234)).toBe('1.234 Änderungen warten')
  })

  it('says the mode and service of the status bar in German', async () => {
    fake.answer('app.info', () => ({ name: 'Encore', version: '0.4.2', mode: 'browser', service: 'demo' }))
    const wrapper = mount(StatusBar)
    expect(wrapper.text()).toContain('Verbindung wird hergestellt …')
    fake.connect()
    await vi.waitFor(() => expect(wrapper.find('[data-testid="app-mode"]').exists()).toBe(true))
    expect(wrapper.get('[data-testid="app-mode"]').text()).toBe('Browsermodus')
    expect(wrapper.get('[data-testid="app-service"]').text()).toBe('Demo-Dienst')
  })

  it('lists the changes a sign-out would lose with German plurals and list words', () => {
    const labels = ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label }))
    expect(lostChangesWords(labels.slice(0, 1))).toBe(
      '1 Änderung ist noch nicht gesendet und geht verloren, wenn du dich jetzt abmeldest: A.',
    )
    expect(lostChangesWords(labels)).toBe(
      '5 Änderungen sind noch nicht gesendet und gehen verloren, wenn du dich jetzt abmeldest: A, B, C und 2 weitere Änderungen.',
    )
  })

  it('writes the day Spotify asks again and the figures a lockout taught in German', () => {
    const ends = Date.UTC(2027, 4, 12, 12, 0)
    expect(signInEndsWords(ends, ends - DAY)).toBe('Spotify bittet dich am 12. Mai, dich erneut anzumelden.')
    const at = Date.UTC(2027, 4, 12, 12, 0)
    const words = learnedWords(
      { learned: { at, until: at + 13 * 3_600_000, limit: 1500, forgetAt: at + 30 * DAY }, setting: 25_000 },
      at + 5 * 60_000,
    )
    expect(words).toContain('vor 5 Minuten abgelehnt und gebeten, 13 Stunden zu warten.')
    expect(words).toContain('unter 1.500 Anfragen am Tag')
    expect(words).toContain('wieder bei den eingestellten 25.000 Anfragen.')
  })
})

describe('in Japanese', () => {
  beforeEach(async () => {
    await speak('ja')
  })

  it('has one form for every count of changes waiting', async () => {
    expect(await waitingCount(1)).toBe('1 件の変更が送信待ち')
    expect(await waitingCount(3)).toBe('3 件の変更が送信待ち')
    expect(waitingWords(1234)).toBe('1,234 件の変更が送信待ち')
  })

  it('writes the day Spotify asks again, the list and the lengths the Japanese way', () => {
    const ends = Date.UTC(2027, 4, 12, 12, 0)
    expect(signInEndsWords(ends, ends - DAY)).toBe('5月12日に Spotify から再ログインを求められます。')
    const labels = ['A', 'B', 'C', 'D'].map((label) => ({ label }))
    expect(lostChangesWords(labels)).toBe(
      '4 件の変更がまだ送信されておらず、今ログアウトすると失われます：A、B、C、ほか 1 件の変更。',
    )
    const at = Date.UTC(2027, 4, 12, 12, 0)
    const words = learnedWords(
      { learned: { at, until: at + 30_000, limit: 2000, forgetAt: at + 30 * DAY }, setting: 25_000 },
      at + 3 * 3_600_000,
    )
    expect(words).toContain('Spotify は3 時間前にリクエストを拒否し、30 秒待つよう求めました。')
  })
})
