import type { AreaWords } from '../../base/words'
import en from './playback-words.en.json' with { type: 'json' }
import de from './playback-words.de.json' with { type: 'json' }
import ja from './playback-words.ja.json' with { type: 'json' }

/**
 * What the player says itself, in each language (core/base/words.ts): its states, the notices for work that
 * failed or was refused, and what that work was (`doing`: "Encore could not {what}"; German as a zu-infinitive,
 * "die Wiedergabe zu pausieren"; Japanese as the verb's stem, "一時停止" + "できませんでした").
 */

export type PlaybackWords = typeof en
/** What the player tried to do, by its key: said in the person's language when a notice names it. */
export type Doing = keyof PlaybackWords['doing']

export const playbackWords: AreaWords<PlaybackWords> = { en, de, ja }
