const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((letter, index) => [
    letter,
    [...'åƀçđéĝĥîķļñöŕšţûýžÅƁÇĐÉĜĤÎĶĻÑÖŔŠŢÛÝŽ'][index]!,
  ]),
)

/** One message in the pseudo-language: accented, a third longer, in brackets; `{names}` and `|` kept. */
function pseudoMessage(message: string): string {
  return message
    .split('|')
    .map((form) => {
      const accented = form.replace(/\{[^}]*\}|[a-zA-Z]/g, (part) => ACCENTED[part] ?? part)
      const words = form.trim().length
      return `[${accented.trim()} ${'~'.repeat(Math.max(1, Math.round(words / 3)))}]`
    })
    .join(' | ')
}

type Tree = { [key: string]: string | Tree }

/**
 * The pseudo-language `en-XA` made from the English catalog: every word accented and a third longer, so a
 * word that is not translated, or a layout that cuts a longer language's words, shows at a glance.
 */
export function pseudoCatalog<T extends Tree>(english: T): T {
  return Object.fromEntries(
    Object.entries(english).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoMessage(value) : pseudoCatalog(value),
    ]),
  ) as T
}
