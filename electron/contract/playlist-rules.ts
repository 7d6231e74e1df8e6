/** The rules of playlists as plain values and functions (the page checks forms with them; core checks again). */

/** The service takes a cover of at most 256 KB of JPEG. */
export const COVER_MAX_BYTES = 256 * 1024
/** The side a cover is resized to before it leaves the page (the service shows 640 px at most). */
export const COVER_SIDE_PX = 640
export const PLAYLIST_NAME_MAX = 100
export const PLAYLIST_DESCRIPTION_MAX = 300
/** The most items one edit names (the page sends what a person selected; core splits for the service). */
export const PLAYLIST_EDIT_MAX = 500

export const COLLABORATIVE_RULE = 'A collaborative playlist cannot be public: make it private first.'

/** Why a playlist's visibility cannot be what the form says, or null: collaborative ones are never public. */
export function visibilityProblem(details: { public?: boolean; collaborative?: boolean }): string | null {
  return details.collaborative === true && details.public !== false ? COLLABORATIVE_RULE : null
}

/** Why a name cannot be a playlist's, or null. */
export function playlistNameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (!trimmed) return 'Give the playlist a name.'
  if (trimmed.length > PLAYLIST_NAME_MAX) return `A name is at most ${PLAYLIST_NAME_MAX} characters.`
  return null
}

/**
 * Why the tracks of a playlist the person follows but does not own are not listed on today's service (it shows
 * them only to owners and collaborators), in one plain line; playing it by its context still works.
 */
export const PLAYLIST_ITEMS_HIDDEN =
  'Spotify now shows the tracks of a playlist only to its owner and collaborators, so they are not listed here. Play and Shuffle play still play it.'
