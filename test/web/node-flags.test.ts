/**
 * `npm run web` and `npm start` run the app's Node process with a small young generation: V8's default lets
 * it grow to 32 MiB of garbage between collections, which a tray app's resident memory then carries (the demo
 * signed in, 20 s settled: 139 → 120 MiB RSS with 2 MiB semi-spaces, 2026-12-07). And with two of V8's helper
 * threads instead of four: each kept a malloc arena of what it once used (the tray with 50,000 tracks, RSS after
 * GC ~74 → ~70 MiB, 2026-12-07).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { nodeFlagsOf } from '../bench/lean-kit'

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts

describe('the Node flags of npm run web and npm start', () => {
  it.each(['web', 'start'] as const)('npm run %s caps the young generation at a few MiB', (command) => {
    expect(scripts[command]).toMatch(/^node .*build\/run-compiled\.js /)
    const semiSpace = nodeFlagsOf(command)
      .map((flag) => /^--max-semi-space-size=(\d+)$/.exec(flag)?.[1])
      .find(Boolean)
    expect(Number(semiSpace)).toBeGreaterThan(0)
    expect(Number(semiSpace)).toBeLessThanOrEqual(4)
  })

  it.each(['web', 'start'] as const)('npm run %s runs V8 with two helper threads', (command) => {
    expect(nodeFlagsOf(command)).toContain('--v8-pool-size=2')
  })

  it('Node takes them: two helper threads fewer than by default', () => {
    // glibc gives each thread that allocates its own malloc arena, which keeps what V8's compiler and garbage
    // collector once used: the tray held 4–7 MiB more resident memory with V8's default four (2026-12-07).
    const threads = (flags: string[]) =>
      Number(
        execFileSync(
          process.execPath,
          [
            ...flags,
            '-e',
            `process.stdout.write(String(require('node:fs').readdirSync('/proc/self/task').length))`,
          ],
          { encoding: 'utf8' },
        ),
      )
    expect(threads([])).toBe(threads(nodeFlagsOf('web')) + 2)
  })

  it('Node takes them: its young generation is that small', () => {
    const newSpaceMiB = execFileSync(
      process.execPath,
      [
        ...nodeFlagsOf('web'),
        '-e',
        `const v8 = require('node:v8'); const keep = []; for (let i = 0; i < 2e6; i++) { const o = { i }; if (i % 100 === 0) keep.push(o) }
process.stdout.write(String(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 2 ** 20))`,
      ],
      { encoding: 'utf8' },
    )
    expect(Number(newSpaceMiB)).toBeLessThanOrEqual(8)
  })
})
