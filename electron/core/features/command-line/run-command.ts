import type {
  DiagnosticReport,
  Device,
  PlaybackState,
  PlayerCommandCall,
  SleepRequest,
  SpotifyLink,
  YourQueueAnswer,
} from '../../../contract'
import { kindsWithoutPage } from '../../../contract/spotify-link'
import type { Clock } from '../../base/ports'
import type { PlayerControl } from '../playback'
import type { SleepTimer } from '../sleep-timer'
import type { YourQueue } from '../your-queue'
import { sleepJson, sleepLine } from './sleep-text'
import type { OutputOptions } from './command'
import { matchDevice } from './device-match'
import { alreadyPlayingOn, type RecentDevices } from './recent-devices'
import { done, isSignedOut, notSignedIn, refused, replyForOutcome, usage, type Reply } from './outcome'
import { isPlayerCall, type AppCommand, type WireCommand } from './player-call'
import { deviceJson, deviceLines, jsonLine, renderStatus, statusJson } from './status-text'
import { queueJson, queueLines } from './queue-text'

/**
 * The command mapped onto what Encore already does: the player's commands by id (`PlayerControl.run`, the one
 * dispatcher the page, the tray and the hotkeys use), the queue and the devices (the player's own calls), the
 * pages' main window (`app.openLink`) and the shell's windows. Every call answers how it went: the command line
 * adds no second way to control the player and listens for no notice.
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

/** What the command line asks of the player (the playback feature's control). */
export type CommandPlayer = Pick<PlayerControl, 'state' | 'run' | 'transfer' | 'devices' | 'queue'>

/** Encore's queue (`encore queue`). */
export type CommandQueue = Pick<YourQueue, 'get' | 'add' | 'move' | 'remove' | 'clear'>

export interface CommandDeps {
  player: CommandPlayer
  /** Core's published player state (`playback.state`). */
  onState(listener: (state: PlaybackState) => void): () => void
  openLink(link: SpotifyLink): void
  shell: ShellCommands
  clock: Clock
  /** The sleep timer (`encore sleep`). */
  sleep: Pick<SleepTimer, 'set'>
  /** Encore's queue: `encore queue`, `queue --list`, `queue move|remove|clear`. */
  yourQueue: CommandQueue
  /** A list of devices read moments ago, which `device` matches against without a request; absent: read each time. */
  devices?: RecentDevices
  /** `encore diagnose`: the problem report (Settings → About → "Report a problem"). Absent: none is made. */
  diagnose?: () => Promise<DiagnosticReport>
}

/**
 * `encore diagnose`: the report's text, or with `--json` the report as indented JSON (one document over many
 * lines, so no line outgrows the socket's limit). It needs nobody signed in: it helps most when signing in fails.
 */
async function diagnose(output: OutputOptions, deps: CommandDeps): Promise<Reply> {
  if (!deps.diagnose) return refused('This Encore cannot make a problem report.')
  const report = await deps.diagnose()
  const text = output.json ? JSON.stringify(report, null, 2) : report.text.replace(/\n$/, '')
  return done(text.split('\n'))
}

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

/** The reads and the commands of the queue and the devices: one operation each. */
async function appCommand(
  command: AppCommand,
  output: OutputOptions,
  deps: CommandDeps,
): Promise<Reply | null> {
  switch (command.name) {
    case 'queue':
      return queueReply(deps.yourQueue.add({ uri: command.link.uri, at: 'end' }), output)
    case 'queue-move':
      return queueReply(deps.yourQueue.move(command.from, command.to), output)
    case 'queue-remove':
      return queueReply(deps.yourQueue.remove(command.position), output)
    case 'queue-clear':
      return queueReply(deps.yourQueue.clear(), output)
    case 'device':
      return moveToDevice(command.target, deps)
    case 'sleep':
      return setSleep(command.to, output, deps)
    default:
      return null
  }
}

/**
 * A change to Encore's queue: a position out of range is a usage error (exit 2, the range in the words), a full
 * queue a refusal (exit 5); done prints nothing, or Encore's queue with `--json`.
 */
function queueReply(answer: YourQueueAnswer, output: OutputOptions): Reply {
  if (answer.status === 'refused') {
    if (answer.code === 'POSITION') return usage(answer.reason)
    return answer.code === 'NOT_SIGNED_IN' ? notSignedIn(answer.reason) : refused(answer.reason)
  }
  return done(output.json ? [jsonLine(queueJson(answer.queue, []))] : [])
}

/** Sets the sleep timer: prints when Encore pauses, or why it was refused (exit 5). */
async function setSleep(to: SleepRequest, output: OutputOptions, deps: CommandDeps): Promise<Reply> {
  const answer = await deps.sleep.set(to)
  if (answer.status === 'refused') return refused(answer.reason)
  const [state, now] = [deps.player.state(), deps.clock.now()]
  return done([
    output.json ? jsonLine(sleepJson(answer.timer, state, now)) : sleepLine(answer.timer, state, now),
  ])
}

/** The devices to match `target` against: a fresh list when it knows the name, else read now. */
async function devicesFor(target: string, deps: CommandDeps): Promise<Device[] | Reply> {
  const recent = deps.devices?.recent()
  if (recent && !('problem' in matchDevice(recent, target))) return recent
  const { value: devices, outcome } = await deps.player.devices()
  const failure = replyForOutcome(outcome)
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
  if (alreadyPlayingOn(deps.player.state(), match.device.id, deps.clock.now())) return null
  return replyForOutcome(await deps.player.transfer({ deviceId: match.device.id }))
}

/** What the reads print: status, devices, the queue. */
async function reading(command: AppCommand, output: OutputOptions, state: PlaybackState, deps: CommandDeps) {
  const now = deps.clock.now()
  switch (command.name) {
    case 'status':
      return done([renderStatus(state, output, now)])
    case 'devices': {
      const { value: devices, outcome } = await deps.player.devices()
      return (
        replyForOutcome(outcome) ??
        done(output.json ? [jsonLine(devices.map(deviceJson))] : deviceLines(devices))
      )
    }
    case 'queue-list': {
      // Encore's own queue is listed even when Spotify's cannot be read.
      const [{ value: upNext }, mine] = [await deps.player.queue(), deps.yourQueue.get()]
      return done(output.json ? [jsonLine(queueJson(mine, upNext))] : queueLines(mine, upNext))
    }
    default:
      return null
  }
}

/** Runs one command (not `status --follow`, which the server streams) and says how it went. */
export async function runCommand(
  command: WireCommand,
  output: OutputOptions,
  deps: CommandDeps,
): Promise<Reply> {
  if (isPlayerCall(command)) return runPlayerCall(command, output, deps)
  switch (command.name) {
    case 'show':
    case 'hide':
    case 'mini':
    case 'quit':
      return window(deps, command.name)
    case 'diagnose':
      return diagnose(output, deps)
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
  const state = deps.player.state()
  if (isSignedOut(state)) return notSignedIn()
  const read = await reading(command, output, state, deps)
  if (read) return read
  return (await appCommand(command, output, deps)) ?? doneWithState(output, deps)
}

/** Done: nothing printed, or the player's state with `--json`. */
async function doneWithState(output: OutputOptions, deps: CommandDeps): Promise<Reply> {
  return done(output.json ? [jsonLine(statusJson(deps.player.state(), deps.clock.now()))] : [])
}

/** A player command: the dispatcher decides and answers how it went; nothing is guessed, nothing waited for. */
async function runPlayerCall(
  call: PlayerCommandCall,
  output: OutputOptions,
  deps: CommandDeps,
): Promise<Reply> {
  if (isSignedOut(deps.player.state())) return notSignedIn()
  return replyForOutcome(await deps.player.run(call)) ?? doneWithState(output, deps)
}
