import { describe, expect, it } from 'vitest'
import { itemsOfTrack, trackOfPlay } from '../../../../electron/core/features/history/play-items'
import { anEpisodeState } from '../../../support/playback-states'
import { anEpisodePlay, NIGHT_SHIFT } from '../../../support/history-plays'

/** An episode the player showed becomes an episode item that names its show, and comes back as it showed. */

describe('episodes in the history', () => {
  it('an episode from its show: the episode names the show, kept once as a context with its cover', () => {
    const state = anEpisodeState()
    const items = itemsOfTrack(state.track!, state.context)
    expect(items).toEqual({
      item: {
        kind: 'episode',
        uri: 'spotify:episode:ep0001',
        id: 'ep0001',
        name: 'Ask Us Anything: Our Worst Gigs',
        durationMs: 2_915_000,
        show: 'spotify:show:show0001',
      },
      album: null,
      // The context is the show itself: kept once, as the show.
      context: null,
      show: {
        kind: 'context',
        uri: 'spotify:show:show0001',
        type: 'show',
        name: 'Night Shift Radio',
        images: [{ url: 'https://img.example/show-300.jpg', width: 300, height: 300 }],
      },
    })
  })

  it('an episode from a playlist keeps the playlist as its context', () => {
    const state = anEpisodeState({ context: { type: 'playlist', uri: 'spotify:playlist:mix', name: 'Mix' } })
    expect(itemsOfTrack(state.track!, state.context).context).toMatchObject({ uri: 'spotify:playlist:mix' })
  })

  it('a kept episode shows as the player showed it: its show as the artist and the album', () => {
    expect(trackOfPlay(anEpisodePlay('e1', 0))).toMatchObject({
      uri: 'spotify:episode:e1',
      artists: [{ id: 'nightshift', name: 'Night Shift Radio', uri: NIGHT_SHIFT.uri }],
      album: {
        id: 'nightshift',
        name: 'Night Shift Radio',
        uri: NIGHT_SHIFT.uri,
        images: NIGHT_SHIFT.images,
      },
    })
    expect(trackOfPlay(anEpisodePlay('e1', 0, { show: null }))).toMatchObject({ artists: [], album: null })
  })
})
