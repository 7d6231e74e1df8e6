import { describe, expect, it } from 'vitest'
import { LRC_MAX_LINE_CHARS, LRC_MAX_LINES, parseLrc } from '../../../../electron/core/features/lyrics/lrc'

/** The LRC reader: every form LRCLIB's files use, and what is skipped. */

describe('parseLrc', () => {
  it.each([
    ['[00:12.34] Hello', 12_340],
    ['[00:12.3]Hello', 12_300],
    ['[00:12.345]Hello', 12_345],
    ['[00:12]Hello', 12_000],
    ['[0:05.50]Hello', 5_500],
    ['[01:02:50]Hello', 62_500],
    ['[123:00.00]Hello', 7_380_000],
  ])('reads the time of %s', (source, startMs) => {
    expect(parseLrc(source).lines).toEqual([{ startMs, text: 'Hello' }])
  })

  it('gives a line with several time tags once per tag, in time order with the others', () => {
    const parsed = parseLrc('[00:10.00]Verse\n[00:05.00][00:20.00] Chorus\n[00:15.00]Bridge')
    expect(parsed.lines).toEqual([
      { startMs: 5_000, text: 'Chorus' },
      { startMs: 10_000, text: 'Verse' },
      { startMs: 15_000, text: 'Bridge' },
      { startMs: 20_000, text: 'Chorus' },
    ])
  })

  it('keeps lines of the same time in the order of the file', () => {
    expect(parseLrc('[00:01.00]one\n[00:01.00]two').lines.map((line) => line.text)).toEqual(['one', 'two'])
  })

  it.each([
    ['+500', 500, [9_500, 0]],
    ['-250', -250, [10_250, 650]],
    ['0', 0, [10_000, 400]],
  ])(
    'applies [offset:%s] (positive shows the words sooner, none before the start)',
    (value, offset, starts) => {
      const parsed = parseLrc(`[00:10.00]a\n[00:00.40]b\n[offset:${value}]`)
      expect(parsed.offsetMs).toBe(offset)
      expect(parsed.lines.map((line) => line.startMs).sort((x, y) => y - x)).toEqual(starts)
    },
  )

  it.each([
    ['[length: 03:45]', 225_000],
    ['[length:3:45.50]', 225_500],
  ])('reads %s', (tag, lengthMs) => {
    expect(parseLrc(`${tag}\n[00:01.00]a`).lengthMs).toBe(lengthMs)
  })

  it('reads CRLF, CR and LF line endings, and a byte order mark', () => {
    const parsed = parseLrc('\uFEFF[00:01.00]one\r\n[00:02.00]two\r[00:03.00]three\n[00:04.00]four')
    expect(parsed.lines.map((line) => line.text)).toEqual(['one', 'two', 'three', 'four'])
    expect(parsed.skipped).toBe(0)
  })

  it('ignores ID tags and comments, drops word times, tidies spaces, keeps pauses as empty lines', () => {
    const parsed = parseLrc(
      '[ti:Song]\n[ar:Someone]\n[al:Album]\n[by:me]\n[#:a comment]\n' +
        '[00:01.00]<00:01.00>Word <00:01.50>by   <00:02.00>word\n[00:03.00]\n',
    )
    expect(parsed.lines).toEqual([
      { startMs: 1_000, text: 'Word by word' },
      { startMs: 3_000, text: '' },
    ])
    expect(parsed.skipped).toBe(0)
    expect(parsed.lengthMs).toBeNull()
  })

  it('skips and counts lines it cannot read, and keeps the rest', () => {
    const parsed = parseLrc(
      [
        'plain words without a time',
        '[00:61.00]seconds out of range',
        '[aa:bb.cc]not a time',
        '[00:12.34.56]two fractions',
        '[offset:soon]',
        '[length:forever]',
        '[00:02.00]kept',
        '[00:03.00 missing bracket',
        ']',
        '[]',
      ].join('\n'),
    )
    expect(parsed.lines).toEqual([{ startMs: 2_000, text: 'kept' }])
    expect(parsed.skipped).toBe(9)
    expect(parsed.offsetMs).toBe(0)
    expect(parsed.lengthMs).toBeNull()
  })

  it('reads nothing from text that is not LRC, or from nothing', () => {
    expect(parseLrc('Just some plain lyrics\nwith two lines')).toEqual({
      lines: [],
      offsetMs: 0,
      lengthMs: null,
      skipped: 2,
    })
    expect(parseLrc('')).toEqual({ lines: [], offsetMs: 0, lengthMs: null, skipped: 0 })
  })

  it('bounds what one file may hold: lines and characters per line', () => {
    const many = Array.from({ length: LRC_MAX_LINES + 50 }, (_, i) => `[00:00.00][00:01.00]line ${i}`).join(
      '\n',
    )
    expect(parseLrc(many).lines).toHaveLength(LRC_MAX_LINES)
    const long = parseLrc(`[00:01.00]${'x'.repeat(LRC_MAX_LINE_CHARS * 3)}`)
    expect(long.lines[0]?.text).toHaveLength(LRC_MAX_LINE_CHARS)
  })
})
