import { failureWords, listenerText, SOMETHING_FAILED_WORDS } from '@contract'
import { useWords } from './i18n'

/**
 * `listenerText` (the contract's: `text` when a listener understands it, else the words of its kind) in the
 * language spoken: the words of a kind of failure said from the catalog by its code (`app.failure`), English
 * until the catalog's later words have loaded. A text core wrote is shown as written (core says its own words).
 */
export function listenerWords(text: string, code?: string, fallback?: string): string {
  const english = listenerText(text, code, fallback)
  const kind =
    english === SOMETHING_FAILED_WORDS
      ? 'generic'
      : english === (failureWords as Record<string, string>)[code ?? '']
        ? code
        : undefined
  return kind ? useWords().t(`app.failure.${kind}`, english) : english
}
