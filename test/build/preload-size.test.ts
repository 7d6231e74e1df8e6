/**
 * The built preload (out/preload/index.cjs, which the test run's global setup builds when stale) holds no
 * schema library: it takes the method and event names as plain lists (core checks every payload), which
 * keeps it small. Every window loads it before its page.
 */
import { readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const preload = fileURLToPath(new URL('../../out/preload/index.cjs', import.meta.url))
const MAX_BYTES = 20_000

describe('the built preload', () => {
  it(`is at most ${MAX_BYTES / 1000} kB`, () => {
    expect(statSync(preload).size).toBeLessThanOrEqual(MAX_BYTES)
  })

  it('bundles no schema library, yet knows every method and event by name', () => {
    const source = readFileSync(preload, 'utf8')
    expect(source).not.toMatch(/ZodError|safeParse|\$ZodType/)
    expect(source).toContain('"playlists.replaceItems"')
    expect(source).toContain('"desktop.changed"')
    expect(source).toContain('encore:invoke')
  })
})
