/** How a typed text and a name compare: case, accents and spaces around set aside. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')

/**
 * 0: the name is what was typed; 1: the name starts with it; null: neither (a fuzzy match, or none). An item of
 * the library named so ranks above every command ("early" finds the track "Early Anchors" before "Unlike").
 */
export function titleTier(name: string, typed: string): 0 | 1 | null {
  const want = plain(typed)
  if (!want) return null
  const have = plain(name)
  if (have === want) return 0
  return have.startsWith(want) ? 1 : null
}

/**
 * The palette's choices for what was typed, best first: the library's items named exactly so, then those whose
 * name starts with it, then the commands (those named so first, then the matcher's order), then the library's
 * other matches. Within a tier the order given stays (recent choices first, as the caller put them).
 */
export function rankChoices<T extends { label: string; kind: 'command' | 'item' }>(
  choices: readonly T[],
  typed: string,
): T[] {
  const tier = (choice: T) => {
    if (choice.kind === 'command') return titleTier(choice.label, typed) === null ? 2.5 : 2
    return titleTier(choice.label, typed) ?? 3
  }
  return choices
    .map((choice, at) => ({ choice, at, tier: tier(choice) }))
    .sort((a, b) => a.tier - b.tier || a.at - b.at)
    .map(({ choice }) => choice)
}
