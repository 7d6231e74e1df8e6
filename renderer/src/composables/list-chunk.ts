/**
 * Rows asked for at once by a list window. A module of its own: the first screen's store of first rows
 * (stores/first-rows.ts) needs only this number, and importing it from useListWindow put all of that module
 * in the first screen's JavaScript (a module another screen also uses goes whole where it is first needed).
 */
export const LIST_CHUNK = 100
