import type { ArtistRef, Image } from '../../../contract'
import type { HistoryItem, PlayRecord } from './play'

/**
 * The history's lines. A play is a JSON array in a fixed order (30,000 a year read fast and stay small):
 * `[seq, at, item, context, playedMs, sources, device, window, leftAtMs]`, trailing nulls left off. An item is
 * its JSON object. Each file starts with a header naming the format. Every line read is checked: one that is
 * not what it should be is left out (and counted), never the ones around it.
 */

export const HISTORY_FORMAT = 'encore-listening-history'
export const HISTORY_VERSION = 1
export const HEADER_LINE = JSON.stringify({ format: HISTORY_FORMAT, version: HISTORY_VERSION })

export function encodePlay(play: PlayRecord): string {
  const fields: unknown[] = [
    play.seq,
    play.at,
    play.item,
    play.context,
    play.playedMs,
    play.sources,
    play.device,
    play.window,
    play.leftAtMs,
  ]
  while (fields.length > 6 && fields.at(-1) === null) fields.pop()
  return JSON.stringify(fields)
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value)
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value)
const isString = (value: unknown): value is string => typeof value === 'string'
const stringOrNull = (value: unknown) => value === null || value === undefined || isString(value)
const timeOrNull = (value: unknown) => value === null || value === undefined || isTime(value)

/** Makes what a play line says into what the reader wants (a `PlayRecord`, or a play of the readers). */
export type PlayBuilder<T> = (
  seq: number,
  at: number,
  item: string,
  context: string | null,
  playedMs: number | null,
  sources: number,
  device: string | null,
  window: [number, number] | null,
  leftAtMs: number | null,
) => T

const toRecord: PlayBuilder<PlayRecord> = (
  seq,
  at,
  item,
  context,
  playedMs,
  sources,
  device,
  window,
  leftAtMs,
) => ({
  seq,
  at,
  item,
  context,
  playedMs,
  sources,
  device,
  window,
  leftAtMs,
})

/** A play line checked field by field (indexed, not destructured: 30,000 of them load at once). */
export function decodePlay(value: unknown): PlayRecord | null
export function decodePlay<T>(value: unknown, build: PlayBuilder<T>): T | null
export function decodePlay<T>(value: unknown, build?: PlayBuilder<T>): T | PlayRecord | null {
  if (!Array.isArray(value) || value.length < 6) return null
  const seq: unknown = value[0]
  const at: unknown = value[1]
  const item: unknown = value[2]
  const context: unknown = value[3]
  const playedMs: unknown = value[4]
  const sources: unknown = value[5]
  const device: unknown = value[6]
  const span: unknown = value[7] ?? null
  const leftAtMs: unknown = value[8]
  if (!isInt(seq) || !isTime(at) || !isString(item) || !stringOrNull(context) || !timeOrNull(playedMs))
    return null
  if (!isInt(sources) || sources < 1 || sources > 3 || !stringOrNull(device) || !timeOrNull(leftAtMs))
    return null
  if (span !== null && !(Array.isArray(span) && span.length === 2 && isTime(span[0]) && isTime(span[1])))
    return null
  return (build ?? toRecord)(
    seq,
    at,
    item,
    orNull(context as string | null | undefined),
    orNull(playedMs as number | null | undefined),
    sources,
    orNull(device as string | null | undefined),
    span as [number, number] | null,
    orNull(leftAtMs as number | null | undefined),
  )
}

export function encodeItem(item: HistoryItem): string {
  return JSON.stringify(item)
}

const isImage = (value: unknown): value is Image => {
  const image = value as Partial<Image> | null
  return (
    typeof image === 'object' &&
    image !== null &&
    isString(image.url) &&
    (image.width === null || isTime(image.width)) &&
    (image.height === null || isTime(image.height))
  )
}
const isArtist = (value: unknown): value is ArtistRef => {
  const artist = value as Partial<ArtistRef> | null
  return (
    typeof artist === 'object' &&
    artist !== null &&
    (artist.id === null || isString(artist.id)) &&
    isString(artist.name) &&
    isString(artist.uri)
  )
}
const imagesOf = (value: unknown): value is Image[] => Array.isArray(value) && value.every(isImage)

export function decodeItem(value: unknown): HistoryItem | null {
  if (typeof value !== 'object' || value === null) return null
  const item = value as Record<string, unknown>
  const { uri, id = null, name } = item
  if (!isString(uri) || !stringOrNull(id)) return null
  const base = { uri, id: id as string | null }
  switch (item['kind']) {
    case 'track': {
      const { durationMs, explicit, album = null, artists } = item
      if (!isString(name) || !isTime(durationMs) || typeof explicit !== 'boolean' || !stringOrNull(album))
        return null
      if (!Array.isArray(artists) || !artists.every(isArtist)) return null
      return { kind: 'track', ...base, name, durationMs, explicit, album: album as string | null, artists }
    }
    case 'episode': {
      const { durationMs, show = null } = item
      if (!isString(name) || !isTime(durationMs) || !stringOrNull(show)) return null
      return { kind: 'episode', ...base, name, durationMs, show: show as string | null }
    }
    case 'album': {
      const { images } = item
      return isString(name) && imagesOf(images) ? { kind: 'album', ...base, name, images } : null
    }
    case 'context': {
      const { type, images } = item
      if (!isString(type) || !stringOrNull(name) || !imagesOf(images)) return null
      return { kind: 'context', uri, type, name: (name ?? null) as string | null, images }
    }
    default:
      return null
  }
}

/** Each line of a file's text, parsed; `bad` counts the lines that are not JSON. */
export function parseLines(text: string, take: (value: unknown) => void): { bad: number } {
  let bad = 0
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start)
    if (end < 0) end = text.length
    if (end > start) {
      try {
        take(JSON.parse(text.slice(start, end)))
      } catch {
        bad++
      }
    }
    start = end + 1
  }
  return { bad }
}
