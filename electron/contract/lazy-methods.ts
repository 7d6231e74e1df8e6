import type { z } from 'zod'
import { once } from './schema-areas'

export { once }

/** A bridge method's schemas, made by a factory the first time the method is checked. */
export type MethodFactory = () => { input: z.ZodType; output: z.ZodType }

/** The methods whose schemas this process has made (a process that never opens Discover made none of its). */
const built = new Set<string>()

/** Names of the methods whose schemas were made so far, in the order they were first used. */
export function builtMethodSchemas(): readonly string[] {
  return [...built]
}

/**
 * The row maker of an area whose rows share schemas (`shared`, made once): `row((s) => ({ input, output }))` is
 * a factory that makes the shared schemas and the row's own on first use.
 */
export function rowsSharing<S>(
  shared: () => S,
): <R extends { input: z.ZodType; output: z.ZodType }>(make: (schemas: S) => R) => () => R {
  return (make) => () => make(shared())
}

/**
 * Rows of the bridge's method table whose schemas are made on first use: each row reads as `{ input, output }`
 * (getters), so the dispatcher and every other reader use it as a plain row. Schemas cost heap (about 1.4 KiB
 * each) and most windows use few methods, so a process holds only the ones it was asked for.
 */
export function lazyMethods<T extends Record<string, MethodFactory>>(
  table: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const rows: Record<string, { input: z.ZodType; output: z.ZodType }> = {}
  for (const [name, factory] of Object.entries(table)) {
    const spec = once(() => {
      built.add(name)
      return factory()
    })
    rows[name] = {
      get input() {
        return spec().input
      },
      get output() {
        return spec().output
      },
    }
  }
  return rows as { readonly [K in keyof T]: ReturnType<T[K]> }
}
