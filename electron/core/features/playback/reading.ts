import type {
  Device,
  Disallowed,
  PlaybackContext,
  PlayingItemType,
  PlayingShow,
  RepeatMode,
  Track,
} from '../../../contract'
import type { Device as WireDevice, PlaybackState as WirePlayback } from '../../service/api'
import { playableOf } from '../../service/media/spoken-from-wire'
import { wordsIn } from '../../base/words'
import { playbackWords } from './playback-words'

/**
 * One read of the player, as Encore holds it: what the service said, mapped to the page's shapes, with the
 * instant its progress was true. `null` stands for "nothing is loaded on any device" (the service's 204).
 */
export interface Reading {
  track: Track | null
  /** A track, an episode or an audiobook's chapter (`track` while nothing plays). */
  itemType: PlayingItemType
  /** An episode's show, a chapter's book. */
  show: PlayingShow | null
  progressMs: number
  /** When `progressMs` was true (epoch ms, core's clock). */
  sampledAt: number
  isPlaying: boolean
  device: Device | null
  repeat: RepeatMode
  shuffle: boolean
  context: Omit<PlaybackContext, 'name'> | null
  /** What the service disallows right now (device-level refusals are added when the state is built). */
  disallowed: Disallowed[]
}

export function toDevice(device: WireDevice): Device | null {
  if (!device.id) return null // a device the Web API cannot address (private session); nothing to target
  return {
    id: device.id,
    name: device.name,
    type: device.type,
    isActive: device.is_active,
    isRestricted: device.is_restricted,
    volumePercent: device.volume_percent ?? null,
  }
}

/**
 * The service's `actions.disallows` keys → Encore's actions and words for why, naming what plays: "There is no
 * next episode here." for a podcast, "… chapter …" for a book.
 */
function disallowWords(item: PlayingItemType): Record<string, Disallowed> {
  const words = playbackWords.en.disallowed
  return {
    pausing: { action: 'pause', reason: words.pause },
    resuming: { action: 'resume', reason: words.resume },
    seeking: { action: 'seek', reason: words.seek[item] },
    skipping_next: { action: 'next', reason: words.next[item] },
    skipping_prev: { action: 'previous', reason: words.previous[item] },
    toggling_repeat_context: { action: 'repeat', reason: words.repeat },
    toggling_repeat_track: { action: 'repeat', reason: words.repeat },
    toggling_shuffle: { action: 'shuffle', reason: words.shuffle },
    transferring_playback: { action: 'transfer', reason: words.transfer },
  }
}
const wordsFor: Record<PlayingItemType, Record<string, Disallowed>> = {
  track: disallowWords('track'),
  episode: disallowWords('episode'),
  chapter: disallowWords('chapter'),
}

function disallowsOf(wire: WirePlayback, itemType: PlayingItemType): Disallowed[] {
  // The wire nests them under `actions.disallows`; an older shape had them flat under `actions`.
  const actions = (wire.actions ?? {}) as Record<string, unknown>
  const flags = (
    typeof actions['disallows'] === 'object' && actions['disallows'] !== null ? actions['disallows'] : actions
  ) as Record<string, unknown>
  const found = new Map<string, Disallowed>()
  for (const [key, value] of Object.entries(flags)) {
    const entry = wordsFor[itemType][key]
    if (value === true && entry && !found.has(entry.action)) found.set(entry.action, entry)
  }
  return [...found.values()]
}

/**
 * A read of GET /me/player (asked with `additional_types=track,episode`, so an episode or chapter comes with
 * its item). `sampledAt` is when the answer's progress was true: the middle of the request is the best guess
 * without trusting the service's clock.
 */
export function readingFromWire(wire: WirePlayback | undefined, sampledAt: number): Reading | null {
  if (!wire) return null
  const item = wire.item ? playableOf(wire.item) : null
  const itemType = item?.itemType ?? (wire.currently_playing_type === 'episode' ? 'episode' : 'track')
  return {
    track: item?.track ?? null,
    itemType,
    show: item?.show ?? null,
    progressMs: wire.progress_ms ?? 0,
    sampledAt,
    isPlaying: wire.is_playing,
    device: wire.device ? toDevice(wire.device) : null,
    repeat: wire.repeat_state ?? 'off',
    shuffle: wire.shuffle_state ?? false,
    context: wire.context ? { type: wire.context.type, uri: wire.context.uri } : null,
    disallowed: disallowsOf(wire, itemType),
  }
}

/** Refusals that follow from the device itself: a restricted one takes no commands, some lack volume. */
export function deviceDisallows(device: Device | null): Disallowed[] {
  if (!device) return []
  if (device.isRestricted) {
    const reason = wordsIn(playbackWords, 'en')('disallowed.restricted', { device: device.name })
    return (['pause', 'resume', 'seek', 'next', 'previous', 'repeat', 'shuffle', 'volume'] as const).map(
      (action) => ({ action, reason }),
    )
  }
  if (device.volumePercent === null) {
    const reason = wordsIn(playbackWords, 'en')('disallowed.volume', { device: device.name })
    return [{ action: 'volume', reason }]
  }
  return []
}
