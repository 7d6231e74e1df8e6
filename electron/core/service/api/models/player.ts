import type { CursorPaging, ExternalUrls } from './common'
import type { PlayableItem, Track } from './track'

export type RepeatState = 'track' | 'context' | 'off'
export const repeatStates: readonly RepeatState[] = ['track', 'context', 'off']

export interface Device {
  id: string | null
  is_active: boolean
  is_private_session: boolean
  is_restricted: boolean
  name: string
  type: string
  /** Null when the device does not allow volume control. */
  volume_percent: number | null
  supports_volume?: boolean
}

export interface PlaybackContext {
  type: string
  href: string
  external_urls: ExternalUrls
  uri: string
}

/** What the player disallows right now (true = disallowed). */
export interface PlayerActions {
  interrupting_playback?: boolean
  pausing?: boolean
  resuming?: boolean
  seeking?: boolean
  skipping_next?: boolean
  skipping_prev?: boolean
  toggling_repeat_context?: boolean
  toggling_shuffle?: boolean
  toggling_repeat_track?: boolean
  transferring_playback?: boolean
}

export interface CurrentlyPlaying {
  context: PlaybackContext | null
  timestamp: number
  progress_ms: number | null
  is_playing: boolean
  item: PlayableItem | null
  currently_playing_type: 'track' | 'episode' | 'ad' | 'unknown'
  actions: PlayerActions
}

export interface PlaybackState extends CurrentlyPlaying {
  device: Device
  repeat_state: RepeatState
  shuffle_state: boolean
}

export interface PlayHistory {
  track: Track
  played_at: string
  context: PlaybackContext | null
}

export type RecentlyPlayed = CursorPaging<PlayHistory>

export interface Queue {
  currently_playing: PlayableItem | null
  queue: PlayableItem[]
}
