import type { AreaWords } from '../../base/words'
import en from './tray-words.en.json' with { type: 'json' }
import de from './tray-words.de.json' with { type: 'json' }
import ja from './tray-words.ja.json' with { type: 'json' }

/** The tray's menu and tooltip in each language (core/base/words.ts); the reasons a control is off follow. */

export type TrayWords = typeof en

export const trayWords: AreaWords<TrayWords> = { en, de, ja }
