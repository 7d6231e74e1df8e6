import { spotifyAfterYours, type Track, type YourQueueItem, type YourQueueState } from '../../../contract'
import { artistsOf, trackJson } from './status-text'

/**
 * What `encore queue --list` prints: Encore's queue numbered from 1 (the numbers `queue move` and `queue remove`
 * take), then what Spotify says comes next, apart; with `--json` one array whose entries say which is which.
 */

const named = (item: { uri: string; track: Track | null }) =>
  item.track ? `${artistsOf(item.track)} – ${item.track.name}` : item.uri

export function queueLines(queue: YourQueueState, upNext: readonly Track[]): string[] {
  const lines = queue.items.length ? ['Queued by you:'] : ['Your queue is empty.']
  queue.items.forEach((item, index) =>
    lines.push(`${index + 1}. ${named(item)}${item.withSpotify ? ' (with Spotify: plays next)' : ''}`),
  )
  if (queue.skipping) lines.push(`Already with Spotify: Encore skips it – ${named(queue.skipping)}`)
  const spotify = spotifyAfterYours(queue, upNext)
  if (spotify.length)
    lines.push('Then from Spotify:', ...spotify.map((track) => `- ${named({ uri: track.uri, track })}`))
  return lines
}

const itemJson = (item: YourQueueItem, index: number) => ({
  source: 'encore' as const,
  position: index + 1,
  withSpotify: item.withSpotify,
  ...(item.track ? trackJson(item.track) : { uri: item.uri }),
})

export function queueJson(queue: YourQueueState, upNext: readonly Track[]) {
  return [
    ...queue.items.map(itemJson),
    ...(queue.skipping
      ? [
          {
            source: 'encore-skips' as const,
            ...(queue.skipping.track ? trackJson(queue.skipping.track) : { uri: queue.skipping.uri }),
          },
        ]
      : []),
    ...spotifyAfterYours(queue, upNext).map((track) => ({ source: 'spotify' as const, ...trackJson(track) })),
  ]
}
