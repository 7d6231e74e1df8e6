import { describe, expect, it } from 'vitest'
import { escapeField, stripControls } from '../../../../electron/core/base/security/safe-text'

const ESC = '\u001b'
const BEL = '\u0007'

describe('text from strangers is data', () => {
  it.each([
    ['a window title set (OSC, BEL)', `${ESC}]0;pwned${BEL}Song`, 'Song'],
    ['a window title set (OSC, ST)', `${ESC}]0;pwned${ESC}\\Song`, 'Song'],
    ['a hyperlink (OSC 8)', `${ESC}]8;;http://evil/${ESC}\\click${ESC}]8;;${ESC}\\`, 'click'],
    ['the screen cleared (CSI)', `${ESC}[2J${ESC}[HSong`, 'Song'],
    ['colours', `${ESC}[31;1mRed${ESC}[0m`, 'Red'],
    ['a lone escape and a two-byte one', `A${ESC}B${ESC}c`, 'A'],
    ['C1 controls (a one-byte CSI)', 'A\u009b2JB\u0085C', 'A2JBC'],
    ['bell, backspace, DEL', `A${BEL}B\bC\u007fD`, 'ABCD'],
    ['line breaks and tabs become spaces', 'A\nB\r\nC\tD', 'A B  C D'],
    ['text reordered on screen (bidi overrides)', 'abc\u202edcba\u202c\u2066x\u2069', 'abcdcbax'],
    [
      'plain text, accents and emoji untouched',
      'Sigur Rós – Hoppípolla ✨ 100%',
      'Sigur Rós – Hoppípolla ✨ 100%',
    ],
  ])('strips %s', (_what, text, plain) => {
    expect(stripControls(text)).toBe(plain)
    // eslint-disable-next-line no-control-regex -- what must be gone
    expect(stripControls(text)).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/)
  })

  it('polybar: no tag can start in a field (action, colour, font); the text still reads the same', () => {
    const named = '%{A1:rm -rf ~:}Click me%{A} %{F#f00}red%{F-} 100%'
    const safe = escapeField(named, 'polybar')
    expect(safe).not.toContain('%')
    expect(safe).toBe('％{A1:rm -rf ~:}Click me％{A} ％{F#f00}red％{F-} 100％')
    expect(escapeField(`${ESC}[2J%{A1:x:}`, 'polybar')).toBe('％{A1:x:}')
  })

  it('i3bar: Pango markup escaped, so a name can make no span or link', () => {
    expect(escapeField(`<span foreground="red">Tom & Jerry's</span>`, 'i3bar')).toBe(
      '&lt;span foreground=&quot;red&quot;&gt;Tom &amp; Jerry&#39;s&lt;/span&gt;',
    )
  })

  it('none: control characters only', () => {
    expect(escapeField(`${ESC}[2J%{A1:x:}<b>`, 'none')).toBe('%{A1:x:}<b>')
  })

  it('the line and paragraph separators (U+2028/2029) read as line breaks: a space, like a newline', () => {
    expect(stripControls('Night\u2028Drive\u2029Live')).toBe('Night Drive Live')
  })
})
