import type { AreaWords } from '../../base/words'
import en from './control-words.en.json' with { type: 'json' }
import de from './control-words.de.json' with { type: 'json' }
import ja from './control-words.ja.json' with { type: 'json' }

/**
 * The status line and why a control is off, in each language (core/base/words.ts): the tray's menu and tooltip
 * say them. What the engine or the service wrote (a notice's message, a device's refusal) stays as written.
 */

export type ControlWords = typeof en

export const controlWords: AreaWords<ControlWords> = { en, de, ja }
