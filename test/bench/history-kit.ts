import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { monthFile, monthOf } from '../../electron/core/features/history/history-index'
import { encodeItem, encodePlay, HEADER_LINE } from '../../electron/core/features/history/history-lines'
import { historyPathOf, type HistoryOwner } from '../../electron/core/features/history/history-store'
import {
  FROM_PLAYER,
  FROM_SERVICE,
  type HistoryItem,
  type PlayRecord,
} from '../../electron/core/features/history/play'

/**
 * A year of heavy listening, written straight to a history folder in the store's own line format (the store
 * would flush each play to the disk: 30,000 flushes are not what is measured): 30,000 plays over 365 days,
 * 4,800 tracks on 600 albums by 300 artists, played from albums, 40 playlists and artists, favourites played
 * far more than the rest; most plays both seen and read, some only one way. Deterministic.
 */

export const YEAR_PLAYS = 30_000
const DAY = 86_400_000

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const id = (kind: string, n: number) => `${kind}${String(n).padStart(22 - kind.length, '0')}`

export function writeYearOfListening(
  dataDir: string,
  owner: HistoryOwner,
  end: number,
): { first: number; tracks: string[] } {
  const folder = historyPathOf(dataDir, owner)
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const next = random(2025)
  const items: HistoryItem[] = []
  const tracks: string[] = []
  for (let a = 0; a < 600; a++) {
    const albumUri = `spotify:album:${id('al', a)}`
    items.push({
      kind: 'album',
      uri: albumUri,
      id: id('al', a),
      name: `Album number ${a}`,
      images: [640, 300, 64].map((size) => ({
        url: `https://i.scdn.co/image/${id('im', a * 3 + size)}`,
        width: size,
        height: size,
      })),
    })
    const artist = a % 300
    for (let t = 0; t < 8; t++) {
      const uri = `spotify:track:${id('tr', a * 8 + t)}`
      tracks.push(uri)
      items.push({
        kind: 'track',
        uri,
        id: id('tr', a * 8 + t),
        name: `A song called ${a * 8 + t}`,
        durationMs: 150_000 + Math.floor(next() * 150_000),
        explicit: next() < 0.1,
        album: albumUri,
        artists: [
          { id: id('ar', artist), name: `Artist ${artist}`, uri: `spotify:artist:${id('ar', artist)}` },
        ],
      })
    }
  }
  for (let p = 0; p < 40; p++) {
    items.push({
      kind: 'context',
      uri: `spotify:playlist:${id('pl', p)}`,
      type: 'playlist',
      name: `Playlist ${p}`,
      images: [],
    })
  }
  const months = new Map<string, string[]>()
  const first = end - 365 * DAY
  for (let seq = 1; seq <= YEAR_PLAYS; seq++) {
    const at = first + Math.floor(((seq - 0.5) / YEAR_PLAYS) * 365 * DAY)
    // Favourites: a skewed pick (a few hundred tracks make most plays).
    const index = Math.floor(tracks.length * next() ** 3)
    const track = tracks[index]!
    const roll = next()
    const context =
      roll < 0.6
        ? `spotify:album:${id('al', Math.floor(index / 8))}`
        : roll < 0.9
          ? `spotify:playlist:${id('pl', Math.floor(next() * 40))}`
          : `spotify:artist:${id('ar', Math.floor(index / 8) % 300)}`
    const how = next()
    const seen = how < 0.9
    const play: PlayRecord = {
      seq,
      at,
      item: track,
      context,
      playedMs: seen ? 120_000 + Math.floor(next() * 100_000) : null,
      sources: how < 0.6 ? FROM_PLAYER | FROM_SERVICE : seen ? FROM_PLAYER : FROM_SERVICE,
      device: seen ? (next() < 0.7 ? 'Encore Desktop' : 'Pocket Phone') : null,
      window: null,
      leftAtMs: null,
    }
    const month = monthOf(at)
    const lines = months.get(month) ?? [HEADER_LINE]
    lines.push(encodePlay(play))
    months.set(month, lines)
  }
  writeFileSync(join(folder, 'items.jsonl'), [HEADER_LINE, ...items.map(encodeItem), ''].join('\n'), {
    mode: 0o600,
  })
  for (const [month, lines] of months) {
    writeFileSync(join(folder, monthFile(month)), `${lines.join('\n')}\n`, { mode: 0o600 })
  }
  return { first, tracks }
}
