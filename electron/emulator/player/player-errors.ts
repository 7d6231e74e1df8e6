import { ApiError } from '../http/api-error'

/**
 * The player's refusals, shaped like the real service's: `{"error":{"status","message","reason"}}`. The reason
 * is what clients act on (NO_ACTIVE_DEVICE → device picker, PREMIUM_REQUIRED → read-only mode, …).
 */
export type PlayerReason =
  | 'NO_ACTIVE_DEVICE'
  | 'PREMIUM_REQUIRED'
  | 'NO_NEXT_TRACK'
  | 'NO_PREV_TRACK'
  | 'ALREADY_PAUSED'
  | 'VOLUME_CONTROL_DISALLOW'
  | 'UNKNOWN'

const playerError = (status: number, detail: string, reason: PlayerReason) =>
  new ApiError(status, `Player command failed: ${detail}`, reason)

export const playerErrors = {
  noActiveDevice: () => playerError(404, 'No active device found', 'NO_ACTIVE_DEVICE'),
  deviceNotFound: (id: string) => playerError(404, `Device not found: '${id}'`, 'UNKNOWN'),
  premiumRequired: () => playerError(403, 'Premium required', 'PREMIUM_REQUIRED'),
  restricted: () => playerError(403, 'Restriction violated', 'UNKNOWN'),
  noNextTrack: () => playerError(403, 'No next track in the context', 'NO_NEXT_TRACK'),
  noPrevTrack: () => playerError(403, 'No previous track in the context', 'NO_PREV_TRACK'),
  alreadyPaused: () => playerError(403, 'Playback is already paused', 'ALREADY_PAUSED'),
  volumeDisallowed: () => playerError(403, 'Cannot control device volume', 'VOLUME_CONTROL_DISALLOW'),
  nothingLoaded: () => playerError(403, 'Nothing is playing on the active device', 'UNKNOWN'),
  emptyContext: () => playerError(403, 'The context has no playable tracks', 'UNKNOWN'),
}
