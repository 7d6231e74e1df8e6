import { acceptHMRUpdate, defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { bridge, bridgeTransport } from '../bridge'
import { useWords } from '../i18n'
import { listenerWords } from '../listener-words'
import {
  afterSessionEnded,
  nextCheck,
  released,
  sweep,
  withNotice,
  type NoticeAction,
  type NoticeGathering,
  type NoticeInput,
  type NoticeWorld,
  type ShownNotice,
} from './notice-rules'
import { undoHistory } from './undo-history'

export type { NoticeAction, NoticeGathering, NoticeInput, ShownNotice } from './notice-rules'

/** The label of the button that takes a change back (core's, or the page's in the language spoken); Ctrl/Cmd+Z takes the last one back too. */
export const UNDO = 'Undo'
const isUndo = (label: string) => label === UNDO || label === useWords().t('library.track.undo')
/**
 * Notices pushed by core (`notice` events) or raised by the page itself. The rules are `notice-rules.ts`
 * (merge, expiry, withdrawal); this store keeps the list, one timer for the next expiry, and the world the
 * rules look at, which the notices' view feeds it (`observe`) from the player and the session.
 */
export const useNoticesStore = defineStore('notices', () => {
  const shown = shallowRef<ShownNotice[]>([])
  let nextId = 1
  /** Codes another part of the page answers with its own interface (a dialog), so no notice repeats it. */
  const answeredElsewhere = new Set<string>()
  let world: Omit<NoticeWorld, 'now'> = { signedIn: false, status: null, readAt: null, retryAt: null }
  /** The pointer or the focus is on the notices: nothing goes by itself meanwhile. */
  let held = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const worldNow = (): NoticeWorld => ({ ...world, now: Date.now() })

  /** Applies the rules now and sets the one timer for the next time something may go by itself. */
  function settle(list: ShownNotice[] = shown.value): void {
    const now = worldNow()
    const next = sweep(list, now, held)
    if (next.length !== shown.value.length || next.some((notice, at) => notice !== shown.value[at]))
      shown.value = next
    clearTimeout(timer)
    const at = nextCheck(next, now, held)
    timer = at === null ? undefined : setTimeout(() => settle(), Math.max(0, at - now.now))
  }

  /**
   * Shows a notice (merged with an identical one); `actions` are its buttons (Undo); with `gathering`, notices of
   * that kind coming one after another become one for all of them. Null when not shown.
   */
  function push(
    notice: NoticeInput,
    options: { actions?: NoticeAction[]; gathering?: NoticeGathering } = {},
  ): number | null {
    if (notice.code && answeredElsewhere.has(notice.code)) return null
    // What the person reads never names an operation, an error code, a status or an id.
    notice = { ...notice, message: listenerWords(notice.message, notice.code) }
    const list = withNotice(shown.value, notice, { id: nextId++, now: Date.now(), ...options })
    // The new notice, or the identical one it merged into, is last.
    const added = list[list.length - 1]!
    settle(list)
    if (!shown.value.includes(added)) return null
    remember(added)
    return added.id
  }

  const history = undoHistory()
  function remember(notice: ShownNotice): void {
    const action = notice.actions.find((button) => isUndo(button.label))
    if (action) history.remember({ id: notice.id, words: notice.message, action })
  }
  /** Takes back the last change offered Undo for, and says what it undid; false when there is none. */
  function undoLast(): boolean {
    const entry = history.takeUndo()
    if (!entry) return false
    if (shown.value.some((notice) => notice.id === entry.id)) dismiss(entry.id)
    void entry.action.run()
    push({ level: 'info', message: useWords().t('app.notices.undone', { what: entry.words }) })
    return true
  }
  /** Does again the last change undone, where it can be; false when there is none. */
  function redoLast(): boolean {
    const entry = history.takeRedo()
    if (!entry?.action.redo) return false
    void entry.action.redo()
    push({ level: 'info', message: useWords().t('app.notices.redone', { what: entry.words }) })
    return true
  }

  function dismiss(id: number): void {
    settle(shown.value.filter((notice) => notice.id !== id))
  }

  /** Runs a notice's button: the notice closes first, so a failing action's own notice takes its place. */
  function act(id: number, action: NoticeAction): void {
    const words = shown.value.find((notice) => notice.id === id)?.message ?? ''
    dismiss(id)
    if (isUndo(action.label)) history.undoneByButton({ id, words, action })
    void action.run()
  }

  /** The world the rules look at has changed (a new player state, a sign-in or out). */
  function observe(next: Omit<NoticeWorld, 'now'>): void {
    const ended = world.signedIn && !next.signedIn
    world = next
    // What Ctrl/Cmd+Z would take back was the signed-out user's: it goes with them, as their Undo buttons do.
    if (ended) history.clear()
    settle(ended ? afterSessionEnded(shown.value) : shown.value)
  }

  /** Pointer or focus on the notices (true) or gone (false): they wait for the reader. */
  function hold(on: boolean): void {
    if (held === on) return
    held = on
    settle(on ? shown.value : released(shown.value, Date.now()))
  }

  /** Notices with this code are shown by the caller's own interface from now on, not as notices. */
  function answerElsewhere(code: string): void {
    answeredElsewhere.add(code)
  }

  bridge.on('notice', (notice) => push(notice))
  // What core told while no page heard it (at start, with no window open) is read once the connection opens.
  bridgeTransport.onConnectionChange((state) => {
    if (state !== 'open') return
    bridge.app.notices().then(
      (held) => held.forEach((notice) => push(notice)),
      () => {}, // the connection went meanwhile: nothing to show
    )
  })

  return { shown, push, dismiss, act, observe, hold, answerElsewhere, undoLast, redoLast }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useNoticesStore, import.meta.hot))
