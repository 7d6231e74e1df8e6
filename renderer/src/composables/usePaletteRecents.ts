import type { PaletteMatch } from '@contract'
import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { keptJson, useKeptValue } from './useKeptValue'

/** A choice made in the palette, kept so it shows first next time: a command by id, or a library item. */
export type RecentChoice = { key: string; command: string } | { key: string; match: PaletteMatch }

export const RECENT_MAX = 8

/** The list once `choice` was made: it goes first, once, and the oldest fall off past `RECENT_MAX`. */
export function withRecent(recent: readonly RecentChoice[], choice: RecentChoice): RecentChoice[] {
  return [choice, ...recent.filter((kept) => kept.key !== choice.key)].slice(0, RECENT_MAX)
}

/** Choices chosen lately go first, the latest first; the others keep their order (the match's rank). */
export function recentFirst<T extends { key: string }>(
  choices: readonly T[],
  recent: readonly RecentChoice[],
): T[] {
  const rank = new Map(recent.map((choice, at) => [choice.key, at]))
  return choices
    .map((choice, at) => ({ choice, at, recent: rank.get(choice.key) ?? Infinity }))
    .sort((a, b) => a.recent - b.recent || a.at - b.at)
    .map(({ choice }) => choice)
}

/**
 * The palette's recent choices, kept on this computer per user (in browser mode per browser profile): another
 * user signing in here never sees what you chose.
 */
export function usePaletteRecents(user: MaybeRefOrGetter<string | null>) {
  const kept = useKeptValue<Record<string, RecentChoice[]>>('encore.palette.recent', {}, keptJson())
  const recent = computed(() => {
    const id = toValue(user)
    return id ? (kept.value[id] ?? []) : []
  })
  return {
    recent,
    remember(choice: RecentChoice) {
      const id = toValue(user)
      if (id) kept.value = { ...kept.value, [id]: withRecent(recent.value, choice) }
    },
  }
}
