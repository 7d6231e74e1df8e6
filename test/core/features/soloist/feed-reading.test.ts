import { describe, expect, it } from 'vitest'
import { TrackSchema, type Device } from '../../../../electron/contract'
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
    expect(TrackSchema.safeParse(reading.track).success).toBe(true)
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
})
