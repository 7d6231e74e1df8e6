import { listenerText } from '../../contract'
import type { Logger } from './ports'

export { LYRICS_FAILED_WORDS, SIGN_IN_FAILED_WORDS } from '../../contract'

/**
 * What leaves core for a person (a notice, a page's error, a sign-in's reason, lyrics) in a listener's words:
 * a message naming an operation, a system error code, an HTTP status or an id becomes the words of its kind
 * (contract/listener-words.ts), and what it said goes to the log instead.
 */
export function forPerson<T extends { message: string; code?: string }>(
  item: T,
  logger: Logger,
  where: string,
  fallback?: string,
): T {
  const message = listenerText(item.message, item.code, fallback)
  if (message === item.message) return item
  logger.info(`${where}: shown in a listener's words`, { code: item.code, detail: item.message })
  return { ...item, message }
}
