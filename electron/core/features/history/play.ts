import type { ArtistRef, Image } from '../../../contract'
import { uriKind } from '../../../contract'

/**
 * What the history keeps: plays, and the items they refer to (tracks, episodes, albums, contexts) once each, so
 * a play is a short line. An item's key is its URI. An episode (or an audiobook's chapter) names its show (or
 * book), kept as a context item: the readers count it by its show, never as a track.
 */

/** A play's sources, as bits: Encore saw it on the player, read it from the service's recently played. */
export const FROM_PLAYER = 1
export const FROM_SERVICE = 2

export interface TrackItem {
  kind: 'track'
  uri: string
  id: string | null
  name: string
  durationMs: number
  explicit: boolean
  /** The album's URI (an `AlbumItem`), or null for a local file. */
  album: string | null
  artists: ArtistRef[]
}

/** An episode or a chapter: counted by its show or book, not as a track. */
export interface EpisodeItem {
  kind: 'episode'
  uri: string
  id: string | null
  name: string
  durationMs: number
  /** The show's (or book's) URI, kept as a context item. */
  show: string | null
}

export interface AlbumItem {
  kind: 'album'
  uri: string
  id: string | null
  name: string
  images: Image[]
}

/** A playlist, artist or show played from: its name and images once Encore knows them. */
export interface ContextItem {
  kind: 'context'
  uri: string
  type: string
  name: string | null
  images: Image[]
}

export type PlayableItem = TrackItem | EpisodeItem
export type HistoryItem = PlayableItem | AlbumItem | ContextItem

/** One play as it is stored. */
export interface PlayRecord {
  /** Unique within one user's history, in the order plays were first written. */
  seq: number
  /** When it ended or was left (the service's `played_at` once the service told of it). */
  at: number
  /** The played item's URI. */
  item: string
  /** The context's URI (album, playlist, artist, show, collection), or null. */
  context: string | null
  /** How long it played, when the player showed it; null when only the service told of it. */
  playedMs: number | null
  sources: number
  device: string | null
  /**
   * Seen on the player and not yet matched with the service's record of it: the span the service's
   * `played_at` for the same play falls in (from when it started to when Encore saw it gone).
   */
  window: readonly [number, number] | null
  /** Left before its end at this position (a place to resume), when the player showed it. */
  leftAtMs: number | null
}

/** A play with its items resolved: what the readers work over. */
export interface Play {
  at: number
  item: PlayableItem
  /** The item's album, when it is a track on one. */
  album: AlbumItem | null
  /** An episode's show (a chapter's book), when the history knows it. */
  show?: ContextItem | null
  context: string | null
  playedMs: number | null
  sources: number
  device: string | null
  leftAtMs: number | null
}

/** How long a play counts for: what the player saw, or the whole track when only the service told of it. */
export function listenedMs(play: Pick<Play, 'playedMs' | 'item'>): number {
  return play.playedMs ?? play.item.durationMs
}

/** Items a play needs written before it: the played item, its album (or an episode's show), its context. */
export interface PlayItems {
  item: PlayableItem
  album: AlbumItem | null
  context: ContextItem | null
  show?: ContextItem | null
}

/** The kind of a context from its URI: `spotify:album:…` → `album`. */
export function contextKind(uri: string): string {
  return uriKind(uri) ?? ''
}
