import type { AreaWords } from '../../base/words'
import en from './diagnostics-words.en.json' with { type: 'json' }
import de from './diagnostics-words.de.json' with { type: 'json' }
import ja from './diagnostics-words.ja.json' with { type: 'json' }

/**
 * What Settings → About's "Report a problem" says itself, in each language (core/base/words.ts): why the log's
 * folder could not be opened. The report stays in English: it is written for the project's issues.
 */

export type DiagnosticsWords = typeof en

export const diagnosticsWords: AreaWords<DiagnosticsWords> = { en, de, ja }
