import type { ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { soloistWords, type SoloistWords } from './soloist-words'

/**
 * What Soloist's own log says went wrong, in a listener's words with the fix. The reference does not fix the
 * wording of these lines, so the usual phrasings are read (as with the days left in lifetime.ts); a line that
 * matches none is only logged. `stops`: whether starting again can help (a wrong key fails the same way each
 * time, so Encore waits for the person instead of restarting in a loop).
 */

/** `not-stopping`: not from the log; the supervisor's own, for a child that ignored SIGTERM. */
export type SoloistProblemKind = 'api-key' | 'port-busy' | 'pairing-refused' | 'no-audio' | 'not-stopping'

export interface SoloistProblem {
  kind: SoloistProblemKind
  message: string
  stops: boolean
}

const problems: {
  kind: Exclude<SoloistProblemKind, 'not-stopping'>
  pattern: RegExp
  message: keyof SoloistWords['problem']
  stops: boolean
}[] = [
  {
    kind: 'api-key',
    pattern:
      /\b(?:invalid|wrong|bad|unknown|rejected|revoked|expired)\s+api[\s_-]?key\b|\bapi[\s_-]?key\b.{0,40}\b(?:invalid|rejected|not valid|unauthori[sz]ed|revoked|expired)\b/i,
    message: 'apiKey',
    stops: true,
  },
  {
    kind: 'port-busy',
    pattern: /\baddress already in use\b|\bEADDRINUSE\b|\bport\b.{0,30}\b(?:in use|busy|taken)\b/i,
    message: 'portBusy',
    stops: false,
  },
  {
    kind: 'pairing-refused',
    pattern:
      /\bpair(?:ing)?\b.{0,40}\b(?:refused|rejected|denied|declined|failed)\b|\bnot allowed to pair\b/i,
    message: 'pairingRefused',
    stops: true,
  },
  {
    kind: 'no-audio',
    pattern: /\b(?:pipewire|pulseaudio|pulse)\b.{0,40}\b(?:not found|unavailable|failed|refused|no such)\b/i,
    message: 'noAudio',
    stops: false,
  },
]

/** The problem one log line tells of, or undefined when it tells of none. */
export function problemFromLog(line: string, language: ShownLanguage = 'en'): SoloistProblem | undefined {
  for (const { kind, pattern, message, stops } of problems) {
    if (pattern.test(line))
      return { kind, message: wordsIn(soloistWords, language)(`problem.${message}`), stops }
  }
  return undefined
}
