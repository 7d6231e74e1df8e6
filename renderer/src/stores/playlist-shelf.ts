import type { ArrangedRef, ArrangementChange, Playlist, ShelfNode } from '@contract'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, shallowRef, watch } from 'vue'
import { bridge, describeBridgeError } from '../bridge'
import { useLibraryStore } from './library'
import { useNoticesStore } from './notices'
import { said, useWords } from '../i18n'
import { useSessionStore } from './session'

/** Every playlist of the shelf, in the order shown (folders' contents in their place). */
export function playlistsIn(items: readonly ShelfNode[]): { playlist: Playlist; canEdit: boolean }[] {
  return items.flatMap((node) => (node.kind === 'playlist' ? [node] : playlistsIn(node.items)))
}

/**
 * The person's playlists as core arranges them (their order and folders, kept by Encore): shown in the sidebar
 * and the Library's Playlists tab. Read when the library changes; each change goes to core, which answers the
 * arrangement after it. A change core refuses is said in a notice and nothing moves.
 */
export const usePlaylistShelfStore = defineStore('playlist-shelf', () => {
  const session = useSessionStore()
  const library = useLibraryStore()
  const notices = useNoticesStore()
  const items = shallowRef<ShelfNode[] | null>(null)
  const loadError = shallowRef<string | null>(null)
  /** The folder dialog: a new folder (in `parent`) or one to rename. */
  const folderForm = shallowRef<
    { mode: 'create'; parent: string | null } | { mode: 'rename'; id: string; name: string } | null
  >(null)

  /** A place of the shelf being dragged, where it was (its folder and index among what is shown there). */
  const dragging = shallowRef<{ item: ArrangedRef; parent: string | null; index: number } | null>(null)

  async function load(): Promise<void> {
    if (session.status !== 'signed-in') {
      items.value = null
      return
    }
    try {
      items.value = (await bridge.arrangement.get()).items
      loadError.value = null
    } catch (error) {
      loadError.value = describeBridgeError(error, await said(() => useWords().t('library.addTo.readFailed')))
    }
  }
  watch(
    () => [session.status, library.revision] as const,
    () => void load(),
    { immediate: true },
  )

  async function change(next: ArrangementChange): Promise<boolean> {
    try {
      items.value = (await bridge.arrangement.change(next)).items
      return true
    } catch (error) {
      notices.push({
        level: 'error',
        message: describeBridgeError(error, useWords().t('library.store.rearrangeFailed')),
      })
      return false
    }
  }

  const playlists = computed(() => playlistsIn(items.value ?? []))
  /** Folders, with how deep each lies (1 at the top), in the order shown. */
  const folders = computed(() => {
    const found: { id: string; name: string; depth: number }[] = []
    const visit = (list: readonly ShelfNode[], depth: number) => {
      for (const node of list)
        if (node.kind === 'folder') {
          found.push({ id: node.id, name: node.name, depth })
          visit(node.items, depth + 1)
        }
    }
    visit(items.value ?? [], 1)
    return found
  })

  return { items, loadError, folderForm, dragging, playlists, folders, load, change }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(usePlaylistShelfStore, import.meta.hot))
