import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref } from 'vue'
import type { Notice } from '@contract'
import { bridge } from '../bridge'

export interface ShownNotice extends Notice {
  id: number
}

const MAX_SHOWN = 4

/** Toasts pushed by core (`notice` events) or raised by the page itself; each can be dismissed. */
export const useNoticesStore = defineStore('notices', () => {
  const shown = ref<ShownNotice[]>([])
  let nextId = 1
  /** Codes another part of the page answers with its own interface (a dialog), so no toast repeats it. */
  const answeredElsewhere = new Set<string>()

  /** Shows a notice; with `ttlMs` it goes by itself after that long (a confirmation, not a problem). */
  function push(notice: Notice, options: { ttlMs?: number } = {}): number | null {
    if (notice.code && answeredElsewhere.has(notice.code)) return null
    const id = nextId++
    shown.value = [...shown.value, { ...notice, id }].slice(-MAX_SHOWN)
    if (options.ttlMs) setTimeout(() => dismiss(id), options.ttlMs)
    return id
  }

  function dismiss(id: number): void {
    shown.value = shown.value.filter((notice) => notice.id !== id)
  }

  /** Notices with this code are shown by the caller's own interface from now on, not as toasts. */
  function answerElsewhere(code: string): void {
    answeredElsewhere.add(code)
  }

  bridge.on('notice', (notice) => push(notice))

  return { shown, push, dismiss, answerElsewhere }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useNoticesStore, import.meta.hot))
