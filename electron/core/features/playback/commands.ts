import type { Doing } from './playback-words'
import {
  positionAt,
  type PlayerAction,
  type PlayInput,
  type RepeatMode,
  type Track,
  isKind,
} from '../../../contract'
import type { ApiClient, CallOptions } from '../../service/api'
import type { Reading } from './reading'

/** Everything the player can be asked to do, as data: predicted at once, sent, then confirmed or rolled back. */
export type PlayerCommand =
  | { kind: 'play'; play: NonNullable<PlayInput> | null }
  | { kind: 'pause' }
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'seek'; positionMs: number }
  | { kind: 'volume'; percent: number }
  | { kind: 'repeat'; mode: RepeatMode }
  | { kind: 'shuffle'; on: boolean }
  | { kind: 'transfer'; deviceId: string; play: boolean }

export type CommandKind = PlayerCommand['kind']

/** The control a command uses, to check it against what the service disallows. */
export function actionOf(command: PlayerCommand): PlayerAction {
  switch (command.kind) {
    case 'play':
      return 'resume'
    case 'pause':
      return 'pause'
    case 'next':
      return 'next'
    case 'previous':
      return 'previous'
    case 'seek':
      return 'seek'
    case 'volume':
      return 'volume'
    case 'repeat':
      return 'repeat'
    case 'shuffle':
      return 'shuffle'
    case 'transfer':
      return 'transfer'
  }
}

/** What a command tried to do, for notices ("Encore could not pause: …"): its words' key (playback-words.ts). */
export function describeCommand(command: PlayerCommand): Doing {
  switch (command.kind) {
    case 'play':
      return command.play ? 'startPlaying' : 'resume'
    case 'shuffle':
      return command.on ? 'shuffleOn' : 'shuffleOff'
    default:
      return command.kind
  }
}

/**
 * "Already paused" and "already playing" describe the reading a play or pause starts from, not the state it
 * predicts: kept, they would refuse the next toggle until a read came.
 */
const withoutPlayingDisallows = (reading: Reading): Reading => ({
  ...reading,
  disallowed: reading.disallowed.filter((entry) => entry.action !== 'pause' && entry.action !== 'resume'),
})

/**
 * Where a track change shows: back to the start of the track, and the way back (or on) open again: the
 * service's "no previous / no next track" belonged to the track we left.
 */
const restart = (reading: Reading, now: number, reopens: 'previous' | 'next'): Reading => ({
  ...reading,
  progressMs: 0,
  sampledAt: now,
  disallowed: reading.disallowed.filter((entry) => entry.action !== reopens),
})

/** The item a skip lands on, from its start. */
const landOn = (reading: Reading, now: number, coming: Track, reopens: 'previous' | 'next'): Reading => ({
  ...restart(reading, now, reopens),
  track: coming,
  itemType: isKind(coming.uri, 'episode') ? 'episode' : 'track',
  show: null,
})

/**
 * What the player will look like once the command has run, as far as Encore can tell now: the screen shows
 * this at once. Next shows `coming` (the queue's next item, when it was read) from its start; Previous shows
 * `coming` (the item played before) or starts the item over (`restart`). Not knowing what comes, a skip
 * changes nothing of what shows (never the old title at 0:00) until a read says.
 */
export function predict(
  reading: Reading | null,
  command: PlayerCommand,
  now: number,
  coming: Track | 'restart' | null = null,
): Reading | null {
  if (!reading) return reading
  const at = positionAt(reading, now)
  switch (command.kind) {
    case 'play':
      if (command.play?.contextUri || command.play?.uris) {
        return {
          ...withoutPlayingDisallows(reading),
          isPlaying: true,
          progressMs: command.play.positionMs ?? 0,
          sampledAt: now,
        }
      }
      return { ...withoutPlayingDisallows(reading), isPlaying: true, progressMs: at, sampledAt: now }
    case 'pause':
      return { ...withoutPlayingDisallows(reading), isPlaying: false, progressMs: at, sampledAt: now }
    case 'next':
      return coming && coming !== 'restart' ? landOn(reading, now, coming, 'previous') : reading
    case 'previous':
      if (coming === 'restart') return restart(reading, now, 'next')
      return coming ? landOn(reading, now, coming, 'next') : reading
    case 'seek':
      return { ...reading, progressMs: command.positionMs, sampledAt: now }
    case 'volume':
      return reading.device
        ? { ...reading, device: { ...reading.device, volumePercent: command.percent } }
        : reading
    case 'repeat':
      return { ...reading, repeat: command.mode }
    case 'shuffle':
      return { ...reading, shuffle: command.on }
    case 'transfer':
      return reading.device?.id === command.deviceId
        ? reading
        : { ...reading, device: null, isPlaying: command.play || reading.isPlaying }
  }
}

/** How close a read's position must be to a seek's target to count as done. */
const SEEK_TOLERANCE_MS = 3_000

/** A command shown on screen but not yet seen in a read. */
export interface PendingCommand {
  command: PlayerCommand
  /** The read the prediction started from. */
  before: Reading | null
  issuedAt: number
  /** After this the prediction gives way to what the service says. */
  expiresAt: number
}

/** Whether a read shows the pending command done, so its prediction can go. */
export function confirms(reading: Reading | null, pending: PendingCommand): boolean {
  if (!reading) return false
  const { command, before, issuedAt } = pending
  switch (command.kind) {
    case 'play': {
      if (!reading.isPlaying) return false
      const play = command.play
      if (play?.contextUri) return reading.context?.uri === play.contextUri
      if (play?.uris) return reading.track !== null && play.uris.includes(reading.track.uri)
      return true
    }
    case 'pause':
      return !reading.isPlaying
    case 'next':
    case 'previous': {
      if (reading.track?.uri !== before?.track?.uri) return true
      // The same track again (repeat, or "previous" restarting it): done once it started over.
      return reading.progressMs < Math.max(0, reading.sampledAt - issuedAt) + SEEK_TOLERANCE_MS
    }
    case 'seek': {
      const expected =
        command.positionMs + (reading.isPlaying ? Math.max(0, reading.sampledAt - issuedAt) : 0)
      return Math.abs(reading.progressMs - expected) < SEEK_TOLERANCE_MS
    }
    case 'volume':
      return reading.device?.volumePercent === command.percent
    case 'repeat':
      return reading.repeat === command.mode
    case 'shuffle':
      return reading.shuffle === command.on
    case 'transfer':
      return reading.device?.id === command.deviceId
  }
}

/** Sends one command on the interactive lane, once (never repeated behind the user's back). */
export async function sendCommand(
  api: ApiClient,
  command: PlayerCommand,
  deviceId: string | undefined,
): Promise<void> {
  const options: CallOptions = { lane: 'interactive', retries: false }
  const device = deviceId ? { deviceId } : {}
  switch (command.kind) {
    case 'play':
      return api.player.play({ ...(command.play ?? {}), ...device }, options)
    case 'pause':
      return api.player.pause(device, options)
    case 'next':
      return api.player.skipToNext(device, options)
    case 'previous':
      return api.player.skipToPrevious(device, options)
    case 'seek':
      return api.player.seek(command.positionMs, device, options)
    case 'volume':
      return api.player.setVolume(command.percent, device, options)
    case 'repeat':
      return api.player.setRepeat(command.mode, device, options)
    case 'shuffle':
      return api.player.setShuffle(command.on, device, options)
    case 'transfer':
      return api.player.transferPlayback([command.deviceId], { play: command.play }, options)
  }
}
