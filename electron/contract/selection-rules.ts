import type { KeyPlatform } from './key-caps'

/**
 * Many rows at once, as in Spotify and every file manager: a click chooses one row, Shift+click the rows from the
 * last one chosen to this one, Ctrl+click (⌘ on macOS) adds or takes away one. Rows are counted by their place
 * in the list as shown.
 */
export interface RowSelection {
  /** The rows chosen, by place. */
  rows: ReadonlySet<number>
  /** Where a Shift+click range starts: the row last clicked without Shift. */
  anchor: number | null
}

export type SelectGesture = 'only' | 'toggle' | 'range'

export const noSelection: RowSelection = { rows: new Set(), anchor: null }

/** The gesture of a click, by the keys held and the platform's modifier. */
export function selectGestureOf(
  held: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
  platform: KeyPlatform,
): SelectGesture {
  if (held.shiftKey) return 'range'
  return (platform === 'mac' ? held.metaKey : held.ctrlKey) ? 'toggle' : 'only'
}

/** The selection after `gesture` on the row at `index` of a list of `count` rows. */
export function selectRows(
  selection: RowSelection,
  index: number,
  gesture: SelectGesture,
  count: number,
): RowSelection {
  if (index < 0 || index >= count) return selection
  if (gesture === 'only') return { rows: new Set([index]), anchor: index }
  if (gesture === 'toggle') {
    const rows = new Set(selection.rows)
    if (rows.has(index)) rows.delete(index)
    else rows.add(index)
    return { rows, anchor: index }
  }
  const anchor = selection.anchor !== null && selection.anchor < count ? selection.anchor : index
  const [from, to] = anchor <= index ? [anchor, index] : [index, anchor]
  return { rows: new Set(Array.from({ length: to - from + 1 }, (_, at) => from + at)), anchor }
}

/** Every row of a list of `count` (Ctrl/Cmd+A). */
export function selectAllRows(count: number): RowSelection {
  return { rows: new Set(Array.from({ length: count }, (_, at) => at)), anchor: count ? 0 : null }
}

/** The rows chosen in the list's order. */
export const selectedInOrder = (selection: RowSelection): number[] =>
  [...selection.rows].sort((a, b) => a - b)

/** What a screen reader hears when the selection changes. */
export function selectionWords(count: number, noun: { one: string; many: string }): string {
  if (count === 0) return `No ${noun.many} selected`
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun.one : noun.many} selected`
}
