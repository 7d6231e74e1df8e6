import type { RequestCounts } from '@contract'
import { formatAhead, formatNumber, shownLocale } from '../formatting'
import { formatAgo } from '../dates-and-lengths'
import { useWords } from '../i18n'

/** Settings → Requests in words: a lockout, and what Encore does after one. */

/** "30 seconds", "5 minutes", "13 hours": how long the service said to wait. */
export function waitLength(ms: number, locale = shownLocale()): string {
  const length = (value: number, unit: 'second' | 'minute' | 'hour') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
  const seconds = Math.max(1, Math.round(ms / 1000))
  if (seconds < 90) return length(seconds, 'second')
  const minutes = Math.round(seconds / 60)
  if (minutes < 90) return length(minutes, 'minute')
  return length(Math.round(minutes / 60), 'hour')
}

/** While the service refuses: until when, and that nothing the person changed is lost. */
export function lockedWords(lockedUntil: number, now: number, locale = shownLocale()): string {
  return useWords().t('settings.requests.locked', { when: formatAhead(lockedUntil, now, locale, true) })
}

/**
 * After a refusal: when Spotify said to wait and for how long, and what Encore does now. The quota is shared
 * by every app of the developer account, so what Encore learns is only a guess: said as such.
 */
export function learnedWords(
  counts: Pick<RequestCounts, 'learned' | 'setting'>,
  now: number,
  locale = shownLocale(),
): string | null {
  const { t } = useWords()
  const learned = counts.learned
  if (!learned) return null
  const waited = t('settings.requests.waited', {
    ago: formatAgo(learned.at, now, locale),
    wait: waitLength(learned.until - learned.at, locale),
  })
  const setting = formatNumber(counts.setting, locale)
  const keeps =
    learned.limit < counts.setting
      ? t('settings.requests.keepsUnder', {
          limit: formatNumber(learned.limit, locale),
          setting,
          when: formatAhead(learned.forgetAt, now, locale),
        })
      : t('settings.requests.backTo', { setting })
  return `${waited} ${keeps} ${t('settings.requests.alwaysGo')}`
}
