import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { useBridgeMirror } from '../composables/useBridgeMirror'
import { keptText, useKeptValue } from '../composables/useKeptValue'
import { useSavedItems } from '../composables/useSavedItems'
import { said, useWords } from '../i18n'
import { useNoticesStore } from './notices'
import { uriKind } from '@contract'

/**
 * The kinds of item whose removal has words of its own (shows and artists are unfollowed, episodes leave Your
 * Episodes, the others Your Library); anything else, or a mix, is an item removed from Your Library.
 */
const REMOVED_KINDS = new Set(['show', 'artist', 'episode', 'track', 'album', 'playlist'])

/**
 * What a removal from the library did, in words that name it: tracks and albums are removed, artists
 * unfollowed; one is named where its name is known ("Removed “Early Anchors” from Your Library."), more are
 * counted.
 */
export function removedWords(
  uris: readonly string[],
  nameOf: (uri: string) => string | undefined = () => undefined,
): string {
  const { t, locale } = useWords()
  const kinds = new Set(uris.map((uri) => uriKind(uri)))
  const only = kinds.size === 1 ? [...kinds][0]! : ''
  const kind = REMOVED_KINDS.has(only) ? only : 'other'
  const name = uris.length === 1 ? nameOf(uris[0]!) : undefined
  if (name) return t(`library.removed.named.${kind}`, { name })
  const count = uris.length
  return t(`library.removed.counted.${kind}`, { count: count.toLocaleString(locale.value) }, count)
}

/**
 * The library as core publishes it (`library.changed`: counts, where the sync is, a revision), and what the
 * page knows of items being saved or followed. The lists themselves stay in core: views read windows of them.
 * Signing out or switching service empties all of it (core pushes an empty status; the page forgets the rest).
 */
export const useLibraryStore = defineStore('library', () => {
  const notices = useNoticesStore()
  const mirror = useBridgeMirror({
    read: () => bridge.library.status(),
    event: 'library.changed',
    failure: () => useWords().t('library.store.readFailed'),
  })
  const status = mirror.value
  const revision = computed(() => status.value?.revision ?? null)
  const ready = computed(() => status.value?.status === 'ready')
  const counts = computed(() => status.value?.counts ?? null)
  const syncing = computed(() => status.value?.sync.state === 'syncing')

  const { setKnown, check, isSaved } = useSavedItems()

  /** The market for search and artist pages (`from_token`: your country). Kept on this computer. */
  const market = useKeptValue('encore.market', 'from_token', keptText)

  const unreachable = (error: unknown, fallback: string) =>
    notices.push({ level: 'error', code: 'BRIDGE', message: describeBridgeError(error, fallback) })

  async function sync(full = false): Promise<void> {
    try {
      await mirror.apply(() => bridge.library.sync({ full }))
    } catch (error) {
      unreachable(error, useWords().t('library.store.readUnreachable'))
    }
  }

  async function cancelSync(): Promise<void> {
    try {
      await mirror.apply(() => bridge.library.cancelSync())
    } catch (error) {
      unreachable(error, useWords().t('library.store.stopUnreachable'))
    }
  }

  /**
   * Saves or removes (follows or unfollows): shown at once; core rolls back with a notice when refused. A
   * removal is said in a notice with Undo (which saves them again; the Undo itself offers none).
   */
  /** The names of items saved or removed here, for the notices that say what was removed. */
  const names = new Map<string, string>()
  const nameOf = (uri: string) => names.get(uri)

  async function setSaved(
    uris: readonly string[],
    value: boolean,
    options: { undoable?: boolean; names?: readonly (string | null | undefined)[] } = {},
  ): Promise<void> {
    const { undoable = true } = options
    options.names?.forEach((name, index) => {
      const uri = uris[index]
      if (name && uri) names.set(uri, name)
    })
    if (names.size > 1_000) names.clear()
    setKnown(
      uris,
      uris.map(() => value),
    )
    const known = uris.map(nameOf)
    try {
      const answers = await bridge.library.setSaved({
        uris: [...uris],
        saved: value,
        // Core names the change in the outbox and its notices too, where every name is known.
        ...(known.every((name) => name !== undefined) ? { names: known as string[] } : {}),
      })
      setKnown(uris, answers)
      if (!value && undoable && answers.every((kept) => !kept)) {
        // Quick removals one after another gather into one notice, whose Undo saves them all again.
        const label = await said(() => useWords().t('library.track.undo'))
        const undo = (items: readonly string[]) => [
          {
            label,
            run: () => setSaved(items, true, { undoable: false }),
            redo: () => setSaved(items, false, { undoable: false }),
          },
        ]
        const words = (items: readonly string[]) => removedWords(items, nameOf)
        notices.push(
          { level: 'success', message: words(uris), code: 'REMOVED_FROM_LIBRARY' },
          {
            actions: undo(uris),
            gathering: { key: 'REMOVED_FROM_LIBRARY', items: uris, words, actions: undo },
          },
        )
      }
    } catch (error) {
      setKnown(
        uris,
        uris.map(() => !value),
      )
      unreachable(error, useWords().t('library.playlist.unreachable'))
    }
  }

  return {
    status,
    loadError: mirror.loadError,
    load: mirror.load,
    revision,
    ready,
    counts,
    syncing,
    market,
    sync,
    cancelSync,
    check,
    setSaved,
    isSaved,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useLibraryStore, import.meta.hot))
