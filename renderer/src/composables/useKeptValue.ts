import { useEventListener } from '@vueuse/core'
import { shallowRef, watch, type Ref } from 'vue'

/** How a kept value is written in this computer's storage, and read back. */
export interface KeptForm<T> {
  read(text: string): T
  write(value: T): string
}

export const keptText: KeptForm<string> = { read: (text) => text, write: (value) => value }
export const keptFlag: KeptForm<boolean> = {
  read: (text) => text === 'true',
  write: (value) => String(value),
}
export const keptJson = <T>(): KeptForm<T> => ({
  read: (text) => JSON.parse(text) as T,
  write: (value) => JSON.stringify(value),
})

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined // storage turned off: the value lives as long as the page
  }
}

/**
 * A value kept in this computer's storage under `key`: read at once (`initial` when none is kept or it cannot
 * be read), written back as it changes (null removes it), and followed when another window of Encore changes
 * it. What Encore used vueuse's `useLocalStorage` for, in a few lines on the first screen instead of ~2 kB.
 * A new value is kept by assigning it (`kept.value = { ...kept.value, … }`), not by changing it in place.
 */
export function useKeptValue<T>(key: string, initial: T, form: KeptForm<T>): Ref<T> {
  const read = (): T => {
    try {
      const text = storage()?.getItem(key)
      return text === null || text === undefined ? initial : form.read(text)
    } catch {
      return initial
    }
  }
  const kept = shallowRef<T>(read())
  watch(kept, (value) => {
    try {
      if (value === null || value === undefined) storage()?.removeItem(key)
      else storage()?.setItem(key, form.write(value))
    } catch {
      // Full or turned off: the page keeps the value until it closes.
    }
  })
  useEventListener(globalThis.window, 'storage', (event: StorageEvent) => {
    if (event.storageArea === storage() && (event.key === key || event.key === null)) kept.value = read()
  })
  return kept
}
