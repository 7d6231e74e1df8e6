import type { AreaWords } from '../../base/words'
import en from './soloist-words.en.json' with { type: 'json' }
import de from './soloist-words.de.json' with { type: 'json' }
import ja from './soloist-words.ja.json' with { type: 'json' }

/**
 * What Settings → This computer and Soloist's notices say, in each language (core/base/words.ts): how the child
 * runs (supervisor.ts), what its log says went wrong (log-problems.ts), its build's end (lifetime.ts), what a
 * setting cannot take (soloist-config.ts) and where its key is kept (soloist-key.ts).
 */

export type SoloistWords = typeof en

export const soloistWords: AreaWords<SoloistWords> = { en, de, ja }
