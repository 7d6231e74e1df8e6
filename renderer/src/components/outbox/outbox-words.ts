import type { OutboxEntry } from '@contract'
import { countOf, sameDay } from '../../formatting'

/** The outbox's words: the status bar's count, each change's time, the sign-out question. */

/** "1 change waiting", "2 changes waiting" (English plural rules, figures in the system's language). */
export function waitingWords(count: number): string {
  return `${countOf(count, 'change')} waiting`
}

/**
 * When a change is tried next, in the system's language: the time of day ("14:05:30"), with the date when
 * it is not today (a used-up quota comes back tomorrow). Null when it waits for something that is not a time.
 */
export function untilWords(until: number | null, now: number, locale?: string): string | null {
  if (until === null) return null
  const at = new Date(until)
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' }
  const options: Intl.DateTimeFormatOptions = sameDay(at, new Date(now))
    ? time
    : { ...time, month: 'short', day: 'numeric', second: undefined }
  return new Intl.DateTimeFormat(locale, options).format(at)
}

/** Core's words may begin with the service's name ("the demo service cannot be reached"): a sentence. */
export const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)

/** The Cancel button's full name: "Cancel Save “Heat Wave” to Your Library". */
export const cancelName = (entry: Pick<OutboxEntry, 'label'>) => `Cancel ${entry.label}`

/** What signing out would lose, for the question asked first: the count and the first few changes. */
export function lostChangesWords(entries: readonly Pick<OutboxEntry, 'label'>[]): string {
  const shown = entries.slice(0, 3).map((entry) => entry.label)
  const more = entries.length - shown.length
  const list = more > 0 ? [...shown, countOf(more, 'more change')] : shown
  const lost = entries.length === 1 ? 'is not sent yet and will be lost' : 'are not sent yet and will be lost'
  return `${countOf(entries.length, 'change')} ${lost} if you sign out now: ${listFormat.format(list)}.`
}

/**
 * What switching service does with the changes still waiting, for its question: they stay on this computer
 * and go once the person is back (`back` names the service left, "the demo service").
 */
export function keptChangesWords(count: number, back: string): string {
  const stay = count === 1 ? 'is not sent yet: it stays' : 'are not sent yet: they stay'
  return `${countOf(count, 'change')} ${stay} on this computer and ${count === 1 ? 'goes' : 'go'} when you switch back to ${back} and sign in as the same user.`
}

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' })
