import { describe, expect, it } from 'vitest'
import { wordsIn, wordsNow, type AreaWords, type WordTree } from '../../../electron/core/base/words'
import { controlWords } from '../../../electron/core/features/desktop/control-words'
import { desktopWords } from '../../../electron/core/features/desktop/desktop-words'
import { trayWords } from '../../../electron/core/features/desktop/tray-words'
import { signInWords } from '../../../electron/core/features/auth/sign-in-words'
import { updateCatalog } from '../../../electron/core/features/updates/update-catalog'
import { accountWords } from '../../../electron/core/features/account/account-words'
import { bridgeWords } from '../../../electron/core/base/bridge/bridge-words'
import { diagnosticsWords } from '../../../electron/core/features/diagnostics/diagnostics-words'
import { soloistWords } from '../../../electron/core/features/soloist/soloist-words'
import { settingsWords } from '../../../electron/core/features/settings/settings-words'
import { hotkeyWords } from '../../../electron/core/features/desktop/hotkey-words'
import { desktopSupportWords } from '../../../electron/core/features/desktop/desktop-support-words'
import { playbackWords } from '../../../electron/core/features/playback/playback-words'
import { yourQueueWords } from '../../../electron/core/features/your-queue/your-queue-words'
import { failureWords } from '../../../electron/core/service/failure-words'
import { outboxWords } from '../../../electron/core/features/outbox/outbox-words'
import { savedWords } from '../../../electron/core/features/saved/saved-words'
import { usageWords } from '../../../electron/core/features/usage/usage-words'
import { historyWords } from '../../../electron/core/features/history/history-words'
import { libraryWords } from '../../../electron/core/features/library/library-words'
import { discoverWords } from '../../../electron/core/features/discover/discover-words'
import { lyricsWords } from '../../../electron/core/features/lyrics/lyrics-words'
import { capabilityWords } from '../../../electron/core/service/capabilities/capability-words'

const area = {
  en: { tracks: '{count} track | {count} tracks', hello: 'Hello, {name}', nested: { deep: 'Deep' } },
  de: { tracks: '{count} Titel | {count} Titel', hello: 'Hallo, {name}', nested: { deep: 'Tief' } },
  ja: { tracks: '{count} 曲', hello: '{name}さん、こんにちは', nested: { deep: '深い' } },
}

describe("core's words", () => {
  it('fills names and chooses the plural form by the language’s rules', () => {
    expect(wordsIn(area, 'en')('tracks', { count: 1 })).toBe('1 track')
    expect(wordsIn(area, 'en')('tracks', { count: 3 })).toBe('3 tracks')
    expect(wordsIn(area, 'de')('hello', { name: 'Anna' })).toBe('Hallo, Anna')
    expect(wordsIn(area, 'ja')('tracks', { count: 1 })).toBe('1 曲')
    expect(wordsIn(area, 'ja')('nested.deep')).toBe('深い')
  })

  it('speaks the pseudo-language as English, accented and longer, names kept', () => {
    const said = wordsIn(area, 'en-XA')('hello', { name: 'Anna' })
    expect(said).toMatch(/^\[Ĥéļļö, Anna ~+\]$/)
  })

  it('refuses a key its catalog lacks, rather than showing the key', () => {
    const say = wordsIn(area, 'en') as (key: string) => string
    expect(() => say('nested.missing')).toThrow('No words for nested.missing')
  })

  it('speaks the language a feature is given at each call, English when given none', () => {
    let language: 'en' | 'de' = 'de'
    const say = () => wordsNow(area, () => language)
    expect(say()('nested.deep')).toBe('Tief')
    language = 'en'
    expect(say()('nested.deep')).toBe('Deep')
    expect(wordsNow(area)('nested.deep')).toBe('Deep')
  })
})

/** Every area of core's words: the same keys in every language, no empty message, every {name} kept. */
const areas: Record<string, AreaWords<WordTree>> = {
  tray: trayWords,
  controls: controlWords,
  desktop: desktopWords,
  signIn: signInWords,
  updates: updateCatalog,
  hotkeys: hotkeyWords,
  desktopSupport: desktopSupportWords,
  account: accountWords,
  bridge: bridgeWords,
  diagnostics: diagnosticsWords,
  soloist: soloistWords,
  playback: playbackWords,
  yourQueue: yourQueueWords,
  failures: failureWords,
  outbox: outboxWords,
  saved: savedWords,
  usage: usageWords,
  capabilities: capabilityWords,
  settings: settingsWords,
  history: historyWords,
  library: libraryWords,
  discover: discoverWords,
  lyrics: lyricsWords,
}

function messages(tree: WordTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : messages(value, `${prefix}${key}.`),
  )
}
const names = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort()

describe.each(Object.entries(areas))("core's %s words", (_, words) => {
  const english = new Map(messages(words.en))
  it.each(['de', 'ja'] as const)('%s says every English message, keeping its names', (language) => {
    const translated = new Map(messages(words[language]))
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, message] of translated) {
      expect(message.trim(), `${language} ${key}`).not.toBe('')
      expect(names(message), `${language} ${key}`).toEqual(names(english.get(key)!))
    }
  })

  it('says English as written: no character of a message is read as syntax', () => {
    const say = wordsIn(words, 'en') as (key: string, values?: Record<string, string>) => string
    for (const [key, message] of english) {
      if (message.includes(' | ')) continue
      // Each {name} filled with itself: what comes out is the message, character for character.
      const values = Object.fromEntries(names(message).map((name) => [name!, `{${name}}`]))
      expect(say(key, values), key).toBe(message)
    }
  })
})
