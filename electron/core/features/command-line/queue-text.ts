import type { Track, YourQueueItem, YourQueueState } from '../../../contract'
import { artistsOf, trackJson } from './status-text'

/**
 * What `encore queue --list` prints: Encore's queue numbered from 1 (the numbers `queue move` and `queue remove`
 * take), then what Spotify says comes next, apart; with `--json` one array whose entries say which is which.
 */

const named = (item: { uri: string; track: Track | null }) =>
  item.track ? `${artistsOf(item.track)} – ${item.track.name}` : item.uri

/** Spotify's list without the item Encore handed it (shown in Encore's part already). */
function spotifyPart(queue: YourQueueState, upNext: readonly Track[]): readonly Track[] {
  const handed = queue.items.find((item) => item.withSpotify)?.uri ?? queue.skipping?.uri
  const at = handed ? upNext.findIndex((track) => track.uri === handed) : -1
  return at < 0 ? upNext : [...upNext.slice(0, at), ...upNext.slice(at + 1)]
}

export function queueLines(queue: YourQueueState, upNext: readonly Track[]): string[] {
  const lines = queue.items.length ? ['Queued by you:'] : ['Your queue is empty.']
  queue.items.forEach((item, index) =>
    lines.push(`${index + 1}. ${named(item)}${item.withSpotify ? ' (with Spotify: plays next)' : ''}`),
  )
  if (queue.skipping) lines.push(`Already with Spotify: Encore skips it – ${named(queue.skipping)}`)
  const spotify = spotifyPart(queue, upNext)
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
    ...spotifyPart(queue, upNext).map((track) => ({ source: 'spotify' as const, ...trackJson(track) })),
  ]
}
