import { describe, expect, it } from 'vitest'
import { csvField } from '../../../../electron/core/features/history/history-export'

/**
 * Formula injection: names are written by strangers, and a spreadsheet may split the file on a comma, a
 * semicolon, a tab or a pipe. No cell it could make may start with = + - @ tab or CR, wherever it splits.
 */
const cases: [string | number | null, string][] = [
  ['Blue in Green', '"Blue in Green"'],
  ['', '""'],
  [null, ''],
  [200000, '200000'],
  ['=1+1', `"'=1+1"`],
  ['+1', `"'+1"`],
  ['-1', `"'-1"`],
  ['@SUM(A1)', `"'@SUM(A1)"`],
  ['\t=1', `"'\t=1"`],
  ['\r=1', `"'\r=1"`],
  ['x;=1+1;y', `"x;'=1+1;y"`],
  ['x,=1+1', `"x,'=1+1"`],
  ['x\t=1+1', `"x\t'=1+1"`],
  ['x|=1+1', `"x|'=1+1"`],
  ['x; =HYPERLINK("http://evil")', `"x; '=HYPERLINK(""http://evil"")"`],
  ['a;;@b', `"a;;'@b"`],
  ['Simon & Garfunkel; Art Garfunkel', '"Simon & Garfunkel; Art Garfunkel"'],
  ['AC/DC - Live', '"AC/DC - Live"'],
  ['say "hi"', '"say ""hi"""'],
  ['line\nbreak', '"line\nbreak"'],
]

describe('a CSV field', () => {
  it.each(cases)('%j → %s', (value, field) => {
    expect(csvField(value)).toBe(field)
  })

  it('splits into no dangerous cell on any separator a spreadsheet may use', () => {
    const hostile = ['=1+1', 'x;=1+1;y', 'a|@b', 'a\t-1', 'p, +q', 'r;\r=s']
    for (const value of hostile) {
      const field = csvField(value)
      const inner = field.slice(1, -1).replace(/""/g, '"')
      for (const separator of [',', ';', '\t', '|']) {
        for (const cell of inner.split(separator))
          expect(cell.trimStart(), `${value} split on ${JSON.stringify(separator)}`).not.toMatch(
            /^[=+\-@\t\r]/,
          )
      }
    }
  })
})
