import { playerCommandTable, type Device, type Track } from '../../../contract'
import type { PlayerCommand, Reading } from '../playback'
import type { FallbackReason, FeedView } from './feed'
import { readingFromFeed, trackFromFeed } from './feed-reading'
import type { SoloistCommand } from './protocol'

/**
 * Who leads the player: the live feed (its events stand in for every Web API read of the player) or the Web
 * API's read rhythm. The feed's state machine says whether it may lead (feed.ts); this puts that in the
 * playback engine's terms: one read of the player and what comes next, or why the rhythm leads.
 */
export type FeedLead =
  { leads: true; reading: Reading; upNext: Track[] | null } | { leads: false; reason: FallbackReason }

/** This Soloist as the Web API knows it, so commands through the Web API still target it by id. */
export function soloistDevice(
  deviceName: string | null,
  known: readonly Device[],
  lastShown: Device | null,
): Device | null {
  const listed = deviceName === null ? undefined : known.find((device) => device.name === deviceName)
  if (listed) return listed
  if (lastShown && (deviceName === null || lastShown.name === deviceName)) return lastShown
  return null
}

/**
 * The decision. `device` is this Soloist's device (soloistDevice above); while it is not known the feed does
 * not lead: a reading without a device would show "no device" and send commands nowhere.
 */
export function feedLead(view: FeedView, device: Device | null): FeedLead {
  if (view.source !== 'soloist' || !view.player) return { leads: false, reason: view.reason ?? 'waiting' }
  if (!device) return { leads: false, reason: 'waiting' }
  return {
    leads: true,
    reading: readingFromFeed(view.player, device),
    upNext: view.upNext?.map(trackFromFeed) ?? null,
  }
}

/** Soloist's names of the player's commands (the command table's `soloist`). */
const soloist = {
  'player.play': playerCommandTable['player.play'].soloist,
  'player.pause': playerCommandTable['player.pause'].soloist,
  'player.next': playerCommandTable['player.next'].soloist,
  'player.previous': playerCommandTable['player.previous'].soloist,
  'player.seekTo': playerCommandTable['player.seekTo'].soloist,
  'player.volumeTo': playerCommandTable['player.volumeTo'].soloist,
  'player.setShuffle': playerCommandTable['player.setShuffle'].soloist,
  'player.setRepeat': playerCommandTable['player.setRepeat'].soloist,
}

/**
 * A command as Soloist takes it over its socket (one or more frames: a repeat mode is two toggles); null for
 * what only the Web API does (playing a given album or playlist, moving playback to another device).
 */
export function soloistCommandOf(command: PlayerCommand): SoloistCommand[] | null {
  const base = { type: 'command' } as const
  switch (command.kind) {
    case 'play':
      return command.play === null ? [{ ...base, command: soloist['player.play'][0] }] : null
    case 'pause':
      return [{ ...base, command: soloist['player.pause'][0] }]
    case 'next':
      return [{ ...base, command: soloist['player.next'][0] }]
    case 'previous':
      return [{ ...base, command: soloist['player.previous'][0] }]
    case 'seek': {
      const position = Math.max(0, Math.round(command.positionMs))
      return [{ ...base, command: soloist['player.seekTo'][0], position_ms: position }]
    }
    case 'volume': {
      const volume = Math.min(100, Math.max(0, Math.round(command.percent)))
      return [{ ...base, command: soloist['player.volumeTo'][0], volume }]
    }
    case 'shuffle':
      return [{ ...base, command: soloist['player.setShuffle'][0], enabled: command.on }]
    case 'repeat': {
      // Off first, then on: the two toggles never both hold on the way.
      const [context, track] = soloist['player.setRepeat']
      return command.mode === 'track'
        ? [
            { ...base, command: context, enabled: false },
            { ...base, command: track, enabled: true },
          ]
        : [
            { ...base, command: track, enabled: false },
            { ...base, command: context, enabled: command.mode === 'context' },
          ]
    }
    case 'transfer':
      return null
  }
}
