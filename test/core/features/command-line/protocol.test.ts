import { describe, expect, it } from 'vitest'
import { lineReader, readServerMessage } from '../../../../electron/core/features/command-line/protocol'

describe('what the client reads from Encore', () => {
  it('takes the two messages of the protocol and nothing else', () => {
    const cases: [string, unknown][] = [
      ['{"type":"out","line":"Playing"}', { type: 'out', line: 'Playing' }],
      ['{"type":"done","code":0,"message":null}', { type: 'done', code: 0, message: null }],
      ['{"type":"done","code":5,"message":"No device"}', { type: 'done', code: 5, message: 'No device' }],
      ['{"type":"done","code":7,"message":null}', null],
      ['{"type":"done","code":0}', null],
      ['{"type":"out","line":3}', null],
      ['{"type":"event"}', null],
      ['null', null],
      ['[1]', null],
      ['not json', null],
    ]
    for (const [line, message] of cases) expect(readServerMessage(line), line).toEqual(message)
  })

  it('splits a stream into lines, whatever the chunks, and refuses an endless one', () => {
    const lines: string[] = []
    const read = lineReader((line) => lines.push(line), 10)
    expect(read('ab')).toBe(true)
    expect(read('c\nde\nf')).toBe(true)
    expect(read('g\n')).toBe(true)
    expect(lines).toEqual(['abc', 'de', 'fg'])
    expect(read('0123456789x')).toBe(false)
  })
})
