import { describe, expect, it } from 'vitest'
import { spokenPlayable } from '../../../../electron/core/service/media/spoken-from-wire'

/** An episode or chapter on the player, as the track the player shows and what kind it is. */

const cover = [{ url: 'https://img.example/show.jpg', width: 300, height: 300 }]
const episode = {
  id: 'e1',
  uri: 'spotify:episode:e1',
  name: 'Ask Us Anything',
  duration_ms: 2_900_000,
  explicit: true,
  images: [],
  show: {
    id: 's1',
    uri: 'spotify:show:s1',
    name: 'Night Shift Radio',
    publisher: 'Berg Radio',
    images: cover,
  },
}

describe('spoken word on the player', () => {
  it('an episode: its show as the one artist and the album, its cover the show’s when it has none', () => {
    expect(spokenPlayable(episode)).toEqual({
      itemType: 'episode',
      show: {
        kind: 'show',
        id: 's1',
        uri: 'spotify:show:s1',
        name: 'Night Shift Radio',
        publisher: 'Berg Radio',
      },
      track: {
        id: 'e1',
        uri: 'spotify:episode:e1',
        name: 'Ask Us Anything',
        artists: [{ id: 's1', name: 'Night Shift Radio', uri: 'spotify:show:s1' }],
        album: { id: 's1', name: 'Night Shift Radio', uri: 'spotify:show:s1', images: cover },
        durationMs: 2_900_000,
        explicit: true,
        isLocal: false,
        isPlayable: null,
        unplayableReason: null,
        linkedFromUri: null,
      },
    })
  })

  it.each([
    ['its show is a book', { show: { ...episode.show, uri: 'spotify:audiobook:b1' } }],
    ['the book is beside it', { audiobook: { authors: [{ name: 'Pablo Lind' }, { name: 'Ines Ek' }] } }],
  ])(
    'a chapter when %s: the book, with its authors (or its publisher) as the line under it',
    (_name, change) => {
      const played = spokenPlayable({ ...episode, ...change })
      expect(played.itemType).toBe('chapter')
      expect(played.show?.kind).toBe('audiobook')
      expect(played.show?.publisher).toBe('audiobook' in change ? 'Pablo Lind, Ines Ek' : 'Berg Radio')
    },
  )

  it('an episode whose show the service left out: no artist, no album, still an episode', () => {
    const played = spokenPlayable({ ...episode, show: null })
    expect(played).toMatchObject({ itemType: 'episode', show: null, track: { artists: [], album: null } })
  })
})
