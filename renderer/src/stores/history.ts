import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed } from 'vue'
import { bridge } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { useWords } from '../i18n'

/**
 * Your listening history as core keeps it (`history.changed`): whose it is, how many plays, where it is kept.
 * Its `revision` advances with every change, so what the page read from it (Home's shelves, Your listening)
 * reads again; `ownerKey` changes when someone else signs in.
 */
export const useHistoryStore = defineStore('history', () => {
  const mirror = useBridgeMirror({
    read: () => bridge.history.status(),
    event: 'history.changed',
    failure: () => useWords().t('app.store.historyReadFailed'),
  })
  const status = mirror.value
  const ownerKey = computed(() => {
    const owner = status.value?.owner
    return owner ? `${owner.service}|${owner.userId}` : null
  })
  const revision = computed(() => status.value?.revision ?? 0)
  /** Erases the signed-in user's history (asked first, in Settings); failures are thrown to the caller. */
  const forget = () => mirror.apply(() => bridge.history.forget())
  return { status, loadError: mirror.loadError, ownerKey, revision, load: mirror.load, forget }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useHistoryStore, import.meta.hot))
