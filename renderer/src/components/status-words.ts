import type { PlaybackState } from '@contract'
import { formatAhead } from '../formatting'
import { useWords } from '../i18n'

export interface StatusWords {
  title: string
  body: string
  /** A line about when it ends, for states that end by themselves. */
  detail?: string
}

/** When a wait ends, in the language spoken: English keeps its own words ("at 14:05", "tomorrow at…"). */
function whenItEnds(at: number, language: string): string {
  if (language === 'en') return formatAhead(at, Date.now(), undefined, true)
  const sameDay = new Date(at).toDateString() === new Date().toDateString()
  return new Intl.DateTimeFormat(language, {
    ...(sameDay ? {} : { weekday: 'short' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(at)
}

/**
 * What a player status means for the listener and what to do, in their words. Core's `message` is used where
 * it says it best, while English is spoken (core writes English); null for `ok` (nothing to say) and
 * `signed-out` (the sign-in prompt speaks then).
 */
export function statusWords(
  state: Pick<PlaybackState, 'status' | 'message' | 'retryAt'>,
): StatusWords | null {
  const { t, locale } = useWords()
  const coreSays = locale.value === 'en' ? state.message : undefined
  switch (state.status) {
    case 'idle':
      return { title: t('status.idle.title'), body: t('status.idle.body') }
    case 'no-device':
      return {
        title: t('status.noDevice.title'),
        body: coreSays ?? t('status.noDevice.body'),
        detail: t('status.noDevice.detail'),
      }
    case 'read-only':
      return { title: t('status.readOnly.title'), body: coreSays ?? t('status.readOnly.body') }
    case 'offline':
      return {
        title: t('status.offline.title'),
        body: coreSays ?? t('status.offline.body'),
        detail: t('status.offline.detail'),
      }
    case 'rate-limited':
      return {
        title: t('status.rateLimited.title'),
        body: coreSays ?? t('status.rateLimited.body'),
        ...(state.retryAt
          ? { detail: t('status.rateLimited.detail', { when: whenItEnds(state.retryAt, locale.value) }) }
          : {}),
      }
    default:
      return null
  }
}

const CONTEXT_KINDS = ['album', 'playlist', 'artist', 'collection', 'show', 'audiobook'] as const

/** "album" → "Playing from album": the words for what a context is. */
export function contextKind(type: string): string {
  const { t } = useWords()
  if ((CONTEXT_KINDS as readonly string[]).includes(type))
    return t(`context.${type as (typeof CONTEXT_KINDS)[number]}`)
  return type ? type[0]!.toUpperCase() + type.slice(1) : t('context.other')
}
