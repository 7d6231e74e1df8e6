import { hotkeyCommands, type HotkeyAction } from './settings-rules'

/**
 * Encore's command (`encore toggle`, `encore volume +5`): what the page needs of it, with no schema library.
 * Where the shell cannot register global hotkeys, Settings shows for each hotkey action the command that does
 * the same, to bind in the desktop's own keyboard settings.
 */

/** The whole line to bind for one action, given how this Encore's command is run (`encore`, a path, …). */
export function hotkeyCommandLine(command: string, action: HotkeyAction): string {
  return `${command} ${hotkeyCommands[action]}`
}
