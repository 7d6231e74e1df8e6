import type { BridgeErrorCode } from './bridge-error'

/**
 * Words a listener understands. What a person reads never names an operation (`playlists.getItems:`), a
 * system error code (ECONNRESET), an HTTP status or an id: those go to the log. When a failure's own text
 * carries any of them, the page shows the words of its kind from this one table instead.
 */

/** Developer words: each pattern names one kind, for the tests and for the log. */
export const developerWordPatterns: readonly { what: string; pattern: RegExp }[] = [
  {
    what: 'an operation name',
    // Not a file's name (`secrets.json:` in a path said to the person).
    pattern:
      /(?<![/\w.-])[a-z][a-zA-Z]*\.(?!(?:json|ya?ml|txt|log|lock|key|desktop|md|settled)\b)[a-z][a-zA-Z]+(?::|\b(?= needs| failed))/,
  },
  {
    what: 'a system error code',
    pattern:
      /\bE(?:CONN[A-Z]+|NOTFOUND|TIMEDOUT|AI_AGAIN|HOSTUNREACH|NETUNREACH|PIPE|PROTO|NOTDIR|ISDIR|NOENT|ACCES|PERM|NOSPC|ROFS|EXIST|BUSY|MFILE)\b/,
  },
  {
    what: 'an HTTP status',
    pattern:
      /\b(?:answered|status|HTTP|error) ?[1-5]\d\d\b|\b[1-5]\d\d (?:Bad|Service|Internal|Too|Not|Forbidden|Unauthorized)\b/i,
  },
  {
    what: 'an id',
    pattern:
      /\((?:playlist|track|album|artist|user|show|episode) [0-9A-Za-z]{6,}…?\)|\b(?=[A-Za-z]*\d)[0-9A-Za-z]{22}\b/,
  },
  { what: 'a number of milliseconds', pattern: /\b\d+ ?ms\b/ },
]

/** The developer words `text` holds (empty when a listener understands all of it). */
export function developerWords(text: string): string[] {
  return developerWordPatterns.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what)
}

/** What happened and what the person can do, per kind of failure. */
export const failureWords: Record<BridgeErrorCode, string> = {
  INVALID_INPUT: 'Encore could not do that: something it was given is not valid.',
  UNKNOWN_METHOD: 'Encore could not do that: this page and Encore do not match. Reload the page.',
  FORBIDDEN: 'Encore refused that from this page. Open Encore from its own window or link.',
  NOT_SIGNED_IN: 'Sign in to do that.',
  INSUFFICIENT_SCOPE: 'Your sign-in does not allow that. Sign in again and grant access.',
  PREMIUM_REQUIRED: 'Controlling playback needs a Premium account.',
  NO_ACTIVE_DEVICE: 'Nothing is playing anywhere. Choose where to play first.',
  RATE_LIMITED: 'The service asked Encore to wait a moment. Try again shortly.',
  NETWORK: 'Encore cannot reach the service right now. It tries again by itself; try again once it is back.',
  TIMEOUT: 'The service took too long to answer. Try again in a moment.',
  ABORTED: 'That was cancelled.',
  SERVICE_ERROR: 'The service had a problem with that. Try again in a moment.',
  UNAVAILABLE: 'The service does not offer that.',
  QUOTA_EXCEEDED: 'The app has used up its requests to the service for now. Encore goes on by itself later.',
  ACCOUNT_NOT_REGISTERED:
    'The service does not let this account use your app yet. Add it in your app’s settings.',
  OWNER_PREMIUM_REQUIRED: 'The app’s owner needs an active Premium subscription for the service to answer.',
  TRANSPORT_CLOSED: 'Encore is not reachable from this page right now. It reconnects by itself.',
  BACKLOGGED: 'Encore is still busy with earlier answers. Try again in a moment.',
  INTERNAL: 'Something went wrong inside Encore. Try again; if it keeps happening, restart Encore.',
}

/** When a sign-in's own words are a developer's: what happened, plainly. */
export const SIGN_IN_FAILED_WORDS =
  'Encore could not complete the sign-in with the service. Try again in a moment.'

/** When lyrics could not be read and their own words are a developer's. */
export const LYRICS_FAILED_WORDS = 'Lyrics could not be read right now. Encore tries again later.'

/** When a failure's words are a developer's and its kind is unknown. */
export const SOMETHING_FAILED_WORDS = 'Something did not work. Try again in a moment.'

/** `text` when a listener understands it; else the words of its kind (or `fallback` when the kind is unknown). */
export function listenerText(text: string, code: string | undefined, fallback?: string): string {
  if (!developerWords(text).length) return text
  // "spotify.clientId: A Client ID is 32 characters…": the words after the name are a person's.
  const named = /^[a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+: (.+)$/s.exec(text)
  const rest = named?.[1]
  if (rest && !developerWords(rest).length) return rest.charAt(0).toUpperCase() + rest.slice(1)
  // A failure of a known kind: its words say what happened and what the person can do.
  if (code !== undefined && Object.hasOwn(failureWords, code)) return failureWords[code as BridgeErrorCode]
  // "Encore could not save your sign-in in its data folder (cannot write …: ENOTDIR …); it lasts…": the
  // sentence without the detail in brackets.
  const unbracketed = text.replace(/ \((?:[^()]|\([^()]*\))*\)/g, (detail) =>
    developerWords(detail).length ? '' : detail,
  )
  if (unbracketed !== text && !developerWords(unbracketed).length) return unbracketed
  // "Encore could not change whether it starts when you log in: cannot write …: ENOTDIR": the sentence before
  // the detail is the person's (a sentence: more than one word).
  const head = /^([^:()]+\s[^:()]+): /.exec(text)?.[1]
  if (head && !developerWords(head).length) return `${head.replace(/[.\s]+$/, '')}.`
  return fallback ?? SOMETHING_FAILED_WORDS
}
