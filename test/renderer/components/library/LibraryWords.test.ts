import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: LibraryView } = await import('../../../../renderer/src/views/LibraryView.vue')
const { default: PlaylistHeader } =
  await import('../../../../renderer/src/components/library/PlaylistHeader.vue')
const { removedWords } = await import('../../../../renderer/src/stores/library')
const { alreadyAddedInWords } = await import('../../../../renderer/src/composables/useAddToPlaylist')
const { alreadyAddedQuestion } = await import('../../../../electron/contract/page')
const { speak } = await import('../../../../renderer/src/i18n')
const { signedIn } = await import('../../support/states')
const { libraryStatus, libTrack, playlistDetail } = await import('../../support/library-states')

/**
 * Your Library and a playlist's head in German and Japanese: the tabs, toolbar and column headers in the
 * language spoken, and counts in its plural forms and its way of writing numbers.
 */
const tracks = [libTrack('Blue Monday'), libTrack('Atmosphere')]
const wrappers: VueWrapper[] = []

async function mountWith(component: Parameters<typeof mount>[0], path: string, props = {}) {
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  fake.answer('playback.get', () => null)
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/library/:tab?', component: LibraryView },
      { path: '/:other(.*)*', component: { render: () => null } },
    ],
  })
  await router.push(path)
  const wrapper = mount(component, { props, attachTo: document.body, global: { plugins: [router] } })
  wrappers.push(wrapper)
  fake.connect()
  await flushPromises()
  return wrapper
}

const tabNames = (wrapper: VueWrapper) =>
  wrapper.findAll('[role="tab"]').map((tab) => tab.text().replace(/[\d.,\s]+$/, ''))
const headers = (wrapper: VueWrapper) =>
  wrapper.findAll('[role="columnheader"]').map((cell) => cell.text().replace(/[↑↓]/g, '').trim())

beforeEach(() => {
  fake.resetFakeBridge()
  fake.answer('library.status', () => libraryStatus())
  fake.answer('library.contains', (input) => (input as { uris: string[] }).uris.map(() => true))
  fake.answer('library.tracks', (input) => ({
    revision: 1,
    offset: (input as { offset: number }).offset,
    total: tracks.length,
    items: tracks.map((track) => ({ track, addedAt: '2025-05-01T10:00:00Z' })),
  }))
})
afterEach(async () => {
  for (const wrapper of wrappers.splice(0)) wrapper.unmount()
  await speak('en')
})

describe('Your Library in the language spoken', () => {
  it('speaks German: title, tabs, filter, sort, Reverse and the saved tracks’ columns', async () => {
    await speak('de')
    const wrapper = await mountWith(LibraryView, '/library/tracks')
    expect(wrapper.get('h1').text()).toBe('Deine Bibliothek')
    expect(wrapper.get('[role="tablist"]').attributes('aria-label')).toBe('Deine Bibliothek')
    expect(tabNames(wrapper).slice(0, 4)).toEqual(['Titel', 'Alben', 'Playlists', 'Künstler'])
    expect(wrapper.get('[data-list-filter]').attributes('placeholder')).toBe('Titel filtern')
    expect(wrapper.findAll('option').map((option) => option.text())).toEqual([
      'Zuletzt hinzugefügt',
      'Titel',
      'Künstler',
      'Album',
      'Dauer',
    ])
    expect(wrapper.text()).toContain('Umkehren')
    expect(headers(wrapper)).toEqual(['#', 'Titel', 'Album', 'Hinzugefügt am', 'Dauer'])
    expect(wrapper.get('[role="grid"]').attributes('aria-label')).toBe('Gespeicherte Titel')
  })

  it('speaks Japanese, and the playlists tab offers a new playlist in its words', async () => {
    await speak('ja')
    const wrapper = await mountWith(LibraryView, '/library/playlists')
    expect(wrapper.get('h1').text()).toBe('マイライブラリ')
    expect(tabNames(wrapper).slice(0, 4)).toEqual(['曲', 'アルバム', 'プレイリスト', 'アーティスト'])
    expect(wrapper.get('[data-list-filter]').attributes('placeholder')).toBe('プレイリストを絞り込む')
    expect(wrapper.findAll('option').map((option) => option.text())).toEqual(['自分の並び順', 'タイトル'])
    expect(wrapper.text()).toContain('新しいプレイリスト')
  })
})

describe('counts in the language’s plural forms and figures', () => {
  const facts = (wrapper: VueWrapper) => wrapper.get('.playlist-head__facts').text()

  it('a playlist’s head: followers and tracks counted, its buttons in German and Japanese', async () => {
    await speak('de')
    const german = await mountWith(PlaylistHeader, '/playlist/pl1', {
      playlist: playlistDetail({ public: true, followers: 1, isOwn: false, followed: false }),
      total: 1234,
      pending: 0,
    })
    expect(facts(german)).toContain('Öffentlich · 1 Follower · 1.234 Titel')
    expect(german.text()).toContain('Zufallswiedergabe')
    expect(german.text()).toContain('Folgen')

    await speak('ja')
    await flushPromises()
    // The page follows the language as it changes, without opening again.
    expect(facts(german)).toContain('公開 · フォロワー 1 人 · 1,234 曲')
    expect(german.text()).toContain('シャッフル再生')
    expect(german.text()).toContain('フォロー')
  })

  it('what a removal says picks the one or the other form by count', async () => {
    await speak('de')
    expect(removedWords(['spotify:track:a'])).toBe('Der Titel wurde aus deiner Bibliothek entfernt.')
    expect(removedWords(['spotify:track:a', 'spotify:track:b'])).toBe(
      '2 Titel wurden aus deiner Bibliothek entfernt.',
    )
    expect(removedWords(['spotify:episode:a'])).toBe('Die Folge wurde aus „Deine Folgen“ entfernt.')
    expect(removedWords(['spotify:episode:a', 'spotify:episode:b'])).toBe(
      '2 Folgen wurden aus „Deine Folgen“ entfernt.',
    )
    await speak('ja')
    expect(removedWords(['spotify:track:a', 'spotify:track:b'])).toBe('2 曲をライブラリから削除しました。')
    expect(removedWords(['spotify:artist:a'], () => 'Nova')).toBe('「Nova」のフォローを解除しました。')
  })

  it('“Already added” asks in the language spoken, by how many of the tracks the playlist holds', async () => {
    const held = new Set(['spotify:track:a'])
    const ask = (uris: string[]) =>
      alreadyAddedInWords(alreadyAddedQuestion(uris, held, 'Road Songs')!, 'Road Songs')
    await speak('de')
    expect(ask(['spotify:track:a'])).toMatchObject({
      title: 'Bereits hinzugefügt',
      message: 'Dieser Titel ist bereits in „Road Songs“.',
      choices: [{ label: 'Trotzdem hinzufügen' }, { label: 'Nicht hinzufügen', primary: true }],
    })
    expect(ask(['spotify:track:a', 'spotify:track:b']).message).toBe(
      '1 dieser 2 Titel ist bereits in „Road Songs“.',
    )
    await speak('ja')
    expect(ask(['spotify:track:a', 'spotify:track:b'])).toMatchObject({
      title: '一部はすでに追加されています',
      message: 'この 2 曲のうち 1 曲はすでに「Road Songs」にあります。',
      choices: [
        { label: '追加しない' },
        { label: 'すべて追加' },
        { label: '新しい曲だけ追加', primary: true },
      ],
    })
  })
})
