import {
  DAY_MS,
  ON_REPEAT_DAYS,
  REDISCOVER_AFTER_DAYS,
  type Image,
  type JumpBackInItem,
  type ListenedPlay,
  type RecentPlays,
  type RediscoverItem,
  type Track,
  type TrackPlays,
} from '../../../contract'
import { contextKind, FROM_PLAYER, FROM_SERVICE, listenedMs, type Play } from './play'
import { trackOfPlay } from './play-items'

/**
 * Home's shelves as plain functions over the history's plays (oldest first, as the store answers them),
 * tested as tables. They send nothing: everything here was seen or read before.
 */

/** A context's name and images, as far as Encore knows them (its items, the library). */
export type ContextInfo = (uri: string) => { name: string | null; images: Image[] } | null

const jumpKinds = new Set(['album', 'playlist', 'artist', 'show', 'audiobook'])
/** What played there last: a track's artists, an episode's (or chapter's) own name. */
const subtitleOf = (play: Play) =>
  play.item.kind === 'track' ? play.item.artists.map((a) => a.name).join(', ') : play.item.name

/**
 * Where a play goes on from: its context, but an episode's show (a chapter's book) wherever it played from, so
 * podcasts count by show and never as the playlist or queue they came through.
 */
const placeOf = (play: Play): string | null =>
  play.item.kind === 'episode' ? (play.item.show ?? null) : play.context

/**
 * The albums, playlists, artists, shows and books played from most recently, each once, with where it was
 * left.
 */
export function jumpBackIn(
  plays: readonly Play[],
  limit: number,
  contextInfo: ContextInfo,
): JumpBackInItem[] {
  const found: JumpBackInItem[] = []
  const seen = new Set<string>()
  for (let i = plays.length - 1; i >= 0 && found.length < limit; i--) {
    const play = plays[i]!
    const uri = placeOf(play)
    if (!uri || seen.has(uri)) continue
    const kind = contextKind(uri)
    if (!jumpKinds.has(kind)) continue
    seen.add(uri)
    const ownAlbum = kind === 'album' && play.album?.uri === uri ? play.album : null
    const show = play.show?.uri === uri ? play.show : null
    const info = ownAlbum
      ? { name: ownAlbum.name, images: ownAlbum.images }
      : (contextInfo(uri) ?? (show && { name: show.name, images: show.images }))
    found.push({
      kind: kind as JumpBackInItem['kind'],
      uri,
      name: info?.name ?? null,
      subtitle: subtitleOf(play),
      // A playlist or artist whose picture Encore never saw shows the cover of what played there.
      images: info?.images.length ? info.images : (play.album?.images ?? show?.images ?? []),
      lastPlayedAt: play.at,
      resume:
        kind === 'artist'
          ? null
          : {
              trackUri: play.item.uri,
              positionMs: play.leftAtMs ?? 0,
              finished: play.leftAtMs === null,
              durationMs: play.item.durationMs,
            },
    })
  }
  return found
}

interface Tally {
  play: Play
  plays: number
  playedMs: number
  lastPlayedAt: number
}

/** Plays of each track (tracks only: episodes count by show), in order of their last play. */
function tallyTracks(plays: readonly Play[], from: number, to: number): Map<string, Tally> {
  const tallies = new Map<string, Tally>()
  for (const play of plays) {
    if (play.at < from || play.at >= to || play.item.kind !== 'track') continue
    const tally = tallies.get(play.item.uri)
    if (tally) {
      tally.plays++
      tally.playedMs += listenedMs(play)
      tally.lastPlayedAt = Math.max(tally.lastPlayedAt, play.at)
      tally.play = play
    } else {
      tallies.set(play.item.uri, { play, plays: 1, playedMs: listenedMs(play), lastPlayedAt: play.at })
    }
  }
  return tallies
}

/** The tracks played most (twice at least) in the last 30 days; ties: the one played last first. */
export function onRepeat(plays: readonly Play[], now: number, limit: number): TrackPlays[] {
  // No end: a play stamped a little ahead (the service's clock) is still this month's.
  return [...tallyTracks(plays, now - ON_REPEAT_DAYS * DAY_MS, Infinity).values()]
    .filter((tally) => tally.plays >= 2)
    .sort((a, b) => b.plays - a.plays || b.lastPlayedAt - a.lastPlayedAt)
    .slice(0, limit)
    .map(({ play, plays: count, playedMs, lastPlayedAt }) => ({
      track: trackOfPlay(play),
      plays: count,
      playedMs,
      lastPlayedAt,
    }))
}

/** A saved track as the library keeps it: enough to choose, made into a `Track` only when chosen. */
export interface SavedRef {
  uri: string
  linkedFromUri: string | null
  /** When it was saved, when the service said. */
  addedAt: number | null
}

/** A stable order that changes each day: the shelf shows other forgotten tracks tomorrow. */
function dailyRank(uri: string, day: number): number {
  let hash = 2166136261 ^ day
  for (let i = 0; i < uri.length; i++) hash = Math.imul(hash ^ uri.charCodeAt(i), 16777619)
  return hash >>> 0
}

/**
 * Saved tracks (saved six months ago or more) not played in the last six months: first those the history
 * shows you played before (most played first, then the longest ago), then the others in an order that changes
 * every day. `played`: each track's plays and last play over the whole history (its tally).
 */
export function rediscover<S extends SavedRef>(
  saved: readonly S[],
  played: ReadonlyMap<string, { plays: number; lastAt: number }>,
  now: number,
  limit: number,
  trackOf: (saved: S) => Track,
): RediscoverItem[] {
  const cutoff = now - REDISCOVER_AFTER_DAYS * DAY_MS
  const day = Math.floor(now / DAY_MS)
  const candidates: { saved: S; plays: number; lastPlayedAt: number | null; rank: number }[] = []
  for (const entry of saved) {
    if (entry.addedAt !== null && entry.addedAt > cutoff) continue
    const tally = played.get(entry.uri) ?? (entry.linkedFromUri ? played.get(entry.linkedFromUri) : undefined)
    if (tally && tally.lastAt > cutoff) continue
    candidates.push({
      saved: entry,
      plays: tally?.plays ?? 0,
      lastPlayedAt: tally?.lastAt ?? null,
      rank: dailyRank(entry.uri, day),
    })
  }
  return candidates
    .sort((a, b) => b.plays - a.plays || (a.plays ? a.lastPlayedAt! - b.lastPlayedAt! : a.rank - b.rank))
    .slice(0, limit)
    .map(({ saved: entry, plays: count, lastPlayedAt }) => ({
      track: trackOf(entry),
      addedAt: entry.addedAt,
      lastPlayedAt,
      plays: count,
    }))
}

export function sourceOf(sources: number): ListenedPlay['source'] {
  if (sources === (FROM_PLAYER | FROM_SERVICE)) return 'both'
  return sources & FROM_SERVICE ? 'service' : 'player'
}

export function listenedPlay(play: Play, contextInfo: ContextInfo): ListenedPlay {
  const context = play.context
  return {
    playedAt: play.at,
    track: trackOfPlay(play),
    context: context
      ? {
          type: contextKind(context),
          uri: context,
          name: play.album?.uri === context ? play.album.name : (contextInfo(context)?.name ?? null),
        }
      : null,
    playedMs: play.playedMs,
    device: play.device,
    source: sourceOf(play.sources),
  }
}

/** The plays before `before` (all of them without it), newest first, a page at a time. */
export function recentlyPlayed(
  plays: readonly Play[],
  limit: number,
  before: number | undefined,
  contextInfo: ContextInfo,
): RecentPlays {
  let end = plays.length
  if (before !== undefined) while (end > 0 && plays[end - 1]!.at >= before) end--
  const start = Math.max(0, end - limit)
  const items = plays
    .slice(start, end)
    .reverse()
    .map((play) => listenedPlay(play, contextInfo))
  return { items, nextBefore: start > 0 ? (items.at(-1)?.playedAt ?? null) : null }
}
