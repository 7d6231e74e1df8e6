import type { NoticeAction } from './notice-rules'

/** How many changes Ctrl/Cmd+Z reaches back through. */
const UNDO_DEPTH = 20

export interface UndoEntry {
  /** The notice that offered it (a gathered notice keeps its id as it gathers). */
  id: number
  words: string
  action: NoticeAction
}

/**
 * The changes a notice offered Undo for, the latest last, kept after their notice went: Ctrl/Cmd+Z takes back
 * the last one, Ctrl/Cmd+Shift+Z does again what was taken back. A gathered notice stays one change.
 */
export function undoHistory() {
  const undoable: UndoEntry[] = []
  const redoable: UndoEntry[] = []
  const forget = (list: UndoEntry[], id: number) => {
    const at = list.findIndex((entry) => entry.id === id)
    if (at >= 0) list.splice(at, 1)
  }
  return {
    /** A new change offered Undo for (again, when its notice gathered another). */
    remember(entry: UndoEntry): void {
      forget(undoable, entry.id)
      undoable.push(entry)
      if (undoable.length > UNDO_DEPTH) undoable.shift()
      // A new change: what was undone before it cannot be done again on top of it.
      redoable.length = 0
    },
    /** The last change to take back, now counted as undone; undefined when there is none. */
    takeUndo(): UndoEntry | undefined {
      const entry = undoable.pop()
      if (entry?.action.redo) redoable.push(entry)
      return entry
    },
    /** The last change undone that can be done again, now counted as done; undefined when there is none. */
    takeRedo(): UndoEntry | undefined {
      const entry = redoable.pop()
      if (!entry?.action.redo) return undefined
      undoable.push(entry)
      return entry
    },
    /** Undone by its notice's button: Ctrl/Cmd+Z must not take it back twice; Ctrl/Cmd+Shift+Z may do it again. */
    undoneByButton(entry: UndoEntry): void {
      forget(undoable, entry.id)
      if (entry.action.redo) redoable.push(entry)
    },
    clear(): void {
      undoable.length = redoable.length = 0
    },
  }
}
