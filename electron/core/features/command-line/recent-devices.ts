import type { Device } from '../../../contract'
import type { Clock } from '../../base/ports'

/**
 * How long a list of devices is used again for `encore device NAME` without reading it anew. Matching needs only
 * names and ids; a device gone meanwhile makes the move fail with the service's words, and a name the list does
 * not know reads the list again.
 */
export const DEVICES_FRESH_MS = 10_000

/** The last list of devices Encore read (a command's, the picker's, the status read's), while it is fresh. */
export interface RecentDevices {
  /** The list, when it was read within `DEVICES_FRESH_MS`; null otherwise. */
  recent(): Device[] | null
  /** A list read just now. */
  keep(list: readonly Device[]): void
}

export function createRecentDevices(clock: Pick<Clock, 'now'>): RecentDevices {
  let kept: { list: Device[]; at: number } | null = null
  return {
    recent: () => (kept && clock.now() - kept.at <= DEVICES_FRESH_MS ? kept.list : null),
    keep(list) {
      kept = { list: [...list], at: clock.now() }
    },
  }
}

/** How recent a read of the player must be for `encore device` to trust that it plays on the device asked. */
export const PLAYER_FRESH_MS = 5_000

/**
 * Whether `encore device` would change nothing: the player, read within `PLAYER_FRESH_MS`, plays on that
 * device already (a move to it with play asks for what is already so). A move waiting to be confirmed shows no
 * device, so it never counts.
 */
export function alreadyPlayingOn(
  state: { device: Pick<Device, 'id'> | null; isPlaying: boolean; readAt: number | null },
  deviceId: string,
  now: number,
): boolean {
  return (
    state.isPlaying &&
    state.device?.id === deviceId &&
    state.readAt !== null &&
    now - state.readAt <= PLAYER_FRESH_MS
  )
}
