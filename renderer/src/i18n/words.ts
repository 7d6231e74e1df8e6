import { ref, shallowRef, type App, type Ref } from 'vue'
import { compileMessage, type MessageValues } from '@contract'
import { pluralChooser } from './plural-rules'

/**
 * Encore's own `t()`, in place of petite-vue-i18n (19 kB of the first screen's JavaScript with its core): the
 * words of the language spoken, falling back to English, then to the key; `{name}` and `{0}` filled in; a
 * message's forms (`a | b`) chosen by count with the language's CLDR rules. It answers as vue-i18n's `t`
 * did for every way Encore calls it (a test compares both on every catalog's every message).
 */
type Flat = Record<string, string>
type Values = Record<string, unknown> | unknown[]

export interface Words {
  /** `t(key)`, `t(key, values)`, `t(key, count)`, `t(key, values, count)`, `t(key, 'default words')`. */
  t(key: string, ...rest: [] | [Values | number | string] | [Values, number | string]): string
  locale: Ref<string>
  readonly availableLocales: string[]
  getLocaleMessage(language: string): Flat
  setLocaleMessage(language: string, messages: Flat): void
  mergeLocaleMessage(language: string, messages: Flat): void
}

export function createWords(options: {
  locale: string
  fallbackLocale: string
  messages: Record<string, Flat>
}) {
  const messages = shallowRef<Record<string, Flat>>({ ...options.messages })
  const locale = ref(options.locale)
  const compiled = new Map<string, ReturnType<typeof compileMessage>>()
  const choosers = new Map<string, ReturnType<typeof pluralChooser>>()
  const chooser = (language: string) =>
    choosers.get(language) ?? choosers.set(language, pluralChooser(language)).get(language)!
  const compile = (source: string) => {
    let message = compiled.get(source)
    if (!message) {
      try {
        message = compileMessage(source)
      } catch {
        message = () => source // a text it cannot read shows as written (the catalogs' test finds it first)
      }
      compiled.set(source, message)
    }
    return message
  }

  function t(key: string, ...rest: unknown[]): string {
    const [first, second] = rest
    const count = typeof first === 'number' ? first : typeof second === 'number' ? second : undefined
    const values = typeof first === 'object' && first !== null ? (first as Values) : undefined
    const fallback = typeof first === 'string' ? first : typeof second === 'string' ? second : undefined
    for (const language of new Set([locale.value, options.fallbackLocale])) {
      const source = messages.value[language]?.[key]
      if (source !== undefined) return render(source, language, values, count)
    }
    return fallback === undefined ? key : render(fallback, locale.value, values, count)
  }

  function render(
    source: string,
    language: string,
    values: Values | undefined,
    count: number | undefined,
  ): string {
    const list = Array.isArray(values) ? values : []
    const named = values && !Array.isArray(values) ? values : {}
    const index = count ?? -1
    const given: MessageValues = {
      named: (name) => {
        const value = Object.hasOwn(named, name) ? named[name] : undefined
        return count !== undefined && !value && (name === 'count' || name === 'n') ? count : value
      },
      list: (at) => list[at],
      plural: (forms) => forms[chooser(language)(index, forms.length)]!,
    }
    return compile(source)(given)
  }

  const global: Words = {
    t: t as Words['t'],
    locale,
    get availableLocales() {
      return Object.keys(messages.value).sort()
    },
    getLocaleMessage: (language) => messages.value[language] ?? {},
    setLocaleMessage: (language, flat) => {
      messages.value = { ...messages.value, [language]: flat }
    },
    mergeLocaleMessage: (language, flat) => {
      messages.value = { ...messages.value, [language]: { ...messages.value[language], ...flat } }
    },
  }
  return {
    global,
    /** `$t` in templates, as vue-i18n's plugin gave it (nothing uses it yet; `useWords().t` is the way). */
    install(app: App) {
      app.config.globalProperties.$t = global.t
    },
  }
}

declare module 'vue' {
  interface ComponentCustomProperties {
    $t: Words['t']
  }
}
