import type {
  HistoryStatus,
  JumpBackInItem,
  ListenedPlay,
  Listening,
  NewRelease,
  RediscoverItem,
  TrackPlays,
} from '../../../electron/contract'
import { libTrack } from './library-states'

/** What core says of the listening history: small builders for the page's tests. */

export const HOUR = 3_600_000
/** Monday 3 November 2025, noon (local time): the tests' "now" for ranges. */
export const MONDAY_NOON = new Date(2025, 10, 3, 12).getTime()

export function historyStatus(overrides: Partial<HistoryStatus> = {}): HistoryStatus {
  return {
    owner: { service: 'demo|http://127.0.0.1:1/v1', userId: 'demo-user' },
    revision: 1,
    plays: 120,
    firstPlayedAt: Date.UTC(2025, 2, 1),
    lastPlayedAt: Date.UTC(2025, 10, 3),
    serviceReadAt: Date.UTC(2025, 10, 3),
    serviceProblem: null,
    folder: '/home/me/.config/Encore/history/history-abc',
    ...overrides,
  }
}

export function jumpItem(name: string, overrides: Partial<JumpBackInItem> = {}): JumpBackInItem {
  const id = name.replace(/\W/g, '')
  return {
    kind: 'album',
    uri: `spotify:album:${id}`,
    name,
    subtitle: 'Nina Blue',
    images: [],
    lastPlayedAt: Date.now() - HOUR,
    resume: { trackUri: `spotify:track:${id}3`, positionMs: 61_500, finished: false, durationMs: 200_000 },
    ...overrides,
  }
}

export function listenedPlay(name: string, overrides: Partial<ListenedPlay> = {}): ListenedPlay {
  return {
    playedAt: Date.now() - HOUR,
    track: libTrack(name),
    context: null,
    playedMs: 120_000,
    device: 'Pocket Phone',
    source: 'player',
    ...overrides,
  }
}

export const trackPlays = (name: string, plays: number): TrackPlays => ({
  track: libTrack(name),
  plays,
  playedMs: plays * 200_000,
  lastPlayedAt: Date.now() - HOUR,
})

export const rediscoverItem = (name: string, lastPlayedAt: number | null): RediscoverItem => ({
  track: libTrack(name),
  addedAt: Date.UTC(2024, 0, 5),
  lastPlayedAt,
  plays: lastPlayedAt === null ? 0 : 4,
})

export const newRelease = (name: string, albumType = 'single'): NewRelease => ({
  album: {
    id: name.replace(/\W/g, ''),
    uri: `spotify:album:${name.replace(/\W/g, '')}`,
    name,
    artists: [{ id: 'ar1', name: 'Nina Blue', uri: 'spotify:artist:ar1' }],
    images: [],
    albumType,
    releaseDate: '2025-11-01',
    totalTracks: 1,
  },
  releasedAt: Date.now() - 2 * 24 * HOUR,
})

const time = (playedMs: number, plays: number) => ({ playedMs, plays })

/** A week of listening (Monday 3 to Sunday 9 November 2025) with 2 hr 5 min on the Tuesday. */
export function weekListening(overrides: Partial<Listening> = {}): Listening {
  const from = new Date(2025, 10, 3).getTime()
  const days = Array.from({ length: 7 }, (_, day) => {
    const start = new Date(2025, 10, 3 + day).getTime()
    const playedMs = day === 1 ? 125 * 60_000 : day === 3 ? 20 * 60_000 : 0
    return { date: `2025-11-0${3 + day}`, start, playedMs, plays: playedMs ? 10 : 0 }
  })
  const byHour = Array.from({ length: 24 }, (_, hour) =>
    time(hour === 21 ? 100 * 60_000 : 0, hour === 21 ? 15 : 0),
  )
  const byWeekday = Array.from({ length: 7 }, (_, day) => time(days[day]!.playedMs, days[day]!.plays))
  return {
    range: 'week',
    from,
    to: new Date(2025, 10, 10).getTime(),
    totals: { playedMs: 145 * 60_000, plays: 20, tracks: 14, artists: 5, days: 2 },
    days,
    topArtists: [
      {
        artist: { id: 'ar1', name: 'Nina Blue', uri: 'spotify:artist:ar1' },
        images: [{ url: 'https://img.example/ar1.jpg', width: 300, height: 300 }],
        playedMs: 90 * 60_000,
        plays: 12,
      },
    ],
    topTracks: [{ track: libTrack('Blue Hour'), playedMs: 40 * 60_000, plays: 6 }],
    topAlbums: [
      {
        album: { id: 'al1', name: 'Blue Album', uri: 'spotify:album:al1', images: [] },
        artists: [{ id: 'ar1', name: 'Nina Blue', uri: 'spotify:artist:ar1' }],
        playedMs: 70 * 60_000,
        plays: 9,
      },
    ],
    topShows: [],
    byHour,
    byWeekday,
    firstPlayedAt: Date.UTC(2025, 2, 1),
    ...overrides,
  }
}
