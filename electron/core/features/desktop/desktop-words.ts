import type { AreaWords } from '../../base/words'
import en from './desktop-words.en.json' with { type: 'json' }
import de from './desktop-words.de.json' with { type: 'json' }
import ja from './desktop-words.ja.json' with { type: 'json' }

/**
 * What the desktop service says itself, in each language (core/base/words.ts): the notification the first time
 * closing the window keeps Encore in the tray, macOS's question before the media keys' permission, a process
 * that crashed (page-crash.ts), and the start at login the system refused.
 */

export type DesktopWords = typeof en

export const desktopWords: AreaWords<DesktopWords> = { en, de, ja }
