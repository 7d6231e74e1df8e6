import { applyOutboxDelta, isNewerOutbox, type OutboxState } from '@contract'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import { bridge, bridgeTransport, describeBridgeError } from '../bridge'
import { said, useWords } from '../i18n'

/**
 * The changes to the person's data that wait to be sent: shown in the status bar, listed with why each waits
 * and until when, and taken back one by one. Core keeps them and rolls back what a cancelled change showed (the
 * heart, the rows); the page only shows and asks. The list is read once (`outbox.list`), then followed by what
 * changed (`outbox.changed`); a change that does not follow the revision held reads the list again.
 */
export const useOutboxStore = defineStore('outbox', () => {
  const state = shallowRef<OutboxState | null>(null)
  const loadError = shallowRef<string | null>(null)
  const entries = computed(() => state.value?.entries ?? [])
  const count = computed(() => entries.value.length)
  /** The change being taken back now, and why the last Cancel failed. */
  const cancelling = shallowRef<string | null>(null)
  const cancelError = shallowRef<string | null>(null)

  /** A list read from core replaces what is held unless a newer change arrived meanwhile. */
  function take(read: OutboxState): void {
    if (isNewerOutbox(state.value, read)) state.value = read
  }

  let reading: Promise<void> | null = null
  function load(): Promise<void> {
    reading ??= bridge.outbox
      .list()
      .then(take, async (error: unknown) => {
        const failure = await said(() => useWords().t('app.store.outboxReadFailed'))
        loadError.value = describeBridgeError(error, failure)
      })
      .then(() => {
        if (state.value) loadError.value = null
      })
      .finally(() => {
        reading = null
      })
    return reading
  }

  bridge.on('outbox.changed', (delta) => {
    const next = applyOutboxDelta(state.value, delta)
    if (next) state.value = next
    else void load()
  })
  bridgeTransport.onConnectionChange((connection) => {
    if (connection === 'open') void load()
  })

  async function cancel(id: string): Promise<void> {
    cancelling.value = id
    cancelError.value = null
    try {
      take(await bridge.outbox.cancel({ id }))
    } catch (error) {
      cancelError.value = describeBridgeError(
        error,
        await said(() => useWords().t('app.store.outboxCancelFailed')),
      )
      // It may have gone meanwhile (sent, or on its way): the list says what is true now.
      await load()
    } finally {
      cancelling.value = null
    }
  }

  return { entries, count, cancelling, cancelError, loadError, load, cancel }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useOutboxStore, import.meta.hot))
