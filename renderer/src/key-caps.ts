/**
 * Hotkeys as key caps in the words of the platform the page runs on, and of the language spoken. The caps
 * themselves (`keyCaps`) are the contract's, in English, since core says keys the same way in its messages;
 * the page says a cap that is a word (Ctrl, Space, "Play/Pause key") and how a key is said ("Up arrow") by
 * its English (`commands.keyLabel`, `commands.keySpoken`), and keeps a letter or a symbol as it is.
 */
import { capsInWords, capsSpoken, keyCaps as englishKeyCaps, type KeyCap, type KeyPlatform } from '@contract'
import { useWords } from './i18n'

export type { KeyCap, KeyPlatform } from '@contract'

/** A word's key in the catalog: `Play/Pause key` → `playPauseKey`, `Page Up` → `pageUp`. */
export const keyWordKey = (english: string): string =>
  english
    .replace(/[^A-Za-z0-9]+(\w)/g, (_, letter: string) => letter.toUpperCase())
    .replace(/^\w/, (letter) => letter.toLowerCase())

const isWord = (text: string) => /[a-z]{2}/i.test(text)

/** The caps of an accelerator in the language spoken, modifiers first in the platform's order. */
export function keyCaps(accelerator: string, platform: KeyPlatform): KeyCap[] {
  const { t } = useWords()
  return englishKeyCaps(accelerator, platform).map((cap) => ({
    label: isWord(cap.label) ? t(`commands.keyLabel.${keyWordKey(cap.label)}`, cap.label) : cap.label,
    spoken: isWord(cap.spoken) ? t(`commands.keySpoken.${keyWordKey(cap.spoken)}`, cap.spoken) : cap.spoken,
  }))
}

/** The hotkey as one line in the language spoken: `Strg+Alt+↑`, `⌃⌥↑` on macOS; empty for none. */
export const keysInWords = (accelerator: string, platform: KeyPlatform): string =>
  capsInWords(keyCaps(accelerator, platform), platform)

/** The hotkey as a screen reader says it in the language spoken: "Steuerung Alt Pfeil nach oben". */
export const keysSpoken = (accelerator: string, platform: KeyPlatform): string =>
  capsSpoken(keyCaps(accelerator, platform))

/** The platform the page runs on, from what the browser says (the desktop app's page is on the same machine). */
export function keyPlatform(
  from: { platform?: string; userAgent?: string } = typeof navigator === 'undefined' ? {} : navigator,
): KeyPlatform {
  const said = `${from.platform ?? ''} ${from.userAgent ?? ''}`
  if (/Mac|iPhone|iPad/.test(said)) return 'mac'
  if (/Win/.test(said)) return 'windows'
  return 'linux'
}
