import type { Notice, PlayerCommandCall, ShownLanguage } from '../../../contract'
import { wordsIn } from '../../base/words'
import { playbackWords } from './playback-words'

/** Skips within `SKIPPER_WINDOW_MS` that make a heavy skipper… */
export const SKIPPER_SKIPS = 20
/** …over this long (a skip a half minute). */
export const SKIPPER_WINDOW_MS = 10 * 60_000

/**
 * Said once to someone who skips a lot: each skip is a request to Spotify (and the read that shows the next
 * track another), counted against a daily quota every app of the developer account shares; Soloist is not.
 */
export const SKIPPER_NOTICE: Notice = {
  level: 'info',
  code: 'SKIPPER',
  message: playbackWords.en.skipper,
}

const isSkip = (call: PlayerCommandCall) => call.id === 'player.next' || call.id === 'player.previous'

/** Watches the person's skips; answers the notice once, at the skip that makes them a heavy skipper. */
export function createSkipHint(): (
  call: PlayerCommandCall,
  now: number,
  language?: ShownLanguage,
) => Notice | null {
  const skips: number[] = []
  let told = false
  return (call, now, language = 'en') => {
    if (told || !isSkip(call)) return null
    skips.push(now)
    while (skips.length && (skips[0] ?? now) <= now - SKIPPER_WINDOW_MS) skips.shift()
    if (skips.length < SKIPPER_SKIPS) return null
    told = true
    return { ...SKIPPER_NOTICE, message: wordsIn(playbackWords, language)('skipper') }
  }
}
