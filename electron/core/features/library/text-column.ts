/**
 * Many short texts (a list's lower-case titles, its albums' or artists' names) held as one string, so a word
 * is looked for in all of them by the engine's own `indexOf` over that string instead of a call per text:
 * a pass costs a call per text that holds the word and reads none of the rows' objects (50,000 `includes`
 * on rows scattered in memory were most of a keystroke's time).
 */

/** Between two texts; a word without it cannot match across them. */
const SEPARATOR = '\n'

export class TextColumn {
  private readonly text: string
  /** Where each text starts in `text`, and one more entry (past the last text's separator). */
  private readonly starts: Int32Array

  constructor(texts: readonly string[]) {
    this.text = texts.join(SEPARATOR)
    this.starts = new Int32Array(texts.length + 1)
    let at = 0
    for (let i = 0; i < texts.length; i++) {
      this.starts[i] = at
      at += texts[i]!.length + SEPARATOR.length
    }
    this.starts[texts.length] = at
  }

  get size(): number {
    return this.starts.length - 1
  }

  /** Sets `bit` in `into[i]` for every text `i` that holds `word`. */
  mark(word: string, bit: number, into: Int32Array): void {
    const { text, starts, size } = this
    if (!size) return
    if (!word || word.includes(SEPARATOR)) {
      // Never asked by the filter (its words hold no spaces), but kept right: one text at a time.
      for (let i = 0; i < size; i++) {
        if (text.slice(starts[i]!, starts[i + 1]! - SEPARATOR.length).includes(word)) into[i] = into[i]! | bit
      }
      return
    }
    let row = 0
    let at = text.indexOf(word)
    while (at >= 0) {
      // Hits come in order, so the text that holds one is found by walking on from the last.
      while (starts[row + 1]! <= at) row++
      into[row] = into[row]! | bit
      if (++row === size) return
      at = text.indexOf(word, starts[row]!)
    }
  }
}
