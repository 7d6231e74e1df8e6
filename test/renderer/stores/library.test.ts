import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { computed } from 'vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { useLibraryStore, removedWords } = await import('../../../renderer/src/stores/library')
const { useNoticesStore } = await import('../../../renderer/src/stores/notices')
const { useSessionStore } = await import('../../../renderer/src/stores/session')
const { signedIn, signedOut } = await import('../support/states')
const { libraryStatus } = await import('../support/library-states')
const { playing } = await import('../support/playback-states')
const { usePlaybackStore } = await import('../../../renderer/src/stores/playback')

describe('useLibraryStore', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
    fake.answer('session.get', () => signedIn())
    fake.answer('library.status', () => libraryStatus())
  })

  it('mirrors core’s status, and follows its pushes', async () => {
    const store = useLibraryStore()
    fake.connect()
    await flushPromises()
    expect(store.counts).toEqual({
      tracks: 3,
      albums: 2,
      playlists: 4,
      artists: 1,
      shows: 2,
      episodes: 1,
      audiobooks: 0,
    })
    fake.emit(
      'library.changed',
      libraryStatus({
        revision: 7,
        counts: { tracks: 9, albums: 0, playlists: 0, artists: 0, shows: 0, episodes: 0, audiobooks: 0 },
      }),
    )
    expect(store.revision).toBe(7)
    expect(store.counts?.tracks).toBe(9)
  })

  it('saving shows at once; what core answers stands; a broken connection puts it back and says so', async () => {
    const store = useLibraryStore()
    let release: (answer: boolean[]) => void = () => {}
    fake.answer('library.setSaved', () => new Promise<boolean[]>((resolve) => (release = resolve)))
    const saving = store.setSaved(['spotify:track:a'], true)
    expect(store.isSaved('spotify:track:a')).toBe(true)
    release([false])
    await saving
    expect(store.isSaved('spotify:track:a')).toBe(false)

    fake.fail('library.setSaved', { code: 'TRANSPORT_CLOSED', message: 'Encore is not reachable.' })
    await store.setSaved(['spotify:album:b'], true)
    expect(store.isSaved('spotify:album:b')).toBe(false)
    expect(useNoticesStore().shown.at(-1)).toMatchObject({
      level: 'error',
      message: 'Encore is not reachable.',
    })
  })

  it('a removal says so with Undo, which saves the items again; the Undo offers none itself', async () => {
    const store = useLibraryStore()
    fake.answer('library.setSaved', (input) => {
      const { uris, saved } = input as { uris: string[]; saved: boolean }
      return uris.map(() => saved)
    })
    await store.setSaved(['spotify:track:a'], false)
    const notices = useNoticesStore()
    const removed = notices.shown.at(-1)!
    expect(removed).toMatchObject({ level: 'success', message: 'Removed the track from Your Library.' })
    notices.act(removed.id, removed.actions[0]!)
    await flushPromises()
    expect(fake.calls.filter(([name]) => name === 'library.setSaved').map(([, input]) => input)).toEqual([
      { uris: ['spotify:track:a'], saved: false },
      { uris: ['spotify:track:a'], saved: true },
    ])
    expect(store.isSaved('spotify:track:a')).toBe(true)
    expect(notices.shown).toEqual([])
  })

  it('five quick removals show one notice that counts them once (in its words), whose Undo saves all five again', async () => {
    const store = useLibraryStore()
    fake.answer('library.setSaved', (input) => {
      const { uris, saved } = input as { uris: string[]; saved: boolean }
      return uris.map(() => saved)
    })
    const uris = ['a', 'b', 'c', 'd', 'e'].map((id) => `spotify:track:${id}`)
    for (const uri of uris) await store.setSaved([uri], false)
    const notices = useNoticesStore()
    expect(notices.shown).toHaveLength(1)
    const removed = notices.shown[0]!
    expect(removed).toMatchObject({ message: 'Removed 5 tracks from Your Library.', count: 1 })
    expect(removed.actions.map((action) => action.label)).toEqual(['Undo'])
    notices.act(removed.id, removed.actions[0]!)
    await flushPromises()
    const calls = fake.calls.filter(([name]) => name === 'library.setSaved').map(([, input]) => input)
    expect(calls.at(-1)).toEqual({ uris, saved: true })
    expect(uris.every((uri) => store.isSaved(uri) === true)).toBe(true)
    expect(notices.shown).toEqual([])
  })

  it('a removal names what it removed, and tells core the name; quick ones after it are counted', async () => {
    const store = useLibraryStore()
    fake.answer('library.setSaved', (input) => {
      const { uris, saved } = input as { uris: string[]; saved: boolean }
      return uris.map(() => saved)
    })
    await store.setSaved(['spotify:track:a'], false, { names: ['Early Anchors'] })
    const notices = useNoticesStore()
    expect(notices.shown.map((notice) => notice.message)).toEqual([
      'Removed “Early Anchors” from Your Library.',
    ])
    const calls = fake.calls.filter(([name]) => name === 'library.setSaved').map(([, input]) => input)
    expect(calls.at(-1)).toEqual({ uris: ['spotify:track:a'], saved: false, names: ['Early Anchors'] })
    await store.setSaved(['spotify:track:b'], false, { names: ['Heat Wave'] })
    expect(notices.shown.map((notice) => notice.message)).toEqual(['Removed 2 tracks from Your Library.'])
  })

  it.each([
    [['spotify:track:a'], 'Removed the track from Your Library.'],
    [['spotify:track:a', 'spotify:track:b', 'spotify:track:c'], 'Removed 3 tracks from Your Library.'],
    [['spotify:album:a'], 'Removed the album from Your Library.'],
    [['spotify:track:a', 'spotify:album:b'], 'Removed 2 items from Your Library.'],
    [['spotify:artist:c'], 'You no longer follow the artist.'],
    [['spotify:artist:c', 'spotify:artist:d'], 'You no longer follow 2 artists.'],
    [['spotify:playlist:e'], 'Removed the playlist from Your Library.'],
  ])('a removal of %j reads "%s"', (uris, words) => {
    expect(removedWords(uris)).toBe(words)
  })

  it('forgets what it knew of saved items when the session ends (another user must not see it)', async () => {
    const store = useLibraryStore()
    const session = useSessionStore()
    fake.connect()
    await flushPromises()
    fake.answer('library.contains', () => [true])
    await store.check(['spotify:track:a'])
    expect(store.isSaved('spotify:track:a')).toBe(true)
    fake.emit('session.changed', signedOut())
    await flushPromises()
    expect(session.status).toBe('signed-out')
    expect(store.isSaved('spotify:track:a')).toBeUndefined()
  })

  it('agrees with the player about the track playing: its heart, the tray or a hotkey saved it', async () => {
    fake.answer('playback.get', () => playing({ saved: false }))
    const store = useLibraryStore()
    usePlaybackStore()
    fake.connect()
    await flushPromises()
    const uri = playing().track!.uri
    expect(store.isSaved(uri)).toBe(false)
    fake.emit('playback.state', playing({ saved: true }))
    await flushPromises()
    expect(store.isSaved(uri)).toBe(true)
  })

  it('what is saved is known by URI, and what shows it follows each answer that changes it', async () => {
    const store = useLibraryStore()
    const answers = new Map([['spotify:track:a', true]])
    fake.answer('library.contains', (input) =>
      (input as { uris: string[] }).uris.map((uri) => answers.get(uri) === true),
    )
    let reads = 0
    const shown = computed(() => {
      reads++
      return store.isSaved('spotify:track:a')
    })
    expect(shown.value).toBeUndefined()
    await store.check(['spotify:track:a', 'spotify:track:b'])
    expect(shown.value).toBe(true)
    expect(store.isSaved('spotify:track:b')).toBe(false)
    const readsBefore = reads
    // The same answers again change nothing: nothing that shows them is worked out again.
    await store.check(['spotify:track:a', 'spotify:track:b'])
    expect(shown.value).toBe(true)
    expect(reads).toBe(readsBefore)
    answers.set('spotify:track:a', false)
    await store.check(['spotify:track:a'])
    expect(shown.value).toBe(false)
  })
})

describe('removedWords: what a removal did, by kind', () => {
  it.each<[string[], string]>([
    [['spotify:track:a'], 'Removed the track from Your Library.'],
    [['spotify:track:a', 'spotify:track:b'], 'Removed 2 tracks from Your Library.'],
    [['spotify:album:a'], 'Removed the album from Your Library.'],
    [['spotify:playlist:a', 'spotify:playlist:b'], 'Removed 2 playlists from Your Library.'],
    [['spotify:episode:a', 'spotify:episode:b'], 'Removed 2 episodes from Your Episodes.'],
    [['spotify:artist:a'], 'You no longer follow the artist.'],
    [['spotify:show:a', 'spotify:show:b'], 'You no longer follow 2 podcasts.'],
    [['spotify:track:a', 'spotify:album:b'], 'Removed 2 items from Your Library.'],
    [['spotify:audiobook:a'], 'Removed from Your Library.'],
  ])('%j', (uris, words) => {
    expect(removedWords(uris)).toBe(words)
  })

  const named: Record<string, string> = {
    'spotify:track:a': 'Early Anchors',
    'spotify:artist:b': 'Nina Simone',
    'spotify:episode:c': 'Tides',
    'spotify:audiobook:d': 'The Long Way',
  }
  it.each<[string[], string]>([
    [['spotify:track:a'], 'Removed “Early Anchors” from Your Library.'],
    [['spotify:artist:b'], 'You no longer follow “Nina Simone”.'],
    [['spotify:episode:c'], 'Removed “Tides” from Your Episodes.'],
    [['spotify:audiobook:d'], 'Removed “The Long Way” from Your Library.'],
    [['spotify:track:a', 'spotify:track:x'], 'Removed 2 tracks from Your Library.'],
    [['spotify:track:x'], 'Removed the track from Your Library.'],
  ])('with names known: %j', (uris, words) => {
    expect(removedWords(uris, (uri) => named[uri])).toBe(words)
  })
})
