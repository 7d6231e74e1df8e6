import { readdirSync, readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { asciiOnly } from '../../build/ascii-only-plugin'

type Bundle = Record<string, { type: 'chunk'; code: string } | { type: 'asset'; source: string }>

function generate(bundle: Bundle): Bundle {
  const hook = asciiOnly().generateBundle as unknown as (options: unknown, bundle: Bundle) => void
  hook.call({}, {}, bundle)
  return bundle
}

describe('asciiOnly', () => {
  it('escapes every non-ASCII character of a chunk, and the code means the same', () => {
    const source = [
      'const quote = "the app’s page: 0–9"',
      'const template = `${quote} · …`',
      'const pattern = /^[–—]+$/u',
      'const emoji = "🎵"',
      '// a comment that says “why”',
      ';({ quote, template, dashes: pattern.test("–—"), emoji })',
    ].join('\n')
    const { 'index.js': out } = generate({
      'index.js': { type: 'chunk', code: source },
      'a.css': { type: 'asset', source: '·' },
    })
    if (out?.type !== 'chunk') throw new Error('the chunk went missing')
    expect(out.code).toMatch(/^[ -~\t\n\r]*$/)
    expect(runInNewContext(out.code)).toEqual(runInNewContext(source))
  })

  it('leaves the compiled main process ASCII-only (the test setup builds it)', () => {
    const dir = new URL('../../out/main/chunks/', import.meta.url)
    const chunks = readdirSync(dir).filter((name) => name.endsWith('.js'))
    expect(chunks.length).toBeGreaterThan(0)
    for (const name of chunks)
      expect(readFileSync(new URL(name, dir), 'utf8'), name).toMatch(/^[ -~\t\n\r]*$/)
  })
})
