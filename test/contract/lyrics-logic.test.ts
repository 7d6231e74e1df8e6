import { describe, expect, it } from 'vitest'
import { currentLineIndex, lyricsAddressFailure } from '../../electron/contract'

/** The page's lyrics rules: which line plays, and which LRCLIB addresses are accepted. */

describe('currentLineIndex', () => {
  const lines = [{ startMs: 1_000 }, { startMs: 5_000 }, { startMs: 5_000 }, { startMs: 9_000 }]
  it.each([
    [0, -1],
    [999, -1],
    [1_000, 0],
    [4_999, 0],
    [5_000, 2],
    [8_999, 2],
    [9_000, 3],
    [600_000, 3],
  ])('at %i ms the line is %i', (position, index) => {
    expect(currentLineIndex(lines, position)).toBe(index)
  })

  it('is -1 without lines', () => {
    expect(currentLineIndex([], 5_000)).toBe(-1)
  })
})

describe('lyricsAddressFailure', () => {
  it.each([
    'https://lrclib.net',
    'http://192.168.1.5:3000',
    ' https://lyrics.example/lrclib/ ',
    'http://127.0.0.1:9/lrclib',
  ])('accepts %s', (address) => expect(lyricsAddressFailure(address)).toBeNull())

  it.each([
    'lrclib.net',
    'ftp://lrclib.net',
    'file:///lyrics',
    'https://me:pw@lrclib.net',
    'https://lrclib.net/?q=1',
    'https://lrclib.net/#x',
    '',
  ])('refuses %j', (address) => expect(lyricsAddressFailure(address)).toBe('notLyrics'))

  it('refuses an address over 300 characters', () => {
    expect(lyricsAddressFailure(`https://lrclib.net/${'a'.repeat(300)}`)).toBe('tooLong')
  })
})
