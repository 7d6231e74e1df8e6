/** What a library tab says: its list's accessible name, and the line shown while it holds nothing. */
export interface TabWords {
  label: string
  empty: string
}

/**
 * A library tab's words for each of its kinds, asked for each time they are read, so that they follow the
 * language spoken (useLibraryTab reads them when the tab is shown).
 */
export function tabWords<K extends string>(words: Record<K, () => TabWords>): Readonly<Record<K, TabWords>> {
  const live = {} as Record<K, TabWords>
  for (const kind of Object.keys(words) as K[])
    Object.defineProperty(live, kind, { get: words[kind], enumerable: true })
  return live
}
