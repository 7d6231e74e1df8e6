/**
 * The contract's commands and scopes in the language spoken, by their ids: the contract keeps its English for
 * core and the command line (tray, MPRIS, `encore --help`); the page says them from its catalog (`commands`),
 * which test/renderer/i18n/command-words.test.ts holds equal to the contract's English.
 */
import { pageShortcuts, type PlayerCommandId, type ScopeName, type ShortcutLine } from '@contract'
import { useWords } from './i18n'
import { keyCaps, keysInWords, keysSpoken, keyWordKey, type KeyPlatform } from './key-caps'

/** A player command's title (`player.mute`: "Mute"). */
export const commandTitle = (id: PlayerCommandId): string =>
  useWords().t(`commands.title.${id.slice('player.'.length)}`)

/** The words of a command of the palette or the shortcuts sheet, by its name (`player:play-pause`). */
export const commandWords = (name: string): string => useWords().t(`commands.words.${keyWordKey(name)}`)

/** What a scope lets Encore do ("see your saved tracks and albums"). */
export const scopePurpose = (scope: ScopeName): string => useWords().t(`commands.scopes.${keyWordKey(scope)}`)

/** The shortcuts sheet's lines for `platform`, in the language spoken: what each does, its keys drawn and said. */
export function shortcutLines(platform: KeyPlatform): ShortcutLine[] {
  return pageShortcuts.map(({ command, keys }) => ({
    command,
    words: commandWords(command),
    keys: keyCaps(keys, platform).map((cap) => cap.label),
    spoken: keysSpoken(keys, platform),
    inWords: keysInWords(keys, platform),
  }))
}
