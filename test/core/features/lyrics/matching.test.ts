import { describe, expect, it } from 'vitest'
import type { LrclibRecord } from '../../../../electron/core/features/lyrics/lrclib-answers'
import {
  comparableName,
  lyricsSearchOf,
  pickCandidate,
  searchWords,
  withinDuration,
} from '../../../../electron/core/features/lyrics/matching'

/** What LRCLIB is asked for a track, and which search result is taken for it. */

const track = {
  uri: 'spotify:track:1',
  name: 'Harbor Lights',
  artists: [
    { id: 'a', name: 'Nora Lind', uri: 'spotify:artist:a' },
    { id: 'b', name: 'The Quiet Comets', uri: 'spotify:artist:b' },
  ],
  album: { id: 'al', name: 'Salt Water', uri: 'spotify:album:al', images: [] },
  durationMs: 203_600,
}

function record(overrides: Partial<LrclibRecord>): LrclibRecord {
  return {
    id: 1,
    trackName: 'Harbor Lights',
    artistName: 'Nora Lind',
    albumName: 'Salt Water',
    duration: 204,
    instrumental: false,
    plainLyrics: 'words',
    syncedLyrics: '[00:01.00]words',
    ...overrides,
  }
}

describe('what LRCLIB is asked', () => {
  it('the title, every artist, the album and the length in whole seconds', () => {
    expect(lyricsSearchOf(track)).toEqual({
      trackName: 'Harbor Lights',
      artistName: 'Nora Lind, The Quiet Comets',
      albumName: 'Salt Water',
      durationS: 204,
    })
    expect(lyricsSearchOf({ ...track, album: null }).albumName).toBe('')
  })

  it('searches by the title and the first artist', () => {
    expect(searchWords(track)).toBe('Harbor Lights Nora Lind')
    expect(searchWords({ ...track, artists: [] })).toBe('Harbor Lights')
  })
})

describe('matching rules', () => {
  it.each([
    [201.6, true],
    [205.6, true],
    [201.5, false],
    [205.7, false],
    [203.6, true],
  ])('a record of %s s is within 2 s of a 203.6 s track: %s', (seconds, within) => {
    expect(withinDuration(seconds, 203_600)).toBe(within)
  })

  it.each([
    ['Harbor Lights (Remastered 2011)', 'harbor lights'],
    ['Harbor Lights - Live at Lisbon', 'harbor lights'],
    ['HÅRBOR  Lights!', 'harbor lights'],
    ['Café [Demo]', 'cafe'],
  ])('compares %s as %s', (name, comparable) => {
    expect(comparableName(name)).toBe(comparable)
  })

  it('takes the candidate of the same title and artist closest in length, within 2 s', () => {
    const chosen = pickCandidate(
      [
        record({ id: 1, duration: 205.5 }),
        record({ id: 2, duration: 203 }),
        record({ id: 3, duration: 203.6, trackName: 'Another Song' }),
        record({ id: 4, duration: 203.6, artistName: 'Someone Else' }),
        record({ id: 5, duration: 210 }),
      ],
      track,
    )
    expect(chosen?.id).toBe(2)
  })

  it('prefers timed lines, then plain text, among candidates equally close', () => {
    const candidates = [
      record({ id: 1, syncedLyrics: null, plainLyrics: null, instrumental: true }),
      record({ id: 2, syncedLyrics: null }),
      record({ id: 3 }),
    ]
    expect(pickCandidate(candidates, track)?.id).toBe(3)
    expect(pickCandidate(candidates.slice(0, 2), track)?.id).toBe(2)
  })

  it('accepts a record naming any of the artists, alone or among others', () => {
    expect(pickCandidate([record({ artistName: 'The Quiet Comets' })], track)).not.toBeNull()
    expect(pickCandidate([record({ artistName: 'Nora Lind & The Quiet Comets' })], track)).not.toBeNull()
    expect(pickCandidate([record({ artistName: 'Nora Lindqvist' })], track)).toBeNull()
  })

  it('takes none when nothing fits (another length, another song, no candidates)', () => {
    expect(pickCandidate([record({ duration: 201.5 }), record({ duration: 206 })], track)).toBeNull()
    expect(pickCandidate([record({ trackName: 'Harbor' })], track)).toBeNull()
    expect(pickCandidate([], track)).toBeNull()
  })
})
