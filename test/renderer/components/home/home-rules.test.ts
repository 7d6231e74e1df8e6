import { describe, expect, it } from 'vitest'
import {
  latestPlayOfEach,
  playAgainInput,
  needsLastTrack,
  resumeInput,
} from '../../../../renderer/src/components/home/home-rules'
import { jumpItem, listenedPlay } from '../../support/history-states'

describe('Jump back in goes on where you left it', () => {
  it.each([
    {
      name: 'an album left halfway through a track: that track, at that moment',
      item: jumpItem('Blue'),
      input: { contextUri: 'spotify:album:Blue', offset: { uri: 'spotify:track:Blue3' }, positionMs: 61_500 },
    },
    {
      name: 'a playlist whose track played to its end: a start past its length, so the next one plays',
      item: jumpItem('Mix', {
        kind: 'playlist',
        uri: 'spotify:playlist:Mix',
        resume: { trackUri: 'spotify:track:t9', positionMs: 0, finished: true, durationMs: 200_000 },
      }),
      input: { contextUri: 'spotify:playlist:Mix', offset: { uri: 'spotify:track:t9' }, positionMs: 200_001 },
    },
    {
      name: 'an artist starts afresh',
      item: jumpItem('Nina', { kind: 'artist', uri: 'spotify:artist:Nina', resume: null }),
      input: { contextUri: 'spotify:artist:Nina' },
    },
    {
      name: 'an album with no place kept starts from its beginning',
      item: jumpItem('Red', { resume: null }),
      input: { contextUri: 'spotify:album:Red' },
    },
  ])('$name', ({ item, input }) => {
    expect(resumeInput(item)).toEqual(input)
  })

  const ended = jumpItem('Mix', {
    kind: 'playlist',
    uri: 'spotify:playlist:Mix',
    resume: { trackUri: 'spotify:track:t9', positionMs: 0, finished: true, durationMs: 200_000 },
  })
  const pastTheEnd = {
    contextUri: 'spotify:playlist:Mix',
    offset: { uri: 'spotify:track:t9' },
    positionMs: 200_001,
  }
  it.each([
    {
      name: 'played to its end as the last track: the playlist again from its beginning',
      item: ended,
      last: { uri: 'spotify:track:t9', linkedFromUri: null },
      input: { contextUri: 'spotify:playlist:Mix' },
    },
    {
      name: 'the last track as relinked in the market: from its beginning too',
      item: ended,
      last: { uri: 'spotify:track:t9b', linkedFromUri: 'spotify:track:t9' },
      input: { contextUri: 'spotify:playlist:Mix' },
    },
    {
      name: 'played to its end with another track last: the next one',
      item: ended,
      last: { uri: 'spotify:track:t10', linkedFromUri: null },
      input: pastTheEnd,
    },
    {
      name: 'the last track unknown: the next one, as the service decides',
      item: ended,
      last: null,
      input: pastTheEnd,
    },
    {
      name: 'left halfway through the last track: that track, at that moment',
      item: jumpItem('Blue'),
      last: { uri: 'spotify:track:Blue3', linkedFromUri: null },
      input: { contextUri: 'spotify:album:Blue', offset: { uri: 'spotify:track:Blue3' }, positionMs: 61_500 },
    },
  ])('$name', ({ item, last, input }) => {
    expect(resumeInput(item, last)).toEqual(input)
  })

  it('asks for the last track only after a track of an album or playlist played to its end', () => {
    expect(needsLastTrack(ended)).toBe(true)
    expect(needsLastTrack(jumpItem('Blue'))).toBe(false)
    expect(needsLastTrack({ ...ended, kind: 'artist' })).toBe(false)
    expect(needsLastTrack({ ...ended, resume: null })).toBe(false)
  })
})

describe('Play again plays where it played from', () => {
  const context = (type: string, uri: string) => ({ type, uri, name: null })
  it.each([
    {
      name: 'an album, at this track',
      play: listenedPlay('Song', { context: context('album', 'spotify:album:al1') }),
      input: { contextUri: 'spotify:album:al1', offset: { uri: 'spotify:track:Song' } },
    },
    {
      name: 'a playlist, at the track it stood in for (relinked)',
      play: listenedPlay('Song', {
        context: context('playlist', 'spotify:playlist:p1'),
        track: { ...listenedPlay('Song').track, linkedFromUri: 'spotify:track:Original' },
      }),
      input: { contextUri: 'spotify:playlist:p1', offset: { uri: 'spotify:track:Original' } },
    },
    {
      name: 'an artist’s radio or the saved tracks: the track alone',
      play: listenedPlay('Song', { context: context('artist', 'spotify:artist:ar1') }),
      input: { uris: ['spotify:track:Song'] },
    },
    {
      name: 'no context: the track alone',
      play: listenedPlay('Song'),
      input: { uris: ['spotify:track:Song'] },
    },
  ])('$name', ({ play, input }) => {
    expect(playAgainInput(play)).toEqual(input)
  })

  it('lists each track once, at its latest play', () => {
    const plays = [
      listenedPlay('A', { playedAt: 3 }),
      listenedPlay('B', { playedAt: 2 }),
      listenedPlay('A', { playedAt: 1 }),
    ]
    expect(latestPlayOfEach(plays).map((play) => [play.track.name, play.playedAt])).toEqual([
      ['A', 3],
      ['B', 2],
    ])
  })
})
