import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: OnRepeatShelf } = await import('../../../../renderer/src/components/home/OnRepeatShelf.vue')
const { speak } = await import('../../../../renderer/src/i18n')
const { signedIn, snapshot } = await import('../../support/states')
const { historyStatus, trackPlays } = await import('../../support/history-states')

/**
 * Home's shelves speak the listener's language: On repeat's heading, its tiles' names and Play, and the
 * count of plays in the plural form the language chooses (one form in Japanese).
 */
describe('On repeat in German and Japanese', () => {
  let wrapper: VueWrapper | undefined
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
    fake.answer('session.get', () => signedIn())
    fake.answer('settings.get', () => snapshot())
    fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => false))
    fake.answer('history.status', () => historyStatus())
    fake.answer('history.onRepeat', () => [trackPlays('Loop', 1), trackPlays('Spin', 1234)])
  })
  afterEach(async () => {
    wrapper?.unmount()
    await speak('en')
  })

  async function mountShelf() {
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/:any(.*)*', component: { render: () => null } }],
    })
    wrapper = mount(OnRepeatShelf, { attachTo: document.body, global: { plugins: [router] } })
    fake.connect()
    await flushPromises()
    await vi.waitFor(() => expect(wrapper!.findAll('.tile')).toHaveLength(2))
    return wrapper
  }
  const notes = () => wrapper!.findAll('.tile__note').map((note) => note.text())
  const tileNames = () => wrapper!.findAll('.tile').map((tile) => tile.attributes('aria-label'))

  it('counts plays in English as before', async () => {
    await mountShelf()
    expect(notes()).toEqual(['1 play', '1,234 plays'])
  })

  it('says it in German: one and many plays, the number as German writes it', async () => {
    await speak('de')
    await mountShelf()
    expect(wrapper!.get('h2').text()).toBe('In Dauerschleife')
    expect(notes()).toEqual(['1 Wiedergabe', '1.234 Wiedergaben'])
    expect(tileNames()[0]).toMatch(/^Loop von /)
    expect(wrapper!.findAll('button.tile__play').map((play) => play.attributes('aria-label'))).toEqual([
      'Wiedergabe',
      'Wiedergabe',
    ])
  })

  it('says it in Japanese, with one form for every count', async () => {
    await speak('ja')
    await mountShelf()
    expect(wrapper!.get('h2').text()).toBe('リピート中')
    expect(notes()).toEqual(['1 回再生', '1,234 回再生'])
    expect(wrapper!.get('[data-testid="shelf-subtitle"]').text()).toBe('過去 30 日間に最もよく聴いた曲です。')
  })
})

describe('Jump back in, for an item without a name', () => {
  it('says it with the article English gives it: an album, an artist, an audiobook', async () => {
    const { i18n } = await import('../../../../renderer/src/i18n')
    const unnamed = (kind: string) => i18n.global.t(`discover.jumpBackIn.unnamed.${kind}`)
    expect(['album', 'artist', 'audiobook', 'playlist', 'show'].map(unnamed)).toEqual([
      'An album you played',
      'An artist you played',
      'An audiobook you played',
      'A playlist you played',
      'A podcast you played',
    ])
  })
})
