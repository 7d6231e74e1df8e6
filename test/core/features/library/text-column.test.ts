import { describe, expect, it } from 'vitest'
import { TextColumn } from '../../../../electron/core/features/library/text-column'

/** The texts' indices whose bit `bit` is set. */
const marked = (bits: Int32Array, bit: number) =>
  [...bits].flatMap((value, index) => (value & bit ? [index] : []))

describe('text column (many texts searched as one)', () => {
  const texts = ['blue monday', '', 'atmosphere', 'age of consent', 'monday monday', 'x', 'the end']
  const column = new TextColumn(texts)
  const plain = (word: string) => texts.flatMap((text, index) => (text.includes(word) ? [index] : []))

  it.each(['monday', 'e', 'mon', 'x', 'the end', 'nothing', 'end', 'b', 'y a', 'day\n\natmo'])(
    'marks the texts that hold %j, each once, and no other',
    (word) => {
      const bits = new Int32Array(texts.length)
      column.mark(word, 4, bits)
      expect(marked(bits, 4)).toEqual(plain(word))
    },
  )

  it('never matches across two texts', () => {
    // "monday" ends one text and "the end" follows "x": what spans them is in no text.
    const bits = new Int32Array(texts.length)
    column.mark('y\n', 1, bits)
    column.mark('x\nthe', 2, bits)
    column.mark('xthe', 2, bits)
    expect([...bits]).toEqual([0, 0, 0, 0, 0, 0, 0])
  })

  it('sets its bit beside the bits already there, and an empty word is in every text', () => {
    const bits = new Int32Array(texts.length).fill(1)
    column.mark('', 8, bits)
    expect([...bits]).toEqual(texts.map(() => 9))
  })

  it('holds any number of texts, none included', () => {
    const none = new TextColumn([])
    const bits = new Int32Array(0)
    none.mark('a', 1, bits)
    none.mark('', 1, bits)
    expect(none.size).toBe(0)
    const one = new TextColumn(['only'])
    const single = new Int32Array(1)
    one.mark('y', 1, single)
    expect([...single]).toEqual([1])
    expect(column.size).toBe(texts.length)
  })
})
