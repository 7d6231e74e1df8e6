/** Lower case, accents folded, split into word tokens: how names and search terms are compared. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => token !== '')
}

/** Every filter token is the start of some field token ("nor lin" matches "Nora Lind"). */
export function prefixesMatch(filterTokens: readonly string[], fieldTokens: readonly string[]): boolean {
  return filterTokens.every((wanted) => fieldTokens.some((token) => token.startsWith(wanted)))
}
