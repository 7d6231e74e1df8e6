/** The limits of the playlist arrangement kept by Encore (no schema library: the page reads them too). */
export const FOLDER_NAME_MAX = 100
/** A folder may hold folders, those none: folders nest one level. */
export const FOLDER_DEPTH_MAX = 2
/** How large an imported arrangement may be (characters of JSON). */
export const ARRANGEMENT_TEXT_MAX = 1_000_000
