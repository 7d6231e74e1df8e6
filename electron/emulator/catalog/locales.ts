/** The locales the emulator translates browse strings into; anything else falls back (see `resolveLocale`). */
export const LOCALES = ['en_US', 'es_ES', 'fr_FR', 'de_DE', 'sv_SE'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en_US'

/**
 * The locale strings are served in: the exact locale when translated, else one of the same language
 * (`es_MX` → `es_ES`), else American English, as the real service does when a locale is unavailable.
 */
export function resolveLocale(requested: string | undefined): Locale {
  if (requested === undefined) return DEFAULT_LOCALE
  const exact = LOCALES.find((locale) => locale === requested)
  if (exact) return exact
  const language = requested.slice(0, 2)
  return LOCALES.find((locale) => locale.startsWith(`${language}_`)) ?? DEFAULT_LOCALE
}

/** A string in every locale. */
export type Localised = Readonly<Record<Locale, string>>

export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night'

/** The message of the featured playlists, by time of day. */
export const FEATURED_MESSAGES: Readonly<Record<DayPart, Localised>> = {
  morning: {
    en_US: 'Good morning',
    es_ES: 'Buenos días',
    fr_FR: 'Bonjour',
    de_DE: 'Guten Morgen',
    sv_SE: 'God morgon',
  },
  afternoon: {
    en_US: 'Good afternoon',
    es_ES: 'Buenas tardes',
    fr_FR: 'Bon après-midi',
    de_DE: 'Guten Tag',
    sv_SE: 'God eftermiddag',
  },
  evening: {
    en_US: 'Good evening',
    es_ES: 'Buenas noches',
    fr_FR: 'Bonsoir',
    de_DE: 'Guten Abend',
    sv_SE: 'God kväll',
  },
  night: {
    en_US: 'Music for late nights',
    es_ES: 'Música para la madrugada',
    fr_FR: 'Musique pour les nuits tardives',
    de_DE: 'Musik für späte Nächte',
    sv_SE: 'Musik för sena nätter',
  },
}

export function dayPartOf(epochMs: number): DayPart {
  const hour = new Date(epochMs).getUTCHours()
  if (hour >= 5 && hour < 12) return 'morning'
  if (hour >= 12 && hour < 18) return 'afternoon'
  if (hour >= 18 && hour < 23) return 'evening'
  return 'night'
}
