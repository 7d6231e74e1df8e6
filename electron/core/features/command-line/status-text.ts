import { positionAt, type Device, type PlaybackState, type Track } from '../../../contract'
import { statusHeadline } from '../desktop'
import type { OutputOptions } from './command'
import { FORMAT_FIELD, isStatusField, type StatusField } from './format-fields'
import { escapeField, stripControls, type EscapeMode } from '../../base/security/safe-text'

/**
 * What `encore status` prints: one line of text (the default, or `--format` with fields), or one JSON object;
 * `--follow` prints the same each time what plays changes. Pure functions of the engine's state and the time.
 */

/** 83_000 → "1:23"; an hour and more → "1:02:03". */
export function clockTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const seconds = String(total % 60).padStart(2, '0')
  const minutes = Math.floor(total / 60) % 60
  const hours = Math.floor(total / 3600)
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

export const artistsOf = (track: Track) => track.artists.map((artist) => artist.name).join(', ')

const playingWord = (state: PlaybackState) =>
  !state.track ? 'stopped' : state.isPlaying ? 'playing' : 'paused'

function fieldValue(field: StatusField, state: PlaybackState, now: number): string {
  const track = state.track
  switch (field) {
    case 'title':
      return track?.name ?? ''
    case 'artist':
      return track ? artistsOf(track) : ''
    case 'album':
      return track?.album?.name ?? ''
    case 'position':
      return track ? clockTime(positionAt(state, now)) : ''
    case 'duration':
      return track ? clockTime(track.durationMs) : ''
    case 'state':
      return playingWord(state)
    case 'device':
      return state.device?.name ?? ''
    case 'volume':
      return state.device?.volumePercent === null || !state.device ? '' : String(state.device.volumePercent)
    case 'shuffle':
      return state.shuffle ? 'on' : 'off'
    case 'repeat':
      return state.repeat
    case 'context':
      return state.context?.name ?? ''
    case 'uri':
      return track?.uri ?? ''
    case 'status':
      return state.status
  }
}

/**
 * `--format`: every `{field}` filled in; an empty line while nothing is loaded (a status bar hides it). The
 * format is the person's own (markup and all); only the fields' text, which strangers write, is escaped.
 */
export function formatStatus(
  state: PlaybackState,
  format: string,
  now: number,
  escape: EscapeMode = 'none',
): string {
  if (!state.track) return ''
  return format.replace(FORMAT_FIELD, (whole, name: string) =>
    isStatusField(name) ? escapeField(fieldValue(name, state, now), escape) : whole,
  )
}

/** The default line: "Playing: Artist – Title (1:02/3:45) on Pocket Phone", or what the status means. */
export function statusLine(state: PlaybackState, now: number): string {
  const headline = statusHeadline(state, now)
  if (!state.track) return state.message ?? (headline ? `${headline}.` : 'Nothing is playing.')
  const word = state.isPlaying ? 'Playing' : 'Paused'
  const where = state.device ? ` on ${state.device.name}` : ''
  const times = `${clockTime(positionAt(state, now))}/${clockTime(state.track.durationMs)}`
  const line = `${word}: ${artistsOf(state.track)} – ${state.track.name} (${times})${where}`
  return headline ? `${line} · ${headline}` : line
}

export interface TrackJson {
  uri: string
  name: string
  artists: string[]
  album: string | null
  durationMs: number
}

export const trackJson = (track: Track): TrackJson => ({
  uri: track.uri,
  name: track.name,
  artists: track.artists.map((artist) => artist.name),
  album: track.album?.name ?? null,
  durationMs: track.durationMs,
})

export const deviceJson = (device: Device) => ({
  id: device.id,
  name: device.name,
  type: device.type,
  active: device.isActive,
  volumePercent: device.volumePercent,
})

/**
 * `--json`'s one line: every string stripped of control characters as the text output is. JSON would keep an
 * ESC as `\u001b`, and `jq -r` prints it back raw into the terminal.
 */
export const jsonLine = (value: unknown): string =>
  JSON.stringify(value, (_key, field: unknown) => (typeof field === 'string' ? stripControls(field) : field))

/** `status --json`: what plays, with the position at `now`. */
export function statusJson(state: PlaybackState, now: number) {
  return {
    status: state.status,
    message: state.message,
    state: playingWord(state),
    track: state.track ? trackJson(state.track) : null,
    positionMs: state.track ? Math.round(positionAt(state, now)) : null,
    device: state.device ? deviceJson(state.device) : null,
    shuffle: state.shuffle,
    repeat: state.repeat,
    context: state.context,
    saved: state.saved,
  }
}

/** `status` as asked: JSON, a `--format` line, or the default line. */
export function renderStatus(
  state: PlaybackState,
  output: Pick<OutputOptions, 'json' | 'format' | 'escape'>,
  now: number,
): string {
  if (output.json) return jsonLine(statusJson(state, now))
  const escape = output.escape ?? 'none'
  return output.format === null
    ? escapeField(statusLine(state, now), escape)
    : formatStatus(state, output.format, now, escape)
}

/** What `--follow` compares to tell a change: everything it prints except the moving position. */
export function followKey(state: PlaybackState): string {
  const { positionMs: _position, ...rest } = statusJson(state, 0)
  return JSON.stringify(rest)
}

/** `devices`: one line each, the active one marked. */
export function deviceLines(devices: readonly Device[]): string[] {
  if (!devices.length) return ['No devices: open Spotify on a phone or computer.']
  return devices.map((device) => {
    const volume = device.volumePercent === null ? '' : `, volume ${device.volumePercent}%`
    const restricted = device.isRestricted ? ', accepts no remote control' : ''
    return `${device.isActive ? '*' : ' '} ${device.name} (${device.type}${volume}${restricted})`
  })
}
