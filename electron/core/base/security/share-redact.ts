import { Redactor } from './redact'

/**
 * Removes what identifies a person from text they may share (a problem report, the log file): on top of the
 * credential shapes the log's redactor masks, keys, Client IDs, e-mail addresses, long token-like strings, the
 * home folder (shown as `~`, so paths stay readable) and the person's name.
 */
export interface PersonFacts {
  /** The home folder (`/home/ana`, `C:\Users\Ana`): shown as `~`. */
  home?: string | null
  /** Names that identify the person (the system's user name, the account's display name). */
  names?: readonly (string | null | undefined)[]
}

const replacements: readonly [RegExp, string][] = [
  // key=…, "apiKey": "…", client_id=…, password: …
  [
    /(\b(?:api[_-]?key|apikey|key|secret|client[_-]?id|client[_-]?secret|password|passwd)\b"?\s*[=:]\s*"?)[^\s"&,;]+/gi,
    '$1[redacted]',
  ],
  // A JSON Web Token (three base64url parts).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[e-mail]'],
  // A Spotify Client ID is 32 hexadecimal digits.
  [/\b[0-9a-fA-F]{32}\b/g, '[client id]'],
  // Access and refresh tokens, keys: a long run of letters and digits that no word or id of ours reaches.
  [/\b[A-Za-z0-9_-]{40,}={0,2}/g, '[redacted]'],
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A home folder as text finds it: as given, and with the other slash (Windows paths are written both ways). */
function homeForms(home: string): string[] {
  const trimmed = home.replace(/[\\/]+$/, '')
  if (trimmed.length < 2) return []
  return [...new Set([trimmed, trimmed.replace(/\\/g, '/'), trimmed.replace(/\//g, '\\')])].sort(
    (a, b) => b.length - a.length,
  )
}

/** Text safe to share: see PersonFacts. `redactor` adds the live secrets core registered (the tokens). */
export function redactForSharing(text: string, person: PersonFacts = {}, redactor = new Redactor()): string {
  let out = redactor.redact(text)
  // The home folder first: it holds the user name, and `~/Music` reads better than `/home/[name]/Music`.
  for (const form of homeForms(person.home ?? '')) {
    out = out.replace(new RegExp(`${escapeRegExp(form)}(?=$|[\\\\/\\s"'),:;])`, 'gi'), '~')
  }
  for (const [pattern, replacement] of replacements) out = out.replace(pattern, replacement)
  const names = (person.names ?? []).filter((name): name is string => !!name && name.trim().length >= 2)
  for (const name of [...new Set(names.map((n) => n.trim()))].sort((a, b) => b.length - a.length)) {
    out = out.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu'),
      '[name]',
    )
  }
  return out
}
