import type { PlayerCommandCall } from '../../../contract/player-command-words'
import type { Command } from './command'

/**
 * The command line's words for the player, as the player's own commands: `encore volume +5` is
 * `player.volumeBy {delta: 5}`, the same command the hotkey, the tray and the page run. This is what crosses
 * the socket; the window, the reads, the queue and the devices cross as the command itself. Plain data: the
 * client loads no schema library.
 */

/** The commands the command line sends: the player's by id, the rest as parsed. */
export type AppCommand =
  | {
      name:
        'status' | 'diagnose' | 'devices' | 'queue-list' | 'queue-clear' | 'show' | 'hide' | 'mini' | 'quit'
    }
  | Extract<Command, { name: 'device' | 'queue' | 'queue-move' | 'queue-remove' | 'open' | 'sleep' }>
export type WireCommand = AppCommand | PlayerCommandCall

/** The player's command a parsed command is; null for the others. */
export function playerCallOf(command: Command): PlayerCommandCall | null {
  switch (command.name) {
    case 'play':
      return { id: 'player.play', args: command.link ? { uri: command.link.uri } : {} }
    case 'pause':
      return { id: 'player.pause' }
    case 'toggle':
      return { id: 'player.toggle' }
    case 'next':
      return { id: 'player.next' }
    case 'previous':
      return { id: 'player.previous' }
    case 'seek':
      return command.ms.relative
        ? { id: 'player.seekBy', args: { deltaMs: command.ms.delta } }
        : { id: 'player.seekTo', args: { positionMs: command.ms.value } }
    case 'volume':
      return command.percent.relative
        ? { id: 'player.volumeBy', args: { delta: command.percent.delta } }
        : { id: 'player.volumeTo', args: { percent: command.percent.value } }
    case 'mute':
      return { id: 'player.mute' }
    case 'unmute':
      return { id: 'player.unmute' }
    case 'shuffle':
      return command.to === 'toggle'
        ? { id: 'player.toggleShuffle' }
        : { id: 'player.setShuffle', args: { on: command.to === 'on' } }
    case 'repeat':
      return command.to === 'cycle'
        ? { id: 'player.cycleRepeat' }
        : { id: 'player.setRepeat', args: { mode: command.to } }
    case 'like':
    case 'unlike':
      return { id: 'player.setSaved', args: { saved: command.name === 'like' } }
    case 'like-toggle':
      return { id: 'player.toggleSaved' }
    default:
      return null
  }
}

/** What the socket carries for a parsed command: every command not the player's is one of AppCommand. */
export const wireCommandOf = (command: Command): WireCommand =>
  playerCallOf(command) ?? (command as AppCommand)

export const isPlayerCall = (command: WireCommand): command is PlayerCommandCall => 'id' in command
