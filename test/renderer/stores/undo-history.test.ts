import { describe, expect, it } from 'vitest'
import { undoHistory, type UndoEntry } from '../../../renderer/src/stores/undo-history'

const change = (id: number, redo = true): UndoEntry => ({
  id,
  words: `Change ${id}`,
  action: { label: 'Undo', run: () => {}, ...(redo ? { redo: () => {} } : {}) },
})

describe('undoHistory', () => {
  it('takes back the latest change first, and does again what it took back, latest first', () => {
    const history = undoHistory()
    history.remember(change(1))
    history.remember(change(2))
    expect(history.takeUndo()?.id).toBe(2)
    expect(history.takeUndo()?.id).toBe(1)
    expect(history.takeUndo()).toBeUndefined()
    expect(history.takeRedo()?.id).toBe(1)
    expect(history.takeUndo()?.id).toBe(1)
  })

  it('forgets what was undone once a new change comes, and what cannot be done again', () => {
    const history = undoHistory()
    history.remember(change(1))
    history.takeUndo()
    history.remember(change(2))
    expect(history.takeRedo()).toBeUndefined()
    history.remember(change(3, false))
    history.takeUndo()
    expect(history.takeRedo()).toBeUndefined()
  })

  it('keeps the last 20 changes; a gathered notice stays one change; its button counts as Ctrl/Cmd+Z', () => {
    const history = undoHistory()
    for (let id = 1; id <= 21; id++) history.remember(change(id))
    history.remember(change(21))
    history.undoneByButton(change(21))
    const left: number[] = []
    for (let entry = history.takeUndo(); entry; entry = history.takeUndo()) left.push(entry.id)
    expect(left).toEqual(Array.from({ length: 19 }, (_, at) => 20 - at))
    expect(history.takeRedo()?.id).toBe(2)
  })
})
