/**
 * The contract makes a bridge method's schemas the first time the method is checked, so a process that never
 * opens Discover (the tray) holds none of Discover's. Measured in a fresh process: a test worker has loaded
 * and checked other things before.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const child = fileURLToPath(new URL('./schemas-on-first-use-child.ts', import.meta.url))

interface Seen {
  atLoad: number
  pinged: boolean
  builtAfterPing: string[]
  afterPing: number
  afterDiscover: number
  builtAfterDiscover: string[]
}

describe('the contract’s schemas, on first use', () => {
  const seen = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', child], { encoding: 'utf8' }),
  ) as Seen

  it('a fresh process that checks app.ping has made that method’s schemas and no other method’s', () => {
    expect(seen.pinged).toBe(true)
    expect(seen.builtAfterPing).toEqual(['app.ping'])
  })

  it('makes none of Discover’s schemas until a Discover method is checked', () => {
    expect(seen.builtAfterPing.filter((name) => /^(discover|radio|sound)\./.test(name))).toEqual([])
    // Discover's shared schemas (shelves, sound, radio) and the method's own are made only now.
    expect(seen.afterDiscover).toBeGreaterThan(seen.afterPing)
    expect(seen.builtAfterDiscover).toEqual(['app.ping', 'discover.topArtists'])
  })
})
