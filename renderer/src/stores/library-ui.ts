import type { AlreadyAddedAnswer, AlreadyAddedQuestion, Playlist, PlaylistDetail } from '@contract'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { said } from '../i18n'

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
 * Where a context menu opened by `event` appears and what gets focus back when it closes. From the keyboard
 * (the menu key, Shift+F10 on a focused row or control) that is the focused element, `event.target`: a list's
 * key handler sits on the list itself, whose box would put the menu at the list's foot and whose focus would
 * lose the row. From a pointer, the element whose handler ran (a row, a More button), at the click, or below
 * that element when the click came from the keyboard (Enter on More: no coordinates).
 */
export function menuAnchor(event: MouseEvent | KeyboardEvent): {
  at: { x: number; y: number }
  returnTo: HTMLElement | null
} {
  const anchor = event instanceof KeyboardEvent ? event.target : event.currentTarget
  const returnTo = anchor instanceof HTMLElement ? anchor : null
  if (event instanceof MouseEvent && event.clientX)
    return { at: { x: event.clientX, y: event.clientY }, returnTo }
  const box = returnTo?.getBoundingClientRect()
  return { at: { x: (box?.left ?? 0) + 24, y: (box?.bottom ?? 0) - 8 }, returnTo }
}

/**
 * What the library's floating parts show: the command palette, the context menu, and the dialogs ("Add to
 * playlist", "New playlist", "Edit details", confirmations). One of each at a time; they are mounted once.
 */
export const useLibraryUiStore = defineStore('library-ui', () => {
  const paletteOpen = shallowRef(false)
  /** The "Keyboard shortcuts" sheet (? or the palette). */
  const shortcutsOpen = shallowRef(false)
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
  /** "Already added": the question asked before tracks a playlist holds go in again, and its answer. */
  const alreadyAdded = shallowRef<{
    /** Each question its own: a new one is a new dialog. */
    id: number
    question: AlreadyAddedQuestion
    answer: (answer: AlreadyAddedAnswer) => void
  } | null>(null)
  /** A playlist whose details a dialog just changed: its page shows the news. */
  const changedPlaylist = shallowRef<PlaylistDetail | null>(null)

  /** The menu of what `event` (a right-click, More, the menu key) asked about, placed by `menuAnchor`. */
  function openMenuFor(label: string, items: MenuItem[], event: MouseEvent | KeyboardEvent) {
    const { at, returnTo } = menuAnchor(event)
    menu.value = { ...at, label, items, returnTo }
  }
  let asks = 0
  /** Asks "Already added"; a question still open is answered "don't add" (one at a time). */
  function askAlreadyAdded(question: AlreadyAddedQuestion): Promise<AlreadyAddedAnswer> {
    alreadyAdded.value?.answer('none')
    return new Promise((resolve) => {
      const asked = {
        id: ++asks,
        question,
        answer: (answer: AlreadyAddedAnswer) => {
          if (alreadyAdded.value === asked) alreadyAdded.value = null
          resolve(answer)
        },
      }
      alreadyAdded.value = asked
    })
  }
  function closeMenu() {
    const returnTo = menu.value?.returnTo
    menu.value = null
    returnTo?.focus()
  }

  return {
    paletteOpen,
    shortcutsOpen,
    menu,
    addToPlaylist,
    playlistForm,
    confirmation,
    alreadyAdded,
    changedPlaylist,
    askAlreadyAdded,
    openMenuFor,
    closeMenu,
    // Their words load after the first screen: they open once the words are at hand (at once, after that).
    openPalette: () => void said(() => (paletteOpen.value = true)),
    openShortcuts: () => void said(() => (shortcutsOpen.value = true)),
    choosePlaylistFor: (uris: string[]) => (addToPlaylist.value = { uris }),
    newPlaylist: (uris: string[] = []) => (playlistForm.value = { mode: 'create', uris }),
    editPlaylist: (playlist: Playlist) => (playlistForm.value = { mode: 'edit', playlist }),
    confirm: (request: Confirmation) => (confirmation.value = request),
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useLibraryUiStore, import.meta.hot))
