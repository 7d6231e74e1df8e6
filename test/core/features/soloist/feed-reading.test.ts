import { describe, expect, it } from 'vitest'
import { mediaSchemas, type Device } from '../../../../electron/contract'
import type { FeedPlayer } from '../../../../electron/core/features/soloist/feed'
import { readingFromFeed } from '../../../../electron/core/features/soloist/feed-reading'

const device: Device = {
  id: '0d1841b0976bae2a3a310dd74c0f3df354899bc8',
  name: 'This computer (Encore)',
  type: 'Computer',
  isActive: false,
  isRestricted: false,
  volumePercent: 100,
}
const player: FeedPlayer = {
  status: 'playing',
  isPlaying: true,
  track: {
    uri: 'spotify:track:2JRoUnfMaEYHIrWMpTbE3v',
    name: 'Night Drive',
    artists: [{ uri: 'spotify:artist:0OdUWJ0sBjDrqHygGUXeCF', name: 'The Harbour' }],
    album: { uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy', name: 'Coastlines' },
    durationMs: 215_000,
    covers: [],
  },
  contextUri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy',
  progressMs: 42_000,
  sampledAt: 1_700_000_000_000,
  shuffle: true,
  repeat: 'context',
  volumePercent: 65,
}

describe('the feed as a read of the player', () => {
  it('gives the engine a track of the contract, the context and this device, active, at the feed volume', () => {
    const reading = readingFromFeed(player, device)
    expect(mediaSchemas().TrackSchema.safeParse(reading.track).success).toBe(true)
    expect(reading).toMatchObject({
      track: {
        id: '2JRoUnfMaEYHIrWMpTbE3v',
        artists: [{ id: '0OdUWJ0sBjDrqHygGUXeCF', name: 'The Harbour' }],
        album: { id: '4aawyAB9vmqN3uQ7FjRGTy', name: 'Coastlines', images: [] },
        durationMs: 215_000,
      },
      context: { type: 'album', uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy' },
      device: { id: device.id, isActive: true, volumePercent: 65 },
      progressMs: 42_000,
      sampledAt: 1_700_000_000_000,
      isPlaying: true,
      shuffle: true,
      repeat: 'context',
    })
  })

  it('keeps what Soloist does not say at a read’s defaults, and the saved tracks as the collection', () => {
    const quiet = readingFromFeed(
      {
        ...player,
        shuffle: null,
        repeat: null,
        volumePercent: null,
        contextUri: 'spotify:user:me:collection',
      },
      device,
    )
    expect(quiet).toMatchObject({ shuffle: false, repeat: 'off', device: { volumePercent: 100 } })
    expect(quiet.context).toEqual({ type: 'collection', uri: 'spotify:user:me:collection' })
    expect(readingFromFeed({ ...player, track: null, isPlaying: false }, device).track).toBeNull()
  })

  it("gives the item's own covers as the album's images, widest first, one picture listed once", () => {
    const covers = [
      { url: 'https://i.scdn.co/image/small', size: 'small' },
      { url: 'https://i.scdn.co/image/big', size: 'large' },
      { url: 'https://i.scdn.co/image/big', size: 'xlarge' },
      { url: 'https://i.scdn.co/image/mid', size: 'default' },
    ]
    const reading = readingFromFeed({ ...player, track: { ...player.track!, covers } }, device)
    expect(reading.track?.album?.images).toEqual([
      { url: 'https://i.scdn.co/image/big', width: 640, height: 640 },
      { url: 'https://i.scdn.co/image/mid', width: 300, height: 300 },
      { url: 'https://i.scdn.co/image/small', width: 64, height: 64 },
    ])
    expect(mediaSchemas().TrackSchema.safeParse(reading.track).success).toBe(true)
  })

  it("reads an episode with its show (its parent) and the show's cover", () => {
    const episode = {
      uri: 'spotify:episode:5eeeeeeeeeeeeeeeeeeeee',
      name: 'Episode one',
      artists: [{ uri: 'spotify:show:6sssssssssssssssssssss', name: 'The Publisher' }],
      album: { uri: 'spotify:show:6sssssssssssssssssssss', name: 'The Show' },
      durationMs: 1_800_000,
      covers: [{ url: 'https://i.scdn.co/image/show', size: 'default' }],
    }
    const reading = readingFromFeed({ ...player, track: episode }, device)
    expect(reading.itemType).toBe('episode')
    expect(reading.show).toEqual({
      kind: 'show',
      id: '6sssssssssssssssssssss',
      uri: 'spotify:show:6sssssssssssssssssssss',
      name: 'The Show',
      publisher: 'The Publisher',
    })
    expect(reading.track?.album?.images).toEqual([
      { url: 'https://i.scdn.co/image/show', width: 300, height: 300 },
    ])
    const unnamed = readingFromFeed({ ...player, track: { ...episode, artists: [] } }, device)
    expect(unnamed.track?.artists).toEqual([
      { id: '6sssssssssssssssssssss', name: 'The Show', uri: episode.album.uri },
    ])
  })
})
