import {
  nextRepeatMode,
  type InProcessApi,
  type Notice,
  type Device,
  type PlaybackState,
  type PlayInput,
  type SpotifyLink,
  type Track,
} from '../../../contract'
import { kindsWithoutPage } from '../../../contract/spotify-link'
import type { Clock } from '../../base/ports'
import { seekBy, seekTo, volumeBy, volumeTo, type SeekStep, type VolumeStep } from '../playback/relative'
import type { Command, OutputOptions } from './command'
import { matchDevice } from './device-match'
import { alreadyPlayingOn, type RecentDevices } from './recent-devices'
import { done, isSignedOut, notSignedIn, refused, replyForNotice, usage, type Reply } from './outcome'
import { deviceJson, deviceLines, queueLines, renderStatus, statusJson, trackJson } from './status-text'

/**
 * The command mapped onto what Encore already does: the player's own operations (`encore.api.playback.*`,
 * the same the page, the tray and the hotkeys call), the pages' main window (`app.openLink`) and the shell's
 * windows. The command line adds no second way to control the player.
 */

/** What the shell that owns the windows offers; absent in browser mode, which has none. */
export interface ShellCommands {
  show?(): void
  /** Browser mode, which has no window to show: a fresh one-time link to its page, which `show` prints. */
  pageLink?(): string
  hide?(): void
  /** Shows the mini player, or hides it when it shows (what its hotkey does). */
  mini?(): void
  quit?(): void
}

export interface CommandDeps {
  playback: InProcessApi['playback']
  /** Core's notices (`encore.on('notice')`): how the player says it did not do something. */
  onNotice(listener: (notice: Notice) => void): () => void
  /** Core's published player state (`playback.state`). */
  onState(listener: (state: PlaybackState) => void): () => void
  openLink(link: SpotifyLink): void
  shell: ShellCommands
  clock: Clock
  /** The last volume above zero the player showed, for `unmute`. */
  audibleVolume(): number | null
  /** How long a seek or volume change is followed for the service's refusal (its answer and the read after). */
  settleMs?: number
  /** A list of devices read moments ago, which `device` matches against without a request; absent: read each time. */
  devices?: RecentDevices
}

/** What Unmute goes back to when no earlier volume is known (as the page's Unmute does). */
export const UNMUTE_FALLBACK_PERCENT = 50
const SETTLE_MS = 1_500

/** Runs `action` and hears the notices it causes: the first that says it failed becomes the reply. */
async function heard(deps: CommandDeps, action: () => Promise<unknown>): Promise<Reply | null> {
  let failure: Reply | null = null
  const stop = deps.onNotice((notice) => (failure ??= replyForNotice(notice)))
  try {
    await action()
  } finally {
    stop()
  }
  return failure
}

/**
 * A seek or volume answers before the service does (a slider's last value wins): this waits for a refusal
 * until the read after the command, or `settleMs`.
 */
function settled(deps: CommandDeps, send: () => unknown): Promise<Reply | null> {
  const askedAt = deps.clock.now()
  return new Promise((resolve) => {
    const finish = (reply: Reply | null) => {
      stopNotices()
      stopStates()
      deps.clock.clearTimeout(timer)
      resolve(reply)
    }
    const stopNotices = deps.onNotice((notice) => {
      const reply = replyForNotice(notice)
      if (reply) finish(reply)
    })
    const stopStates = deps.onState((state) => {
      if (state.readAt !== null && state.readAt > askedAt) finish(null)
    })
    const timer = deps.clock.setTimeout(() => finish(null), deps.settleMs ?? SETTLE_MS)
    try {
      send()
    } catch (error) {
      finish(refused(error instanceof Error ? error.message : String(error)))
    }
  })
}

const playInput = (link: SpotifyLink): NonNullable<PlayInput> =>
  link.kind === 'track' || link.kind === 'episode' ? { uris: [link.uri] } : { contextUri: link.uri }

function window(deps: CommandDeps, name: 'show' | 'hide' | 'mini' | 'quit'): Reply {
  const action = deps.shell[name]
  const link = deps.shell.pageLink
  if (!action && name === 'show' && link) return done([link()])
  if (!action && name === 'quit') return refused('This Encore cannot be quit from the command line.')
  if (!action) return refused(`Browser mode has no windows: ${name} needs the desktop app.`)
  // Quitting waits until the reply is on its way.
  if (name === 'quit') return { ...done(), after: action }
  action()
  return done()
}

async function seekOrVolume(deps: CommandDeps, step: SeekStep | VolumeStep): Promise<Reply | null> {
  if ('refused' in step) return refused(step.refused)
  return settled(deps, () =>
    'percent' in step
      ? deps.playback.setVolume({ percent: step.percent })
      : deps.playback.seek({ positionMs: step.positionMs }),
  )
}

/** The player commands: one operation each, after the state it starts from. */
async function playerCommand(
  command: Command,
  state: PlaybackState,
  deps: CommandDeps,
): Promise<Reply | null> {
  const { playback } = deps
  switch (command.name) {
    case 'play':
      return heard(deps, () => playback.play(command.link ? playInput(command.link) : undefined))
    case 'pause':
      return heard(deps, () => playback.pause())
    case 'toggle':
      return heard(deps, () => playback.togglePlay())
    case 'next':
      return heard(deps, () => playback.next())
    case 'previous':
      return heard(deps, () => playback.previous())
    case 'seek':
      return seekOrVolume(
        deps,
        command.ms.relative
          ? seekBy(state, command.ms.delta, deps.clock.now())
          : seekTo(state, command.ms.value),
      )
    case 'volume':
      return seekOrVolume(
        deps,
        command.percent.relative
          ? volumeBy(state, command.percent.delta)
          : volumeTo(state, command.percent.value),
      )
    case 'mute':
      return seekOrVolume(deps, volumeTo(state, 0))
    case 'unmute':
      if (state.device?.volumePercent !== 0) return null
      return seekOrVolume(deps, volumeTo(state, deps.audibleVolume() ?? UNMUTE_FALLBACK_PERCENT))
    case 'shuffle': {
      const on = command.to === 'toggle' ? !state.shuffle : command.to === 'on'
      return heard(deps, () => playback.setShuffle({ on }))
    }
    case 'repeat': {
      const mode = command.to === 'cycle' ? nextRepeatMode(state.repeat) : command.to
      return heard(deps, () => playback.setRepeat({ mode }))
    }
    case 'like':
    case 'unlike':
    case 'like-toggle': {
      const saved = command.name === 'like-toggle' ? !state.saved : command.name === 'like'
      return heard(deps, () => playback.setSaved({ saved }))
    }
    case 'queue':
      return heard(deps, () => playback.addToQueue({ uri: command.link.uri }))
    case 'device':
      return moveToDevice(command.target, deps)
    default:
      return null
  }
}

/** The devices to match `target` against: a fresh list when it knows the name, else read now. */
async function devicesFor(target: string, deps: CommandDeps): Promise<Device[] | Reply> {
  const recent = deps.devices?.recent()
  if (recent && !('problem' in matchDevice(recent, target))) return recent
  let devices: Device[] = []
  const failure = await heard(deps, async () => (devices = await deps.playback.devices()))
  if (failure) return failure
  deps.devices?.keep(devices)
  return devices
}

/** Moves playback to the device named: one transfer, none when it plays there already. */
async function moveToDevice(target: string, deps: CommandDeps): Promise<Reply | null> {
  const devices = await devicesFor(target, deps)
  if (!Array.isArray(devices)) return devices
  const match = matchDevice(devices, target)
  if ('problem' in match) return usage(`device: ${match.problem}`)
  // Read again: another command may have moved playback while the devices were read.
  if (alreadyPlayingOn(await deps.playback.get(), match.device.id, deps.clock.now())) return null
  return heard(deps, () => deps.playback.transfer({ deviceId: match.device.id }))
}

/** What the reads print: status, devices, the queue. */
async function reading(command: Command, output: OutputOptions, state: PlaybackState, deps: CommandDeps) {
  const now = deps.clock.now()
  switch (command.name) {
    case 'status':
      return done([renderStatus(state, output, now)])
    case 'devices': {
      let devices: Awaited<ReturnType<CommandDeps['playback']['devices']>> = []
      const failure = await heard(deps, async () => (devices = await deps.playback.devices()))
      if (failure) return failure
      return done(output.json ? [JSON.stringify(devices.map(deviceJson))] : deviceLines(devices))
    }
    case 'queue-list': {
      let upNext: Track[] = []
      const failure = await heard(deps, async () => (upNext = (await deps.playback.queue()).upNext))
      if (failure) return failure
      return done(output.json ? [JSON.stringify(upNext.map(trackJson))] : queueLines(upNext))
    }
    default:
      return null
  }
}

/** Runs one command (not `status --follow`, which the server streams) and says how it went. */
export async function runCommand(command: Command, output: OutputOptions, deps: CommandDeps): Promise<Reply> {
  switch (command.name) {
    case 'show':
    case 'hide':
    case 'mini':
    case 'quit':
      return window(deps, command.name)
    case 'open':
      if (kindsWithoutPage.includes(command.link.kind)) {
        return refused(`Encore has no page for ${command.link.kind}s yet; play it with encore play instead.`)
      }
      deps.shell.show?.()
      deps.openLink(command.link)
      return done()
    default:
      break
  }
  const state = await deps.playback.get()
  if (isSignedOut(state)) return notSignedIn()
  const read = await reading(command, output, state, deps)
  if (read) return read
  const failure = await playerCommand(command, state, deps)
  if (failure) return failure
  return done(output.json ? [JSON.stringify(statusJson(await deps.playback.get(), deps.clock.now()))] : [])
}
