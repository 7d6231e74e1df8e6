import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'

/**
 * The changes to the person's data that wait to be sent (`outbox.changed`): shown in the status bar, listed
 * with why each waits and until when, and taken back one by one. Core keeps them and rolls back what a
 * cancelled change showed (the heart, the rows); the page only shows and asks.
 */
export const useOutboxStore = defineStore('outbox', () => {
  const mirror = useBridgeMirror({
    read: () => bridge.outbox.list(),
    event: 'outbox.changed',
    failure: 'Encore could not tell which changes wait to be sent.',
  })
  const entries = computed(() => mirror.value.value?.entries ?? [])
  const count = computed(() => entries.value.length)
  /** The change being taken back now, and why the last Cancel failed. */
  const cancelling = shallowRef<string | null>(null)
  const cancelError = shallowRef<string | null>(null)

  async function cancel(id: string): Promise<void> {
    cancelling.value = id
    cancelError.value = null
    try {
      await mirror.apply(() => bridge.outbox.cancel({ id }))
    } catch (error) {
      cancelError.value = describeBridgeError(error, 'Encore could not be reached; the change still waits.')
      // It may have gone meanwhile (sent, or on its way): the list says what is true now.
      await mirror.load()
    } finally {
      cancelling.value = null
    }
  }

  return {
    entries,
    count,
    cancelling,
    cancelError,
    loadError: mirror.loadError,
    load: mirror.load,
    cancel,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useOutboxStore, import.meta.hot))
