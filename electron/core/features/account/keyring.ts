/**
 * Linux: whether the sign-in is really encrypted. safeStorage picks its backend from the desktop it sees
 * (GNOME → libsecret, KDE → KWallet), not from whether that keyring runs: with none answering, Chromium falls
 * back to a key built into it, which is no protection, yet safeStorage still says it can encrypt. So Encore asks
 * the session bus whether the backend's keyring answers before it calls the sign-in encrypted.
 */

/** The Secret Service (GNOME Keyring, KeePassXC…) and KWallet's daemons, by their bus names. */
export const SECRET_SERVICE = 'org.freedesktop.secrets'
export const KWALLET_NAMES = ['org.kde.kwalletd6', 'org.kde.kwalletd5', 'org.kde.kwalletd'] as const

/** The bus names that must answer for safeStorage's Linux backend to encrypt (any one of them). */
export function keyringNamesFor(backend: string): string[] {
  switch (backend) {
    case 'basic_text':
      return []
    case 'gnome_libsecret':
      return [SECRET_SERVICE]
    case 'kwallet6':
      return ['org.kde.kwalletd6']
    case 'kwallet5':
      return ['org.kde.kwalletd5']
    case 'kwallet':
      return ['org.kde.kwalletd', 'org.kde.kwalletd5']
    default:
      return [SECRET_SERVICE, ...KWALLET_NAMES]
  }
}

export type LinuxKeyringVerdict =
  | { protection: 'encrypted'; keyring: string }
  | { protection: 'unencrypted'; why: 'cannot-encrypt' | 'basic-text' | 'no-session-bus' | 'no-keyring' }

/**
 * What protects the sign-in on Linux, from what safeStorage says (`available`, `backend`) and which keyring
 * names answered on the session bus (null: no session bus, or no answer).
 */
export function linuxKeyringVerdict(facts: {
  available: boolean
  backend: string
  answering: readonly string[] | null
}): LinuxKeyringVerdict {
  if (!facts.available) return { protection: 'unencrypted', why: 'cannot-encrypt' }
  const needed = keyringNamesFor(facts.backend)
  if (!needed.length) return { protection: 'unencrypted', why: 'basic-text' }
  if (facts.answering === null) return { protection: 'unencrypted', why: 'no-session-bus' }
  const keyring = needed.find((name) => facts.answering?.includes(name))
  return keyring ? { protection: 'encrypted', keyring } : { protection: 'unencrypted', why: 'no-keyring' }
}

const WHY_WORDS: Record<Extract<LinuxKeyringVerdict, { protection: 'unencrypted' }>['why'], string> = {
  'cannot-encrypt': 'safeStorage cannot encrypt here',
  'basic-text': 'safeStorage found no keyring for this desktop (basic_text)',
  'no-session-bus': 'there is no session bus to reach a keyring on',
  'no-keyring': 'no keyring answered on the session bus (neither the Secret Service nor KWallet)',
}

/** The log line's reason for an unencrypted verdict. */
export function keyringWhyWords(verdict: LinuxKeyringVerdict): string | null {
  return verdict.protection === 'encrypted' ? null : WHY_WORDS[verdict.why]
}
