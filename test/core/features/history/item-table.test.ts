import { describe, expect, it } from 'vitest'
import { encodeItem, HEADER_LINE } from '../../../../electron/core/features/history/history-lines'
import { itemTable } from '../../../../electron/core/features/history/item-table'
import type { HistoryItem } from '../../../../electron/core/features/history/play'

const album = (name: string): HistoryItem => ({
  kind: 'album',
  uri: 'spotify:album:a',
  id: 'a',
  name,
  images: [],
})
const track: HistoryItem = {
  kind: 'track',
  uri: 'spotify:track:t',
  id: 't',
  name: 'Tea "for" two',
  durationMs: 1,
  explicit: false,
  album: 'spotify:album:a',
  artists: [],
}

describe('the item table reads an item’s line when first asked for', () => {
  it('the last line of a URI wins; the header and blank lines are no items', () => {
    const text = [
      HEADER_LINE,
      encodeItem(album('Old')),
      encodeItem(track),
      '',
      encodeItem(album('New')),
      '',
    ].join('\n')
    const table = itemTable(text, () => {})
    expect([table.lines, table.size]).toEqual([3, 2])
    expect(table.get('spotify:album:a')).toEqual(album('New'))
    expect(table.get('spotify:track:t')).toEqual(track)
    expect(table.get('spotify:track:none')).toBeUndefined()
    expect(table.lastLines()).toEqual([encodeItem(album('New')), encodeItem(track)])
  })

  it('a line written another way is read at once; one that is not an item is counted bad (when found or asked for)', () => {
    let bad = 0
    const other = JSON.stringify({ uri: 'spotify:album:b', kind: 'album', id: 'b', name: 'B', images: [] })
    const wrong = '{"kind":"track","uri":"spotify:track:x","name":12}'
    const table = itemTable([other, 'not json', wrong].join('\n'), () => bad++)
    expect(bad).toBe(1)
    expect(table.get('spotify:album:b')).toMatchObject({ name: 'B' })
    expect(table.get('spotify:track:x')).toBeUndefined()
    expect(bad).toBe(2)
    expect(table.get('spotify:track:x')).toBeUndefined()
    expect(bad).toBe(2)
  })
})
