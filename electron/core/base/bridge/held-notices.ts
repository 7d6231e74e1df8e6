import type { Notice, ShownLanguage } from '../../../contract'
import { wordsIn } from '../words'
import { bridgeWords } from './bridge-words'
import type { EventBus } from './event-bus'

/** The most notices held for a page; more, and the oldest go (the page is told how many). */
export const MAX_HELD_NOTICES = 20

export interface HeldNotices {
  /**
   * The notices held, oldest first, handed to the page that reads them (`app.notices`): then no longer held.
   * How many could not be kept is said in `language` (absent: English).
   */
  take(language?: ShownLanguage): Notice[]
  dispose(): void
}

/**
 * Notices raised while no page could hear them (before the first page read them at start, or while no
 * transport forwards events: no window open) are held, bounded, until a page reads them. The outbox's notice
 * at start (changes damaged, a line that could not be read) used to go before any page connected, and nobody
 * saw it. A page that heard one live and reads it again shows it once (the page merges identical notices).
 */
export function holdNotices(bus: EventBus, max = MAX_HELD_NOTICES): HeldNotices {
  let held: Notice[] = []
  let dropped = 0
  let read = false
  const off = bus.on('notice', (notice) => {
    if (read && bus.forwarding) return
    held.push(notice)
    if (held.length > max) {
      held.shift()
      dropped += 1
    }
  })
  return {
    take(language = 'en') {
      read = true
      const taken = held
      const gone = dropped
      held = []
      dropped = 0
      if (!gone) return taken
      const more: Notice = {
        level: 'info',
        message: wordsIn(bridgeWords, language)('dropped', { count: gone }),
      }
      return [more, ...taken]
    },
    dispose: () => off.dispose(),
  }
}
