import { chooseLanguage, type LanguageChoice, type ShownLanguage } from '../../contract/languages'

/**
 * The language core speaks now (the tray, notifications): Settings' choice, else the first of the person's
 * preferred languages Encore knows (the shell's port: Electron's preferred system languages, or the locale in
 * browser mode), else English. Asked each time it speaks, so a change in Settings is heard at once.
 */
export function spokenLanguage(choice: LanguageChoice, preferred?: () => readonly string[]): ShownLanguage {
  return chooseLanguage(choice, choice === 'system' && preferred ? preferred() : [])
}

/**
 * The locale's languages, best first, as a terminal program reads them: GNU's `LANGUAGE` list (unless the
 * locale is `C`/`POSIX`), then `LC_ALL`, else `LC_MESSAGES`, else `LANG` (the first set decides). Empty when
 * none is set.
 */
export function localeLanguages(env: Readonly<Record<string, string | undefined>>): string[] {
  const locale = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find((value) => value) ?? ''
  const plain = locale === '' || /^(C|POSIX)([._@].*)?$/i.test(locale)
  const listed = plain ? [] : (env['LANGUAGE'] ?? '').split(':').filter(Boolean)
  return locale ? [...listed, locale] : listed
}

/**
 * Browser mode's preferred languages: the locale Encore was started in, else the one `Intl` resolves. The
 * resolver is asked only when the environment names no locale: any `Intl.DateTimeFormat` makes V8 open every
 * locale's calendar data in ICU (~4.7 MiB of the Node binary's pages made resident, all day, in the tray).
 */
export function startedLocaleLanguages(
  env: Readonly<Record<string, string | undefined>>,
  resolvedLocale: () => string,
): string[] {
  const listed = localeLanguages(env)
  return listed.length ? listed : [resolvedLocale()]
}
