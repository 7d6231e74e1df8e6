import type { AreaWords } from '../../base/words'
import en from './desktop-support-words.en.json' with { type: 'json' }
import de from './desktop-support-words.de.json' with { type: 'json' }
import ja from './desktop-support-words.ja.json' with { type: 'json' }

/**
 * What Settings shows under the desktop's options, in each language (core/base/words.ts): the mini player and
 * the start at login on this desktop (session-support.ts), closing to the tray and the Dock or taskbar
 * (environment.ts).
 */

export type DesktopSupportWords = typeof en

export const desktopSupportWords: AreaWords<DesktopSupportWords> = { en, de, ja }
