import { z } from 'zod'
import { notFound } from '../http/api-error'

/** Path parameters are plain strings; an id that names nothing is a 404. */
export const idParams = z.object({ id: z.string() })

export function found<T>(value: T | undefined, what: string, id: string): T {
  if (value === undefined) throw notFound(`Non existing id: no ${what} with id '${id}'`)
  return value
}

/** A time as the service prints `added_at`: ISO 8601 to the second, in UTC. */
export const isoSeconds = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`
