/**
 * Hotkeys as key caps in the words of the platform the page runs on. The caps themselves (`keyCaps`,
 * `keysInWords`, `keysSpoken`) are the contract's, since core says keys the same way in its messages.
 */
import type { KeyPlatform } from '@contract'

export { keyCaps, keysInWords, keysSpoken, type KeyCap, type KeyPlatform } from '@contract'

/** The platform the page runs on, from what the browser says (the desktop app's page is on the same machine). */
export function keyPlatform(
  from: { platform?: string; userAgent?: string } = typeof navigator === 'undefined' ? {} : navigator,
): KeyPlatform {
  const said = `${from.platform ?? ''} ${from.userAgent ?? ''}`
  if (/Mac|iPhone|iPad/.test(said)) return 'mac'
  if (/Win/.test(said)) return 'windows'
  return 'linux'
}
