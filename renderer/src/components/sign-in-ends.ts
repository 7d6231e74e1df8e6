import { shownLocale } from '../formatting'
import { useWords } from '../i18n'

/** From this long before the service ends a sign-in, Encore says when (a quiet notice, with Sign in again). */
export const SIGN_IN_ENDS_NOTICE_MS = 14 * 86_400_000

/**
 * "Spotify will ask you to sign in again on 12 May.", from 14 days before the date the service ends the
 * sign-in; null before that, or when the date is not known.
 */
export function signInEndsWords(
  endsAt: number | undefined,
  now: number,
  locale = shownLocale(),
): string | null {
  if (endsAt === undefined || now < endsAt - SIGN_IN_ENDS_NOTICE_MS) return null
  const day = new Date(endsAt).toLocaleDateString(locale, { day: 'numeric', month: 'long' })
  const { t } = useWords()
  return now < endsAt ? t('signIn.ends.willAsk', { day }) : t('signIn.ends.asks', { day })
}
