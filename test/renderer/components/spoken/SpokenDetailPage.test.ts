import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { h } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { AudiobookDetail, Chapter, Page } from '../../../../electron/contract'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: SpokenDetailPage } =
  await import('../../../../renderer/src/components/spoken/SpokenDetailPage.vue')
const { signedIn } = await import('../../support/states')
const { libraryStatus } = await import('../../support/library-states')
const { episodePlaying } = await import('../../support/playback-states')
const { callsOf } = await import('../../support/mount-player')

/** The page of a podcast or a book, as both pages share it: head, notes, and its items a page at a time. */

const chapter = (n: number): Chapter => ({
  id: `c${n}`,
  uri: `spotify:episode:c${n}`,
  name: `Chapter ${n}`,
  chapterNumber: n,
  durationMs: 600_000,
  images: [],
  isPlayable: true,
  resumePoint: n === 1 ? { fullyPlayed: false, positionMs: 120_000 } : null,
})
const book = (): AudiobookDetail => ({
  id: 'b1',
  uri: 'spotify:audiobook:b1',
  name: 'Amber Tide',
  authors: ['Ada Ink'],
  narrators: [],
  publisher: null,
  images: [],
  explicit: false,
  edition: null,
  totalChapters: 3,
  description: 'A book about the sea.',
  languages: ['en'],
  chapters: { items: [chapter(1), chapter(2)], offset: 0, total: 3, hasMore: true },
})
const rest: Page<Chapter> = { items: [chapter(3)], offset: 2, total: 3, hasMore: false }

async function mountPage() {
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/audiobook/:id', component: { render: () => null } }],
  })
  await router.push('/audiobook/b1')
  const wrapper = mount(SpokenDetailPage, {
    props: {
      reads: {
        detail: () => Promise.resolve(book()),
        detailFailed: 'The book could not be opened.',
        firstPage: (detail: AudiobookDetail) => detail.chapters,
        page: () => Promise.resolve(rest),
        pageFailed: 'More chapters could not be read.',
      },
      eyebrow: 'Audiobook',
      testid: 'book-head',
      libraryWords: ['Save', 'Remove'] as const,
      section: { title: 'Chapters', headingId: 'book-chapters', moreLabel: 'Show more chapters' },
    },
    slots: {
      lines: ({ item }: { item: { name: string } }) => h('p', { class: 'lines' }, `About ${item.name}`),
      default: ({ items }: { items: { name: string }[] }) =>
        h(
          'ol',
          items.map((item) => h('li', item.name)),
        ),
    },
    attachTo: document.body,
    global: { plugins: [router] },
  })
  fake.connect()
  await flushPromises()
  return wrapper
}
const button = (wrapper: VueWrapper, words: string) =>
  wrapper
    .findAll('button')
    .find((found) => found.text() === words || found.attributes('aria-label') === words)

describe('a podcast or a book page', () => {
  let wrapper: VueWrapper | undefined
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('playback.get', () => episodePlaying())
    fake.answer('library.status', () => libraryStatus())
    fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => false))
    fake.answer('library.setSaved', (input) => (input as { uris: string[] }).uris.map(() => true))
    fake.answer('playback.play', () => episodePlaying())
  })
  afterEach(() => wrapper?.unmount())

  it('heads it with its kind, name and lines, shows its notes, and gives the page its items', async () => {
    wrapper = await mountPage()
    expect(wrapper.get('[data-testid="book-head"] .eyebrow').text()).toBe('Audiobook')
    expect(wrapper.get('h1').text()).toBe('Amber Tide')
    expect(wrapper.get('.lines').text()).toBe('About Amber Tide')
    expect(wrapper.get('[data-testid="notes"]').text()).toContain('A book about the sea.')
    expect(wrapper.get('#book-chapters').text()).toBe('Chapters')
    expect(wrapper.findAll('li').map((item) => item.text())).toEqual(['Chapter 1', 'Chapter 2'])
  })

  it('plays its first item where it was left, within it, and saves it with the words given', async () => {
    wrapper = await mountPage()
    await button(wrapper, 'Play')!.trigger('click')
    await flushPromises()
    expect(callsOf('playback.play').at(-1)).toEqual({
      contextUri: 'spotify:audiobook:b1',
      offset: { uri: 'spotify:episode:c1' },
      positionMs: 120_000,
    })
    await button(wrapper, 'Save')!.trigger('click')
    await flushPromises()
    expect(callsOf('library.setSaved')).toEqual([
      { uris: ['spotify:audiobook:b1'], saved: true, names: ['Amber Tide'] },
    ])
    expect(button(wrapper, 'Remove')?.attributes('aria-pressed')).toBe('true')
  })

  it('reads the next page with its own label, and offers no more once all are there', async () => {
    wrapper = await mountPage()
    await button(wrapper, 'Show more chapters')!.trigger('click')
    await flushPromises()
    expect(wrapper.findAll('li').map((item) => item.text())).toEqual(['Chapter 1', 'Chapter 2', 'Chapter 3'])
    expect(button(wrapper, 'Show more chapters')).toBeUndefined()
  })
})
