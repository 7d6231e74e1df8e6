import type { OutboxEntry } from '@contract'
import { formatList, formatNumber, sameDay, shownLocale } from '../../formatting'
import { useWords } from '../../i18n'

/** The outbox's words: the status bar's count, each change's time, the sign-out question. */

/** "1 change waiting", "2 changes waiting": by the plural rules and figures of the language spoken. */
export function waitingWords(count: number): string {
  return useWords().t('frame.outbox.waiting', { count: formatNumber(count) }, count)
}

/**
 * When a change is tried next, in the language spoken: the time of day ("14:05:30"), with the date when
 * it is not today (a used-up quota comes back tomorrow). Null when it waits for something that is not a time.
 */
export function untilWords(until: number | null, now: number, locale = shownLocale()): string | null {
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
export const cancelName = (entry: Pick<OutboxEntry, 'label'>) =>
  useWords().t('frame.outbox.cancel', { change: entry.label })

/** What signing out would lose, for the question asked first: the count and the first few changes. */
export function lostChangesWords(entries: readonly Pick<OutboxEntry, 'label'>[]): string {
  const { t } = useWords()
  const shown = entries.slice(0, 3).map((entry) => entry.label)
  const more = entries.length - shown.length
  const list = more > 0 ? [...shown, t('frame.outbox.more', { count: formatNumber(more) }, more)] : shown
  const count = entries.length
  return t('frame.outbox.lost', { count: formatNumber(count), changes: formatList(list) }, count)
}

/**
 * What switching service does with the changes still waiting, for its question: they stay on this computer
 * and go once the person is back (`back` names the service left, "the demo service").
 */
export function keptChangesWords(count: number, back: string): string {
  return useWords().t('frame.outbox.kept', { count: formatNumber(count), back }, count)
}
