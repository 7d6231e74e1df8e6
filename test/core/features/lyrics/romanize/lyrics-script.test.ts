import { describe, expect, it } from 'vitest'
import {
  lineNeedsRomanizing,
  scriptOfSong,
} from '../../../../../electron/core/features/lyrics/romanize/lyrics-script'

describe("a song's script", () => {
  it.each([
    [['東京', 'さくら'], 'japanese'],
    [['カタカナ'], 'japanese'],
    [['사랑해', 'love'], 'korean'],
    [['月亮代表我的心'], 'chinese'],
    [['Hello', ''], null],
    [[], null],
  ] as const)('%j is %s', (lines, script) => {
    expect(scriptOfSong(lines)).toBe(script)
  })

  it('leaves lines of other scripts and pauses alone', () => {
    expect(lineNeedsRomanizing('Oh baby', 'japanese')).toBe(false)
    expect(lineNeedsRomanizing('', 'korean')).toBe(false)
    expect(lineNeedsRomanizing('東京', 'japanese')).toBe(true)
    expect(lineNeedsRomanizing('東京', 'korean')).toBe(false)
  })
})
