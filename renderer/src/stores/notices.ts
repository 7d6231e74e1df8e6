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

  function push(notice: Notice): number {
    const id = nextId++
    shown.value = [...shown.value, { ...notice, id }].slice(-MAX_SHOWN)
    return id
  }

  function dismiss(id: number): void {
    shown.value = shown.value.filter((notice) => notice.id !== id)
  }

  bridge.on('notice', (notice) => push(notice))

  return { shown, push, dismiss }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useNoticesStore, import.meta.hot))
