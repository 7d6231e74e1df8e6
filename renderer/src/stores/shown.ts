import { acceptHMRUpdate, defineStore } from 'pinia'

const MAX_KEPT = 48

/**
 * What pages last showed, by what they read (whose it is is in the key): a page opened again draws that at once
 * and reads anew behind it. Kept for this page's life only, at most a few dozen reads, the oldest going first.
 */
export const useShownStore = defineStore('shown', () => {
  const kept = new Map<string, unknown>()
  return {
    last: <T>(key: string): T | undefined => kept.get(key) as T | undefined,
    remember(key: string, value: unknown): void {
      kept.delete(key)
      kept.set(key, value)
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!)
    },
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useShownStore, import.meta.hot))
