import type { Playlist, PlaylistDetail } from '@contract'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { shallowRef } from 'vue'

export interface MenuItem {
  label: string
  run: () => void
  /** Why it cannot be chosen now; absent when it can. */
  disabledReason?: string | null
}

export interface Confirmation {
  title: string
  message: string
  confirm: string
  run: () => void
}

/**
 * What the library's floating parts show: the command palette, the context menu, and the dialogs ("Add to
 * playlist", "New playlist", "Edit details", confirmations). One of each at a time; they are mounted once.
 */
export const useLibraryUiStore = defineStore('library-ui', () => {
  const paletteOpen = shallowRef(false)
  const menu = shallowRef<{
    x: number
    y: number
    label: string
    items: MenuItem[]
    returnTo: HTMLElement | null
  } | null>(null)
  /** Tracks waiting for a playlist to be chosen. */
  const addToPlaylist = shallowRef<{ uris: string[] } | null>(null)
  /** The playlist form: a new one (with tracks to put in it, maybe), or one to edit. */
  const playlistForm = shallowRef<
    { mode: 'create'; uris: string[] } | { mode: 'edit'; playlist: Playlist } | null
  >(null)
  const confirmation = shallowRef<Confirmation | null>(null)
  /** A playlist whose details a dialog just changed: its page shows the news. */
  const changedPlaylist = shallowRef<PlaylistDetail | null>(null)

  function openMenu(
    label: string,
    items: MenuItem[],
    at: { x: number; y: number },
    returnTo: HTMLElement | null,
  ) {
    menu.value = { ...at, label, items, returnTo }
  }
  function closeMenu() {
    const returnTo = menu.value?.returnTo
    menu.value = null
    returnTo?.focus()
  }

  return {
    paletteOpen,
    menu,
    addToPlaylist,
    playlistForm,
    confirmation,
    changedPlaylist,
    openMenu,
    closeMenu,
    openPalette: () => (paletteOpen.value = true),
    choosePlaylistFor: (uris: string[]) => (addToPlaylist.value = { uris }),
    newPlaylist: (uris: string[] = []) => (playlistForm.value = { mode: 'create', uris }),
    editPlaylist: (playlist: Playlist) => (playlistForm.value = { mode: 'edit', playlist }),
    confirm: (request: Confirmation) => (confirmation.value = request),
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useLibraryUiStore, import.meta.hot))
