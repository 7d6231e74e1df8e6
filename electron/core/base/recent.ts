/** The last `limit` items added, oldest first: what a problem report shows of a long run, in bounded memory. */
export interface Recent<T> {
  add(item: T): void
  list(): T[]
}

export function createRecent<T>(limit: number): Recent<T> {
  const items: T[] = []
  return {
    add(item) {
      items.push(item)
      if (items.length > limit) items.splice(0, items.length - limit)
    },
    list: () => [...items],
  }
}
