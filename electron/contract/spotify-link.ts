/**
 * Spotify's URIs and links, read in one place (lint refuses `split(':')` on a URI elsewhere):
 * - `SpotifyUri`: a URI the service or Encore wrote (`spotify:track:…`), read into its kind and id;
 * - `SpotifyLink`: links as people share them: `spotify:album:…` URIs and `https://open.spotify.com/album/…`
 *   addresses (with `intl-xx/`, `?si=…`, `embed/`, the old `user/…/playlist/…` forms). One parser for every way
 *   in: the command line, a link pasted into Search, dropped on the window or opened by another app.
 * Pure: no schema library, so the page uses it too.
 */

/**
 * The kinds a `spotify:` URI names: the service's items, a user, a local file (`spotify:local:…`, longer) and
 * a user's saved tracks (`spotify:collection:…`). A URI of any other kind reads as none.
 */
export const spotifyUriKinds = [
  'track',
  'album',
  'playlist',
  'artist',
  'show',
  'episode',
  'audiobook',
  'chapter',
  'user',
  'local',
  'collection',
] as const
export type SpotifyUriKind = (typeof spotifyUriKinds)[number]

/** A URI of one item, `spotify:{kind}:{id}`, read into its parts. */
export interface SpotifyUri {
  kind: SpotifyUriKind
  id: string
  uri: string
}

const isUriKind = (value: string | undefined): value is SpotifyUriKind =>
  value !== undefined && (spotifyUriKinds as readonly string[]).includes(value)

const ITEM_URI = /^spotify:([a-z]+):([^\s:/?#]+)$/
const URI_KIND = /^spotify:([a-z]+)(?::|$)/

/**
 * Reads `spotify:{kind}:{id}`; null for anything else (a local file's longer URI, a user's collection, words,
 * a web address: `parseSpotifyLink` reads those).
 */
export function parseSpotifyUri(uri: string | null | undefined): SpotifyUri | null {
  const match = uri ? ITEM_URI.exec(uri) : null
  const kind = match?.[1]
  return match && isUriKind(kind) ? { kind, id: match[2]!, uri: uri! } : null
}

/**
 * The kind a `spotify:` URI starts with, of the longer forms too (`spotify:local:…` is `local`,
 * `spotify:user:…:collection` is `user`); null when the text is not a `spotify:` URI.
 */
export function uriKind(uri: string | null | undefined): SpotifyUriKind | null {
  const kind = uri ? URI_KIND.exec(uri)?.[1] : undefined
  return isUriKind(kind) ? kind : null
}

/** Whether a `spotify:` URI is of one of the kinds given (`isKind(uri, 'episode')`, of the longer forms too). */
export function isKind(uri: string | null | undefined, ...kinds: readonly SpotifyUriKind[]): boolean {
  const kind = uriKind(uri)
  return kind !== null && kinds.includes(kind)
}

/** The id of a `spotify:{kind}:{id}` URI; null for any other text. */
export const uriId = (uri: string | null | undefined): string | null => parseSpotifyUri(uri)?.id ?? null

/** The URI of an item: `spotify:{kind}:{id}`; the one place one is made from its parts. */
export const uriOf = (kind: SpotifyUriKind, id: string): string => `spotify:${kind}:${id}`

export const spotifyLinkKinds = ['track', 'album', 'playlist', 'artist', 'show', 'episode'] as const
export type SpotifyLinkKind = (typeof spotifyLinkKinds)[number]

/** What a link names: its kind, its id and the URI the Web API takes. */
export interface SpotifyLink {
  kind: SpotifyLinkKind
  id: string
  uri: string
}

export type SpotifyLinkParse = { ok: true; link: SpotifyLink } | { ok: false; reason: string }

/** A Spotify id: 22 letters and digits (base62). */
export const SPOTIFY_ID_PATTERN = /^[A-Za-z0-9]{22}$/

/** Kinds the page has no screen for yet (podcasts arrive with the shows and episodes of the service). */
export const kindsWithoutPage: readonly SpotifyLinkKind[] = ['show', 'episode']

const WEB_LINK = /^(?:https?:\/\/)?open\.spotify\.com(?=[/?#]|$)(.*)$/i
const INTL = /^intl-[a-z]{2}(?:-[a-z]{2})?$/i

/**
 * What a bad link is told, in a listener's words (it said "“short” is not a Spotify id (22 letters and digits)"):
 * one sentence, whatever part of it is wrong.
 */
export const NOT_A_LINK_WORDS =
  'That is not a link to a Spotify track, album, playlist, artist, show or episode.'
const notALink: SpotifyLinkParse = { ok: false, reason: NOT_A_LINK_WORDS }

const isLinkKind = (value: string): value is SpotifyLinkKind =>
  (spotifyLinkKinds as readonly string[]).includes(value)

function linkOf(kind: string, id: string | undefined): SpotifyLinkParse {
  const lower = kind.toLowerCase()
  if (!isLinkKind(lower) || !id || !SPOTIFY_ID_PATTERN.test(id)) return notALink
  return { ok: true, link: { kind: lower, id, uri: uriOf(lower, id) } }
}

function parseUri(text: string): SpotifyLinkParse {
  const parts = text.split(':').slice(1)
  // The old playlist form: spotify:user:{owner}:playlist:{id}.
  if (parts[0]?.toLowerCase() === 'user' && parts.length === 4 && parts[2]?.toLowerCase() === 'playlist') {
    return linkOf('playlist', parts[3])
  }
  if (parts.length > 2) return notALink
  const [kind = '', id] = parts
  return linkOf(kind, id)
}

function parseWebPath(rest: string): SpotifyLinkParse {
  // Everything after the path (the `?si=` share id, a fragment) says nothing about the item.
  const path = rest.replace(/[?#].*$/s, '')
  const segments = path.split('/').filter(Boolean)
  if (segments[0] && INTL.test(segments[0])) segments.shift()
  if (segments[0] === 'embed') segments.shift()
  if (segments[0] === 'user' && segments.length === 4 && segments[2] === 'playlist') {
    return linkOf('playlist', segments[3])
  }
  if (segments.length === 0) {
    return {
      ok: false,
      reason: 'That is Spotify’s home page, not a link to a track, album, playlist, artist, show or episode.',
    }
  }
  if (segments.length > 2) return notALink
  const [kind = '', id] = segments
  return linkOf(kind, id)
}

/** Reads a link or URI; says why, as a sentence, when the text is not one. */
export function parseSpotifyLink(text: string): SpotifyLinkParse {
  const trimmed = text.trim()
  if (!trimmed) {
    return {
      ok: false,
      reason: 'No link was given: paste a Spotify link such as https://open.spotify.com/album/….',
    }
  }
  if (/^spotify:/i.test(trimmed)) return parseUri(trimmed)
  const web = WEB_LINK.exec(trimmed)
  if (web) return parseWebPath(web[1] ?? '')
  return notALink
}

/** Whether text is meant as a Spotify link rather than words to search for (Search opens it instead). */
export function looksLikeSpotifyLink(text: string): boolean {
  const trimmed = text.trim()
  return /^spotify:/i.test(trimmed) || WEB_LINK.test(trimmed)
}
