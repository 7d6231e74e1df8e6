/**
 * zod compiles a parser of its own (`new Function`) for each object schema it checks unless told not to, and
 * a process holds that source and code all day. Every entry of a process that checks with zod tells it first.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const child = fileURLToPath(new URL('./zod-jitless-child.ts', import.meta.url))
const entries = ['electron/web/cli.ts', 'electron/web/launch.ts', 'electron/main/index.ts']

describe('zod without compiled parsers', () => {
  it('checks bridge payloads without compiling a function', () => {
    const seen = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', child], { encoding: 'utf8' }),
    ) as {
      compiled: number
      checked: boolean[]
    }
    expect(seen.checked).toEqual([true, true])
    expect(seen.compiled).toBe(0)
  })

  it.each(entries)('%s tells zod before it imports anything else', (entry) => {
    const firstImport = readFileSync(entry, 'utf8')
      .split('\n')
      .find((line) => line.startsWith('import '))
    expect(firstImport).toBe("import '../contract/zod-jitless'")
  })
})
