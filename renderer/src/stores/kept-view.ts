import { isKeptRoute, KEPT_SELECTED_MAX, type KeptList, type KeptQuery, type KeptView } from '@contract'
import { useDocumentVisibility, useEventListener, useTimeoutFn } from '@vueuse/core'
import { acceptHMRUpdate, defineStore } from 'pinia'
import { watch } from 'vue'
import { bridge } from '../bridge'
import { matchesFirstRows, readFirstRows, type FirstRows } from './first-rows'

/** A burst of changes (a scroll) is told once, this long after the last one. */
const KEEP_AFTER_MS = 400
/** How long the first screen waits for core's answer at most. */
const ASK_WITHIN_MS = 1_500

/**
 * Where this page is, told to core (`desktop.keepView`) so that a window Encore released to give its memory
 * back opens again where the user left it: the route, the position and selection of the list on screen, and
 * whether a form holds unsaved work (then the window is kept). A page that opens asks once for the list it
 * had on its route (`desktop.restoreView`); the list takes it when it mounts (useKeptList). The mini player's
 * page keeps nothing: its route is its window's own.
 */
export const useKeptViewStore = defineStore('kept-view', () => {
  let restored: KeptList | null = null
  let firstRows: FirstRows | null = null
  let route: string | null = null
  let list: { owner: symbol; value: KeptList } | null = null
  const unsaved = new Set<symbol>()
  let told = ''

  function tell(): void {
    if (route === null) return
    const view: KeptView = { route, list: list?.value ?? null, unsaved: unsaved.size > 0 }
    const said = JSON.stringify(view)
    if (said === told) return
    told = said
    bridge.desktop.keepView(view).catch(() => {
      // Not kept this time (the connection dropped): the next change says it again.
      told = ''
    })
  }
  const soon = useTimeoutFn(tell, KEEP_AFTER_MS, { immediate: false })
  const later = () => soon.start()
  const now = () => {
    soon.stop()
    tell()
  }
  // Hidden, the window may be released: what it showed is told at once.
  const visibility = useDocumentVisibility()
  watch(visibility, (state) => state === 'hidden' && now())
  useEventListener(window, 'pagehide', now)

  /**
   * At start: the list this page had on `opening` (its first route), if core kept one. Never fails, and waits
   * at most ASK_WITHIN_MS (core not reachable yet: the page opens as usual).
   */
  async function ask(opening: string): Promise<void> {
    if (!isKeptRoute(opening)) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ASK_WITHIN_MS)))
    try {
      const answer = await Promise.race([bridge.desktop.restoreView({ route: opening }), late])
      restored = answer?.list ?? null
      firstRows = restored ? readFirstRows(restored) : null
    } catch {
      // Nothing to restore: the page opens as usual.
    } finally {
      clearTimeout(timer)
    }
  }

  /** The list that was on screen, if it is the list named `key`, without taking it (its query, say). */
  const peek = (key: string): KeptList | null => (restored?.key === key ? restored : null)

  /** The list that was on screen, once, for the list named `key` (it mounts where it was). */
  function take(key: string): KeptList | null {
    if (restored?.key !== key) return null
    const taken = restored
    restored = null
    return taken
  }

  /**
   * The rows read ahead for the list named `key` (first-rows.ts), once, when they are the chunk it reads
   * first, with its query; null otherwise (or when that read failed): the list reads them itself. Once that
   * list has read, the rows read ahead are let go either way.
   */
  function takeFirstRows(
    key: string,
    offset: number,
    limit: number,
    query: KeptQuery | null,
  ): Promise<unknown> | null {
    if (firstRows?.key !== key) return null
    const first = firstRows
    firstRows = null
    return matchesFirstRows(first, key, offset, limit, query) ? first.answer : null
  }

  return {
    ask,
    peek,
    take,
    takeFirstRows,
    /** The page shows `next` (null: a page that keeps nothing, the mini player). */
    setRoute(next: string | null) {
      const kept = next !== null && isKeptRoute(next) ? next : null
      if (kept === route) return
      route = kept
      list = null
      now()
    },
    /** The list on screen (`owner` is its component); null when it goes. */
    setList(owner: symbol, value: KeptList | null) {
      if (value) list = { owner, value: { ...value, selected: value.selected.slice(0, KEPT_SELECTED_MAX) } }
      else if (list?.owner === owner) list = null
      else return
      later()
    },
    /** A form holds unsaved work (`holding`) or not any more. */
    setUnsaved(owner: symbol, holding: boolean) {
      if (holding === unsaved.has(owner)) return
      if (holding) unsaved.add(owner)
      else unsaved.delete(owner)
      now()
    },
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useKeptViewStore, import.meta.hot))
