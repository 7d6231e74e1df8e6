import { allOf, type Scope, type ScopeRequirement } from './scopes'

/** What /me/library saves (service-2026.md §2) and Encore offers to save, follow or add to a library. */
export const savedKinds = [
  'track',
  'album',
  'artist',
  'user',
  'playlist',
  'episode',
  'show',
  'audiobook',
] as const
export type SavedKind = (typeof savedKinds)[number]

/**
 * The scopes of each kind on /me/library. service-2026.md §7 leaves this unsettled and assumes the classic
 * mapping: the library scopes for tracks, albums, episodes, shows and audiobooks, the follow scopes for
 * artists and users, the playlist scopes for playlists (saving one follows it publicly, as the classic follow
 * did by default).
 */
const modify: Record<SavedKind, Scope> = {
  track: 'user-library-modify',
  album: 'user-library-modify',
  artist: 'user-follow-modify',
  user: 'user-follow-modify',
  playlist: 'playlist-modify-public',
  episode: 'user-library-modify',
  show: 'user-library-modify',
  audiobook: 'user-library-modify',
}
const read: Record<SavedKind, Scope> = {
  track: 'user-library-read',
  album: 'user-library-read',
  artist: 'user-follow-read',
  user: 'user-follow-read',
  playlist: 'playlist-read-private',
  episode: 'user-library-read',
  show: 'user-library-read',
  audiobook: 'user-library-read',
}

/** The scopes a /me/library request needs for the kinds it names. */
export function savedKindScopes(
  kinds: readonly SavedKind[] | undefined,
  access: 'modify' | 'read',
): ScopeRequirement {
  const table = access === 'modify' ? modify : read
  return allOf(...new Set((kinds ?? []).map((kind) => table[kind])))
}

export function uriOf(kind: SavedKind, id: string): string {
  return `spotify:${kind}:${id}`
}

/** The kind of a `spotify:<kind>:<id>` URI, when it is one /me/library takes. */
export function kindOfUri(uri: string): SavedKind | undefined {
  const kind = /^spotify:([a-z]+):/.exec(uri)?.[1]
  return (savedKinds as readonly string[]).includes(kind ?? '') ? (kind as SavedKind) : undefined
}
