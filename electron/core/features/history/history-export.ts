import { EXPORT_PART_PLAYS, type HistoryExport, type HistoryExportFormat } from '../../../contract'
import { stripControls } from '../../base/security/safe-text'
import type { Play } from './play'
import { sourceOf } from './shelf-readers'

/**
 * The history as a file, in parts of at most 1,000 plays (one bridge answer each, well under a WebSocket
 * message's limit): the page asks for every part, joins their text in order and saves it as a download (a
 * Blob and a link with `download`, in the browser and in the desktop app alike). CSV has a header row and one
 * row per play; JSON is one object, `{ format, version, exportedAt, plays: [...] }`, whose parts join into
 * valid JSON. Oldest play first.
 */

export const EXPORT_FORMAT = 'encore-listening-history'
export const EXPORT_VERSION = 1

const CSV_COLUMNS = [
  'played_at',
  'track',
  'artists',
  'album',
  'track_uri',
  'context_uri',
  'played_ms',
  'duration_ms',
  'device',
  'source',
] as const

/**
 * Where a spreadsheet may start a cell inside a field: at its start, and after any separator it may split on
 * (comma, semicolon, tab, pipe: which one depends on the locale and on the person's choice at import), spaces
 * allowed between. A cell starting with = + - @ is read as a formula by one spreadsheet or another. Tabs and
 * line breaks are gone by then (see csvField), so they start no cell.
 */
const CELL_START_DANGER = /((?:^|[,;|]) *)([=+\-@])/g

/**
 * A CSV field: every text quoted (quotes doubled), control characters gone (escape sequences, NUL, BEL, bidi
 * marks) and line breaks and tabs made spaces, since an importer splitting on lines or tabs ignores the
 * quotes; then each place a spreadsheet could read as a formula's start is defused with an apostrophe.
 * Numbers as they are, nothing for null. Names are written by strangers.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const defused = stripControls(value).replace(CELL_START_DANGER, "$1'$2")
  return `"${defused.replace(/"/g, '""')}"`
}

function exportRecord(play: Play) {
  return {
    playedAt: new Date(play.at).toISOString(),
    track: {
      uri: play.item.uri,
      name: play.item.name,
      artists: play.item.kind === 'track' ? play.item.artists.map((artist) => artist.name) : [],
      album: play.album ? { uri: play.album.uri, name: play.album.name } : null,
      durationMs: play.item.durationMs,
    },
    contextUri: play.context,
    playedMs: play.playedMs,
    device: play.device,
    source: sourceOf(play.sources),
  }
}

function csvRow(play: Play): string {
  const record = exportRecord(play)
  return [
    record.playedAt,
    record.track.name,
    record.track.artists.join('; '),
    record.track.album?.name ?? null,
    record.track.uri,
    record.contextUri,
    record.playedMs,
    record.track.durationMs,
    record.device,
    record.source,
  ]
    .map(csvField)
    .join(',')
}

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Part `part` of the export of `plays` (oldest first, already cut at `until`). */
export function exportPart(
  plays: readonly Play[],
  format: HistoryExportFormat,
  part: number,
  until: number,
): HistoryExport {
  const parts = Math.max(1, Math.ceil(plays.length / EXPORT_PART_PLAYS))
  const slice = plays.slice(part * EXPORT_PART_PLAYS, (part + 1) * EXPORT_PART_PLAYS)
  const last = part === parts - 1
  let text: string
  if (format === 'csv') {
    const rows = slice.map(csvRow)
    text = [...(part === 0 ? [CSV_COLUMNS.join(',')] : []), ...rows].map((row) => `${row}\r\n`).join('')
  } else {
    const head =
      part === 0
        ? `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_VERSION},"exportedAt":${JSON.stringify(new Date(until).toISOString())},"plays":[\n`
        : ',\n'
    text = `${head}${slice.map((play) => JSON.stringify(exportRecord(play))).join(',\n')}${last ? '\n]}\n' : ''}`
  }
  return {
    fileName: `encore-listening-history-${stamp(until)}.${format}`,
    mimeType: format === 'csv' ? 'text/csv' : 'application/json',
    part,
    parts,
    until,
    text,
  }
}
