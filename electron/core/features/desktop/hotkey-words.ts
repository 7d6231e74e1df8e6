import type { AreaWords } from '../../base/words'
import en from './hotkey-words.en.json' with { type: 'json' }
import de from './hotkey-words.de.json' with { type: 'json' }
import ja from './hotkey-words.ja.json' with { type: 'json' }

/**
 * What Settings shows beside the hotkeys, in each language (core/base/words.ts): why an action is not
 * registered (hotkeys.ts) and how this session registers them (hotkey-session.ts). The parts of a sentence put
 * together (`{how}{unknown}{identity}{media}`) carry their own leading space where the language puts one.
 */

export type HotkeyWords = typeof en

export const hotkeyWords: AreaWords<HotkeyWords> = { en, de, ja }
