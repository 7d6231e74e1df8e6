import { FROM_PLAYER, FROM_SERVICE, type PlayRecord } from './play'

/**
 * One play, however it arrived: a pure decision over the plays already kept near it, tested as a table.
 * - The service told of the same play twice (the same item at the same `played_at`): kept once.
 * - The service tells of a play the player showed (the same item, its `played_at` inside the window the player
 *   saw it in, that play not yet matched): one play, with the service's time and the player's listening,
 *   device and place to resume. The other way round (the player's play arrives after the service's) the same.
 * - Anything else is a new play. When several kept plays could match, the nearest in time does.
 */

export type IncomingPlay = Omit<PlayRecord, 'seq'>

export type MergeDecision =
  { kind: 'add'; play: IncomingPlay } | { kind: 'amend'; play: PlayRecord } | { kind: 'known'; seq: number }

const fromService = (play: { sources: number }) => (play.sources & FROM_SERVICE) !== 0
const fromPlayer = (play: { sources: number }) => (play.sources & FROM_PLAYER) !== 0
const inside = (at: number, window: readonly [number, number] | null) =>
  window !== null && at >= window[0] && at <= window[1]

function nearest(candidates: PlayRecord[], at: number): PlayRecord | undefined {
  let best: PlayRecord | undefined
  for (const play of candidates) {
    if (!best || Math.abs(play.at - at) < Math.abs(best.at - at)) best = play
  }
  return best
}

/** The player's play and the service's record of it, as one. */
function joined(
  player: IncomingPlay | PlayRecord,
  service: IncomingPlay | PlayRecord,
  seq: number,
): PlayRecord {
  return {
    seq,
    at: service.at,
    item: player.item,
    context: player.context ?? service.context,
    playedMs: player.playedMs,
    sources: FROM_PLAYER | FROM_SERVICE,
    device: player.device,
    window: null,
    leftAtMs: player.leftAtMs,
  }
}

/** What to do with `incoming` given the kept plays around its time (`nearby`, any order). */
export function merge(nearby: readonly PlayRecord[], incoming: IncomingPlay): MergeDecision {
  const sameItem = nearby.filter((play) => play.item === incoming.item)
  if (fromService(incoming)) {
    const twin = sameItem.find((play) => fromService(play) && play.at === incoming.at)
    if (twin) return { kind: 'known', seq: twin.seq }
    const seen = nearest(
      sameItem.filter((play) => !fromService(play) && inside(incoming.at, play.window)),
      incoming.at,
    )
    if (seen) return { kind: 'amend', play: joined(seen, incoming, seen.seq) }
    return { kind: 'add', play: incoming }
  }
  const told = nearest(
    sameItem.filter((play) => fromService(play) && !fromPlayer(play) && inside(play.at, incoming.window)),
    incoming.at,
  )
  if (told) return { kind: 'amend', play: joined(incoming, told, told.seq) }
  return { kind: 'add', play: incoming }
}

/** How far back from an incoming play the kept plays it may match lie. */
export function earliestMatch(incoming: IncomingPlay): number {
  return Math.min(incoming.at, incoming.window?.[0] ?? incoming.at) - 6 * 3_600_000
}
