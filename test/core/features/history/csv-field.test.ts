import { describe, expect, it } from 'vitest'
import { csvField } from '../../../../electron/core/features/history/history-export'

/**
 * Formula injection: names are written by strangers, and a spreadsheet may split the file on a comma, a
 * semicolon, a tab or a pipe, and some importers split lines inside quotes. No cell it could make may start
 * with = + - @ tab or CR, wherever it splits, and no control character reaches the file.
 */
/** Every line break a reader may split on: LF, CR, VT, FF, NEL, U+2028 and U+2029. */
const LINE_BREAKS = /[\n\r\v\f\u0085\u2028\u2029]/
// eslint-disable-next-line no-control-regex -- the point: none of these may reach the file
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
const cases: [string | number | null, string][] = [
  ['Blue in Green', '"Blue in Green"'],
  ['', '""'],
  [null, ''],
  [200000, '200000'],
  ['=1+1', `"'=1+1"`],
  ['+1', `"'+1"`],
  ['-1', `"'-1"`],
  ['@SUM(A1)', `"'@SUM(A1)"`],
  ['\t=1', `" '=1"`],
  ['\r=1', `" '=1"`],
  ['x;=1+1;y', `"x;'=1+1;y"`],
  ['x,=1+1', `"x,'=1+1"`],
  ['x\t=1+1', '"x =1+1"'],
  ['x|=1+1', `"x|'=1+1"`],
  ['x; =HYPERLINK("http://evil")', `"x; '=HYPERLINK(""http://evil"")"`],
  ['a;;@b', `"a;;'@b"`],
  ['Simon & Garfunkel; Art Garfunkel', '"Simon & Garfunkel; Art Garfunkel"'],
  ['AC/DC - Live', '"AC/DC - Live"'],
  ['say "hi"', '"say ""hi"""'],
  ['line\nbreak', '"line break"'],
  ['bell\u0007 nul\u0000 esc\u001b[31m red \u202eevil', '"bell nul esc red evil"'],
]

describe('a CSV field', () => {
  it.each(cases)('%j → %s', (value, field) => {
    expect(csvField(value)).toBe(field)
  })

  it('splits into no dangerous cell on any separator a spreadsheet may use', () => {
    const starts = ['=', '+', '-', '@']
    const breaks = ['\n', '\r\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029']
    // Each way into a new cell (a separator, a line break, both, with spaces), before each formula start.
    const hostile = ['=1+1', 'x;=1+1;y', 'a|@b', 'a\t-1', 'p, +q', 'r;\r=s']
    for (const start of starts) {
      for (const into of [',', ';', '\t', '|', ...breaks, ...breaks.map((b) => `;${b}`), `|${breaks[0]}  `])
        hostile.push(`Blue${into}${start}HYPERLINK("http://evil")`)
    }
    expect(hostile.length).toBeGreaterThan(35)
    for (const value of hostile) {
      const field = csvField(value)
      const inner = field.slice(1, -1).replace(/""/g, '"')
      expect(inner, JSON.stringify(value)).not.toMatch(CONTROL)
      for (const separator of [',', ';', '\t', '|']) {
        for (const cell of inner.split(separator).flatMap((part) => part.split(LINE_BREAKS)))
          expect(cell.trimStart(), `${value} split on ${JSON.stringify(separator)}`).not.toMatch(
            /^[=+\-@\t\r]/,
          )
      }
    }
  })
})
