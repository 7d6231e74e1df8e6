import {
  failureWords,
  listenerText,
  PLAYLIST_ITEMS_HIDDEN,
  SIGN_IN_FAILED_WORDS,
  SOMETHING_FAILED_WORDS,
} from '@contract'
import { useWords } from './i18n'

/** The contract's own sentences a listener may read, by their key in `app.failure`. */
const contractSentences: Record<string, string> = {
  [SOMETHING_FAILED_WORDS]: 'generic',
  [SIGN_IN_FAILED_WORDS]: 'signIn',
  [PLAYLIST_ITEMS_HIDDEN]: 'playlistHidden',
}

/**
 * `listenerText` (the contract's: `text` when a listener understands it, else the words of its kind) in the
 * language spoken: the words of a kind of failure said from the catalog by its code (`app.failure`), and the
 * contract's own sentences by theirs, English until the catalog's later words have loaded. A text core wrote
 * is shown as written (core says its own words).
 */
export function listenerWords(text: string, code?: string, fallback?: string): string {
  const english = listenerText(text, code, fallback)
  const kind =
    contractSentences[english] ??
    (english === (failureWords as Record<string, string>)[code ?? ''] ? code : undefined)
  return kind ? useWords().t(`app.failure.${kind}`, english) : english
}
