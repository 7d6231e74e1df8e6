import { describe, expect, it } from 'vitest'
import type { Device, Track } from '../../../../electron/contract'
import type { EngineFeedLead } from '../../../../electron/core/features/playback/engine-state'
import {
  askedFor,
  COVER_BOOK_TRACKS,
  coverReadFor,
  emptyCoverBook,
  leadWithCovers,
  learnCovers,
  withCover,
} from '../../../../electron/core/features/soloist/feed-covers'
import { readingFromFeed, trackFromFeed } from '../../../../electron/core/features/soloist/feed-reading'

const cover = [{ url: 'https://i.example/album-a.jpg', width: 640, height: 640 }]
const albumA = { uri: 'spotify:album:aaaaaaaaaaaaaaaaaaaaaa', name: 'Album A' }

/** A track as Soloist's feed may give it: its album named, no cover. */
const fromFeed = (id: string, album: { uri: string; name: string } | null = albumA): Track =>
  trackFromFeed({
    uri: `spotify:track:${id}`,
    name: `Song ${id}`,
    artists: [{ uri: 'spotify:artist:bbbbbbbbbbbbbbbbbbbbbb', name: 'Band' }],
    album,
    durationMs: 200_000,
    covers: [],
  })

/** The same track as a Web API read gives it: with its album's cover. */
const fromWebApi = (id: string, album = albumA): Track => ({
  ...fromFeed(id, album),
  album: { id: album.uri.split(':')[2]!, ...album, images: cover },
})

const device: Device = {
  id: 'soloist-device',
  name: 'This computer (Encore)',
  type: 'Computer',
  isActive: true,
  isRestricted: false,
  volumePercent: 50,
}

function leadOf(track: Track | null, upNext: Track[] = []): EngineFeedLead {
  const reading = readingFromFeed(
    {
      status: 'playing',
      isPlaying: true,
      track: null,
      contextUri: albumA.uri,
      progressMs: 0,
      sampledAt: 0,
      shuffle: false,
      repeat: 'off',
      volumePercent: 50,
    },
    device,
  )
  return { leads: true, reading: { ...reading, track }, upNext }
}

const ID1 = '1111111111111111111111'
const ID2 = '2222222222222222222222'
const ID3 = '3333333333333333333333'

describe('covers while the feed leads', () => {
  it('takes the cover a Web API read gave for the same track, keeping the album Soloist named', () => {
    const book = learnCovers(emptyCoverBook, [fromWebApi(ID1)])
    const shown = withCover(fromFeed(ID1), book)
    expect(shown.album).toMatchObject({ uri: albumA.uri, name: 'Album A', images: cover })
  })

  it('takes the album’s cover known from another of its tracks', () => {
    const book = learnCovers(emptyCoverBook, [fromWebApi(ID1)])
    expect(withCover(fromFeed(ID2), book).album?.images).toEqual(cover)
    const otherAlbum = { uri: 'spotify:album:cccccccccccccccccccccc', name: 'Album C' }
    expect(withCover(fromFeed(ID3, otherAlbum), book).album?.images).toEqual([])
  })

  it('gives a track Soloist told without an album the album a read knew', () => {
    const book = learnCovers(emptyCoverBook, [fromWebApi(ID1)])
    expect(withCover(fromFeed(ID1, null), book).album).toMatchObject({ uri: albumA.uri, images: cover })
  })

  it('learns nothing from tracks without a cover, and answers the same book then', () => {
    const book = learnCovers(emptyCoverBook, [fromWebApi(ID1)])
    expect(learnCovers(book, [fromFeed(ID2), null, undefined])).toBe(book)
    expect(learnCovers(book, [fromWebApi(ID1)])).toBe(book)
  })

  it('fills what plays and what comes next in a lead, and leaves a lead that does not lead alone', () => {
    const book = learnCovers(emptyCoverBook, [fromWebApi(ID1)])
    const lead = leadWithCovers(leadOf(fromFeed(ID1), [fromFeed(ID2)]), book)
    expect(lead.leads && lead.reading.track?.album?.images).toEqual(cover)
    expect(lead.leads && lead.upNext?.[0]?.album?.images).toEqual(cover)
    const resting: EngineFeedLead = { leads: false }
    expect(leadWithCovers(resting, book)).toBe(resting)
  })

  it('reads from the catalog only what plays without a known cover, and only once', () => {
    const unknown = leadOf(fromFeed(ID1), [fromFeed(ID2)])
    expect(coverReadFor(unknown, emptyCoverBook)).toBe(ID1)
    const asked = askedFor(emptyCoverBook, `spotify:track:${ID1}`)
    expect(coverReadFor(unknown, asked)).toBeNull()
    expect(coverReadFor(leadOf(fromFeed(ID2)), asked)).toBe(ID2)
    const known = learnCovers(emptyCoverBook, [fromWebApi(ID3)])
    expect(coverReadFor(leadOf(fromFeed(ID1)), known)).toBeNull()
  })

  it('reads nothing for a local file, an episode, nothing playing, or a feed that does not lead', () => {
    const local = { ...fromFeed(ID1, null), uri: 'spotify:local:Band:Album:Song:200' }
    const episode = { ...fromFeed(ID1, null), uri: `spotify:episode:${ID1}` }
    expect(coverReadFor(leadOf(local), emptyCoverBook)).toBeNull()
    expect(coverReadFor(leadOf(episode), emptyCoverBook)).toBeNull()
    expect(coverReadFor(leadOf(null), emptyCoverBook)).toBeNull()
    expect(coverReadFor({ leads: false }, emptyCoverBook)).toBeNull()
  })

  it('keeps at most its bound of tracks, the oldest learnt going first', () => {
    const many = Array.from({ length: COVER_BOOK_TRACKS + 1 }, (_, n) => {
      const track = fromWebApi(ID1)
      return { ...track, uri: `spotify:track:${String(n).padStart(22, '0')}` }
    })
    const book = learnCovers(emptyCoverBook, many)
    expect(book.tracks.size).toBe(COVER_BOOK_TRACKS)
    expect(book.tracks.has(many[0]!.uri)).toBe(false)
    expect(book.tracks.has(many.at(-1)!.uri)).toBe(true)
  })
})
