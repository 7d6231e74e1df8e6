/**
 * The contract's schemas by area, each area's made the first time something reads it: a process that never
 * opens Discover holds none of Discover's, and a tray that shows no window checks no event's payload. Schemas
 * cost heap (about 1.4 KiB each) and a process uses few areas, so it holds only the ones it was asked for.
 */

/** The areas whose schemas this process has made, in the order they were first read. */
const built = new Set<string>()

/** Names of the areas whose schemas were made so far, in the order they were first read. */
export function builtSchemaAreas(): readonly string[] {
  return [...built]
}

/** A factory run once, on first call; later calls answer the same value. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}

/** An area's schemas: `make` runs the first time the getter is called, and the area is noted as made. */
export function areaSchemas<T>(area: string, make: () => T): () => T {
  return once(() => {
    const schemas = make()
    built.add(area)
    return schemas
  })
}

/**
 * A table whose rows are made on first read: each key is a getter that runs its factory once. The table
 * reads as a plain object of values (`table[key]`), so its readers need not know.
 */
export function lazyRows<T extends Record<string, () => unknown>>(
  table: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const rows = {}
  for (const [key, factory] of Object.entries(table)) {
    Object.defineProperty(rows, key, { get: once(factory), enumerable: true })
  }
  return rows as { readonly [K in keyof T]: ReturnType<T[K]> }
}
