import { callOn, callsOn } from '../../../contract/command-surfaces'
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

/** The command line's words that name a player command whole (`next`, `like`, `shuffle on`): the table's. */
const wholeCalls: Readonly<Record<string, PlayerCommandCall>> = callsOn('cli')
const wholeCall = (words: string) => (Object.hasOwn(wholeCalls, words) ? wholeCalls[words]! : null)

/** The player's command a parsed command is (its words are the command table's `cli` names); null for the others. */
export function playerCallOf(command: Command): PlayerCommandCall | null {
  switch (command.name) {
    case 'play':
      return callOn('cli', 'play', command.link ? { uri: command.link.uri } : {})
    case 'seek':
      return command.ms.relative
        ? callOn('cli', 'seek ±', { deltaMs: command.ms.delta })
        : callOn('cli', 'seek', { positionMs: command.ms.value })
    case 'volume':
      return command.percent.relative
        ? callOn('cli', 'volume ±', { delta: command.percent.delta })
        : callOn('cli', 'volume', { percent: command.percent.value })
    case 'shuffle':
    case 'repeat':
      return wholeCall(`${command.name} ${command.to}`)
    default:
      return wholeCall(command.name)
  }
}

/** What the socket carries for a parsed command: every command not the player's is one of AppCommand. */
export const wireCommandOf = (command: Command): WireCommand =>
  playerCallOf(command) ?? (command as AppCommand)

export const isPlayerCall = (command: WireCommand): command is PlayerCommandCall => 'id' in command
