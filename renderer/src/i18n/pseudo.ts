import { pseudoMessage } from '@contract'

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
