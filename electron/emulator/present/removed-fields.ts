import { isToday } from '../generation'
import type { PresentContext } from './present-context'

/** The fields service-2026.md §3 lists as no longer sent to apps of 2026, per kind of object. */
export const REMOVED_IN_2026 = {
  track: ['available_markets', 'linked_from', 'popularity'],
  album: ['album_group', 'available_markets', 'label', 'popularity'],
  artist: ['followers', 'popularity'],
  currentUser: ['country', 'email', 'explicit_content', 'followers', 'product'],
  show: ['available_markets', 'publisher'],
  audiobook: ['available_markets', 'publisher'],
  chapter: ['available_markets'],
} as const

type Kind = keyof typeof REMOVED_IN_2026
type Removed<K extends Kind> = (typeof REMOVED_IN_2026)[K][number]

/** `body` as the generation in force shows it: in `2026` without the fields removed for its kind. */
export function asGenerationShows<T extends object, K extends Kind>(
  ctx: PresentContext,
  kind: K,
  body: T,
): Omit<T, Removed<K>> & Partial<Pick<T, Removed<K> & keyof T>> {
  if (!isToday(ctx.generation)) return body
  const shown: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  for (const field of REMOVED_IN_2026[kind]) delete shown[field]
  return shown as unknown as Omit<T, Removed<K>> & Partial<Pick<T, Removed<K> & keyof T>>
}
