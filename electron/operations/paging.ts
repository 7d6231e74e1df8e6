/** The paging object of every offset-paged list the service answers: fetch `next` for the following page; null at the end. */
export interface Paging<T> {
  href: string
  items: T[]
  limit: number
  next: string | null
  offset: number
  previous: string | null
  total: number
}
