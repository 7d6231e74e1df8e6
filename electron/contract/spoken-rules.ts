/**
 * Podcasts and audiobooks, the values and pure rules the page and core share (no schema library): what kind of
 * item plays, where audiobooks are sold, the spoken-word skips, how far into an episode you are, and an
 * episode's notes as plain text with its web links picked out.
 */

/** What the player holds: a track, a podcast episode, or a chapter of an audiobook. */
export const playingItemTypes = ['track', 'episode', 'chapter'] as const
export type PlayingItemType = (typeof playingItemTypes)[number]

/** Spoken word: an episode or a chapter (the transport skips by seconds, not tracks). */
export const isSpoken = (itemType: PlayingItemType | undefined): boolean =>
  itemType === 'episode' || itemType === 'chapter'

/** The markets the service sells audiobooks in; elsewhere it answers them as unknown. */
export const AUDIOBOOK_MARKETS: readonly string[] = ['US', 'GB', 'CA', 'IE', 'NZ', 'AU']

/** Whether audiobooks are sold in a country; null when the country is not known (user-read-private missing). */
export function audiobooksSoldIn(country: string | null | undefined): boolean | null {
  if (!country) return null
  return AUDIOBOOK_MARKETS.includes(country.toUpperCase())
}

/** "Back 15 seconds" and "Forward 30 seconds", the spoken-word skips. */
export const SKIP_BACK_MS = 15_000
export const SKIP_FORWARD_MS = 30_000

/** Where a skip by `deltaMs` from `positionMs` lands: never before the start, never past the end (less a second). */
export function skipTarget(positionMs: number, durationMs: number, deltaMs: number): number {
  const target = Math.max(0, positionMs + deltaMs)
  return durationMs > 0 ? Math.min(target, Math.max(0, durationMs - 1_000)) : target
}

/** Where the user stands in an episode or chapter, as the service keeps it (with user-read-playback-position). */
export interface ResumePointValue {
  fullyPlayed: boolean
  positionMs: number
}

/** What a row shows of an episode's progress: played, begun (time left), or not begun. */
export type EpisodeProgress =
  | { kind: 'played' }
  | { kind: 'begun'; positionMs: number; leftMs: number }
  | { kind: 'new' }
  | { kind: 'unknown' }

export function episodeProgress(resume: ResumePointValue | null, durationMs: number): EpisodeProgress {
  if (!resume) return { kind: 'unknown' }
  if (resume.fullyPlayed) return { kind: 'played' }
  if (resume.positionMs <= 0) return { kind: 'new' }
  return { kind: 'begun', positionMs: resume.positionMs, leftMs: Math.max(0, durationMs - resume.positionMs) }
}

/**
 * Where "Play" starts an episode: where the user left it, or from the start when it was played to its end or
 * is not begun.
 */
export function resumeAt(resume: ResumePointValue | null): number {
  return resume && !resume.fullyPlayed ? Math.max(0, Math.round(resume.positionMs)) : 0
}

/**
 * Unplayed episodes of a followed show, counted among its newest `of` episodes: "12 unplayed", or "50+
 * unplayed" when every one looked at was and the show has older ones.
 */
export function unplayedWords(unplayed: { count: number; of: number }, totalEpisodes: number): string {
  const more = unplayed.count === unplayed.of && totalEpisodes > unplayed.of
  return `${unplayed.count}${more ? '+' : ''} unplayed`
}

/** A piece of an episode's notes: plain text, or a web link to make clickable. */
export type NotesPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/** http(s) addresses in running text; anything else (javascript:, file:, mailto:) stays text. */
const WEB_LINK = /\bhttps?:\/\/[^\s<>"'`]+/gi
/** Punctuation that ends a sentence rather than the address: "see https://x.org/a." */
const TRAILING = /[.,;:!?)\]}]+$/

/**
 * Notes as plain text with their web links picked out. Nothing is parsed as markup: `<b>` stays the four
 * characters it is. A link is kept only when it parses as an http(s) URL without credentials, to a public
 * host: in browser mode the page follows it itself, without the question the desktop app asks.
 */
export function notesParts(text: string): NotesPart[] {
  const parts: NotesPart[] = []
  let last = 0
  const push = (value: string) => {
    if (!value) return
    const previous = parts[parts.length - 1]
    if (previous?.kind === 'text') previous.text += value
    else parts.push({ kind: 'text', text: value })
  }
  for (const match of text.matchAll(WEB_LINK)) {
    const raw = match[0].replace(TRAILING, '')
    const at = match.index
    push(text.slice(last, at))
    const href = safeWebLink(raw)
    if (href) parts.push({ kind: 'link', text: raw, href })
    else push(raw)
    last = at + raw.length
  }
  push(text.slice(last))
  return parts
}

/**
 * A name with a dot that is neither this computer nor an address by number (IPv4 in any notation the URL
 * parser reads, such as 0x7f000001; IPv6 in brackets). Notes are written by strangers: a link to this computer
 * or a private address names no public site and could reach a local service.
 */
export function namesAPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (!host.includes('.') || host.startsWith('[')) return false
  if (host === 'localhost' || host.endsWith('.localhost')) return false
  return !/^[\d.]+$/.test(host)
}

function safeWebLink(raw: string): string | null {
  try {
    const url = new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.username || url.password || !namesAPublicHost(url.hostname)) return null
    return url.href
  } catch {
    return null
  }
}
