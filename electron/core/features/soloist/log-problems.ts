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
  message: string
  stops: boolean
}[] = [
  {
    kind: 'api-key',
    pattern:
      /\b(?:invalid|wrong|bad|unknown|rejected|revoked|expired)\s+api[\s_-]?key\b|\bapi[\s_-]?key\b.{0,40}\b(?:invalid|rejected|not valid|unauthori[sz]ed|revoked|expired)\b/i,
    message:
      'Spotify Soloist did not accept its API key: copy the key again from Spotify for Developers and set it in Settings → This computer.',
    stops: true,
  },
  {
    kind: 'port-busy',
    pattern: /\baddress already in use\b|\bEADDRINUSE\b|\bport\b.{0,30}\b(?:in use|busy|taken)\b/i,
    message:
      'Spotify Soloist could not open its port because another program uses it: quit the other Soloist (or the program holding the port), then turn This computer off and on.',
    stops: false,
  },
  {
    kind: 'pairing-refused',
    pattern:
      /\bpair(?:ing)?\b.{0,40}\b(?:refused|rejected|denied|declined|failed)\b|\bnot allowed to pair\b/i,
    message:
      'Spotify refused to pair with Spotify Soloist: check that the API key belongs to the account you play with (Premium), then choose This computer again.',
    stops: true,
  },
  {
    kind: 'no-audio',
    pattern: /\b(?:pipewire|pulseaudio|pulse)\b.{0,40}\b(?:not found|unavailable|failed|refused|no such)\b/i,
    message:
      'Spotify Soloist found no sound system: it needs PipeWire or PulseAudio running in your desktop session.',
    stops: false,
  },
]

/** The problem one log line tells of, or undefined when it tells of none. */
export function problemFromLog(line: string): SoloistProblem | undefined {
  for (const { kind, pattern, message, stops } of problems) {
    if (pattern.test(line)) return { kind, message, stops }
  }
  return undefined
}
