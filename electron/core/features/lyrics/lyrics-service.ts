import type { Lyrics, PlaybackState, Settings, ShownLanguage, Track } from '../../../contract'
import { spokenLanguage } from '../../base/language'
import { wordsIn } from '../../base/words'
import { lyricsWords } from './lyrics-words'
import { AbortedError } from '../../service/api/errors'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { EventBus } from '../../base/bridge/event-bus'
import type { JsonDocuments } from '../../base/files/json-documents'
import type { Clock, Logger } from '../../base/ports'
import { createDisposables } from '../../base/disposables'
import { createLrclibClient, LrclibFailure } from './lrclib-client'
import { createLyricsCache, type KeptLyrics } from './lyrics-cache'
import { lookUpLyrics, type LookedUpTrack } from './lyrics-lookup'
import { presentLyrics } from './present-lyrics'
import { createRomanizer, japaneseReaderFor, type Romanizer } from './romanize/romanizer'
import type { StartJapaneseReader } from './romanize/japanese-reader-process'
import { createRomanizedLyrics } from './romanize/romanized-lyrics'
import { forPerson, LYRICS_FAILED_WORDS } from '../../base/person-words'

/** After LRCLIB failed for a track (unreachable, an unusable answer), it is not asked again for so long. */
export const LYRICS_RETRY_AFTER_MS = 60_000

export interface LyricsServiceOptions {
  /** Follows `playback.state` on it: what plays is what lyrics are asked for. */
  bus: EventBus
  settings: () => Settings
  /** The language its words are said in now; else Settings' choice (English for "as the system"). */
  language?: () => ShownLanguage
  /** The LRCLIB to ask now (see `lrclibAddressFor`). */
  address: () => string
  documents: JsonDocuments
  clock: Clock
  logger: Logger
  userAgent: string
  /** The deadline of one request to LRCLIB (tests shorten it). */
  timeoutMs?: number
  /** What plays after the current item (the player's queue): its lyrics are asked ahead while these show. */
  comingNext?: () => Promise<Track | null>
  /** Makes the romanized lines when Settings asks for them (tests hand in their own). */
  romanizer?: Romanizer
  /** Where Japanese lyrics are read for their romanized lines: a process of its own (the shell's port), else here. */
  japaneseReader?: StartJapaneseReader
}

export interface LyricsService {
  handlers: HandlersOf<'lyrics'>
  dispose(): Promise<void>
}

interface Flight {
  key: string
  promise: Promise<KeptLyrics>
  controller: AbortController
}

/** Waits for `promise`, or fails with ABORTED as soon as the caller cancels (the shared request goes on). */
function untilCancelled<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new AbortedError('lyrics.current'))
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AbortedError('lyrics.current'))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

type FetchLyrics = (address: string, track: LookedUpTrack, signal: AbortSignal) => Promise<KeptLyrics>

/** The LRCLIB client for an address from Settings. */
function clientFor(address: string, options: LyricsServiceOptions) {
  return createLrclibClient({
    address,
    userAgent: options.userAgent,
    logger: options.logger,
    // The address comes from Settings: a local one must not tell the page what answers on its ports.
    quietOnLocal: true,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  })
}

/**
 * One lookup at a time, shared by every caller asking for the same track at the same address; a lookup for
 * another track stops the one before. What is found is handed to `keep`.
 */
function sharedLookups(fetchLyrics: FetchLyrics, keep: (key: string, kept: KeptLyrics) => void) {
  let flight: Flight | undefined
  return {
    lookUp(key: string, address: string, track: LookedUpTrack): Promise<KeptLyrics> {
      if (flight?.key === key) return flight.promise
      // The track moved on: what was asked for the one before no longer matters.
      flight?.controller.abort()
      const controller = new AbortController()
      const promise = fetchLyrics(address, track, controller.signal)
        .then((kept) => {
          keep(key, kept)
          return kept
        })
        .finally(() => {
          if (flight?.promise === promise) flight = undefined
        })
      // Nobody may wait any more when it fails (every caller cancelled): not an unhandled rejection.
      promise.catch(() => {})
      flight = { key, promise, controller }
      return promise
    },
    stop(): void {
      flight?.controller.abort()
      flight = undefined
    },
  }
}

/**
 * Lyrics of what plays, asked of LRCLIB only while they are on and a page asks (`lyrics.current`, which pages
 * call while they show lyrics): once per track and address, kept on disk; one lookup at a time, and a newer
 * track's lookup stops an older one's. A failure answers `unavailable` and is not asked again for a minute, unless the person asks to try again.
 */
/**
 * LRCLIB's failure in `language`: English as it was put in a listener's words (`shown`), another language in
 * its catalog words when the failure has them and they were shown as they are, else "could not be read".
 */
function failureInWords(error: LrclibFailure, shown: string) {
  return (language: ShownLanguage): string => {
    if (language === 'en') return shown
    const say = wordsIn(lyricsWords, language)
    return error.words && shown === error.message ? say(error.words.key, error.words.values) : say('failed')
  }
}

export function createLyricsService(options: LyricsServiceOptions): LyricsService {
  const { clock, logger } = options
  const cache = createLyricsCache(options.documents, clock, logger)
  const fetchLyrics: FetchLyrics = (address, track, signal) =>
    lookUpLyrics(clientFor(address, options), track, signal, { now: clock.now(), logger })
  const lookups = sharedLookups(fetchLyrics, (key, kept) => cache.put(key, kept))
  const failures = new Map<string, { until: number; said: (language: ShownLanguage) => string }>()
  const language = () => options.language?.() ?? spokenLanguage(options.settings().language)
  let playing: PlaybackState['track'] = null
  /** The lookup of the next item's lyrics, asked ahead; and for which current item it was asked. */
  let ahead: AbortController | undefined
  let aheadAfter: string | null = null
  /** The lookup asked ahead while it is on its way: the item, once it plays, waits for it instead of asking again. */
  let aheadOnItsWay: { key: string; done: Promise<unknown> } | undefined
  let disposed = false
  let askedOf = options.settings().lyrics
  const romanized = createRomanizedLyrics(
    options.romanizer ?? createRomanizer(clock, japaneseReaderFor(clock, options.japaneseReader)),
    logger,
  )

  const stopAsking = () => {
    lookups.stop()
    ahead?.abort()
    ahead = undefined
    aheadAfter = null
    failures.clear()
  }
  // What lyrics hold until disposed, undone in reverse: the listening, then what is being asked.
  const held = createDisposables((error) => options.logger.error('Lyrics failed to stop a part', { error }))
  held.add(stopAsking)
  held.add(() => romanized.dispose())
  held.add(
    options.bus.on('playback.state', (state) => {
      playing = state.track
    }),
  )
  // Turning lyrics off or another address stops what is being asked.
  held.add(
    options.bus.on('settings.changed', ({ values }) => {
      if (!values.lyrics.enabled || values.lyrics.address !== askedOf.address) stopAsking()
      askedOf = values.lyrics
    }),
  )

  /**
   * Once the lyrics of what plays are shown, the next item's are looked up (once per item, beside the current
   * lookup and never stopping it), so they show at once when it starts.
   */
  async function askAhead(after: string, address: string): Promise<void> {
    if (!options.comingNext || aheadAfter === after) return
    aheadAfter = after
    try {
      const next = await options.comingNext()
      if (!next || disposed || !options.settings().lyrics.enabled || playing?.uri !== after) return
      const key = `${address} ${next.uri}`
      if (cache.get(key) || failures.has(key)) return
      ahead?.abort()
      const controller = new AbortController()
      ahead = controller
      const asked = fetchLyrics(address, next, controller.signal)
      const onItsWay = { key, done: asked.catch(() => undefined) }
      aheadOnItsWay = onItsWay
      try {
        cache.put(key, await asked)
      } finally {
        if (aheadOnItsWay === onItsWay) aheadOnItsWay = undefined
      }
    } catch (error) {
      // Asked ahead, so nobody waits: a failure is asked again when the item plays and a page shows its lyrics.
      if (!(error instanceof AbortedError))
        logger.info('Lyrics asked ahead were not found', { error: String(error) })
    }
  }

  /** The lyrics with a romanized line under each line, while Settings → Lyrics asks for them. */
  const romanizedIfAsked = (key: string, found: Lyrics): Promise<Lyrics> | Lyrics =>
    options.settings().lyrics.romanize ? romanized.of(key, found) : found

  async function current(signal: AbortSignal, retry: boolean, attempts = 3): Promise<Lyrics> {
    if (disposed || !options.settings().lyrics.enabled) return { status: 'off' }
    const track = playing
    if (!track) return { status: 'idle' }
    const address = options.address()
    const key = `${address} ${track.uri}`
    if (aheadOnItsWay?.key === key) await untilCancelled(aheadOnItsWay.done, signal)
    const kept = cache.get(key)
    if (kept) {
      void askAhead(track.uri, address)
      return romanizedIfAsked(key, presentLyrics(track, kept))
    }
    if (retry) failures.delete(key)
    const failed = failures.get(key)
    if (failed && failed.until > clock.now())
      return { status: 'unavailable', trackUri: track.uri, message: failed.said(language()) }
    try {
      const found = presentLyrics(track, await untilCancelled(lookups.lookUp(key, address, track), signal))
      void askAhead(track.uri, address)
      return await romanizedIfAsked(key, found)
    } catch (error) {
      if (error instanceof AbortedError && !signal.aborted && attempts > 1) {
        // Stopped by a newer track, lyrics turned off or another address: answer for what holds now.
        return current(signal, false, attempts - 1)
      }
      if (!(error instanceof LrclibFailure)) throw error
      if (failures.size > 100) failures.clear()
      const said = failureInWords(error, forPerson(error, logger, 'Lyrics', LYRICS_FAILED_WORDS).message)
      failures.set(key, { until: clock.now() + LYRICS_RETRY_AFTER_MS, said })
      return { status: 'unavailable', trackUri: track.uri, message: said(language()) }
    }
  }

  return {
    handlers: { 'lyrics.current': (input, { signal }) => current(signal, input?.retry ?? false) },
    dispose() {
      disposed = true
      return held.dispose()
    },
  }
}
