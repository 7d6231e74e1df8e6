import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: projectRoot })
const RULE = '@typescript-eslint/no-use-before-define'

/** Lints `code` as if it were the given file, with the project's own config; answers the order rule's hits. */
async function hits(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message)
}

// A service used in a closure before it is made: what the composition root did with the account and library.
const forward = [
  'export function wire(make: (deps: { saved: () => boolean }) => { known(): boolean }) {',
  '  const engine = make({ saved: () => library.known() })',
  '  const library = make({ saved: () => engine.known() })',
  '  return { engine, library }',
  '}',
  '',
].join('\n')
// The same two, with the cycle broken by a port made first and bound by the later one; a hoisted helper below.
const ordered = [
  'export function wire(make: (deps: { saved: () => boolean }) => { known(): boolean }) {',
  '  let bound: { known(): boolean } | undefined',
  '  const engine = make({ saved: () => bound!.known() })',
  '  const library = make({ saved: () => engine.known() })',
  '  bound = library',
  '  return helper(engine, library)',
  '}',
  'function helper<T>(a: T, b: T) {',
  '  return { a, b }',
  '}',
  '',
].join('\n')

describe('the composition root reads top to bottom (eslint.core-wiring.js, coreRootOrder)', () => {
  it('stops a service named in a closure before it is declared, in app.ts and its wiring helpers', async () => {
    for (const file of ['electron/core/app.ts', 'electron/core/app-wiring.ts']) {
      expect(await hits(file, forward), file).toEqual(["'library' was used before it was defined."])
    }
  })

  it('lets services made in order, a port bound later and hoisted helper functions pass', async () => {
    expect(await hits('electron/core/app.ts', ordered)).toEqual([])
  })

  it('holds for app.ts as it is', async () => {
    const file = 'electron/core/app.ts'
    expect(await hits(file, readFileSync(`${projectRoot}${file}`, 'utf8'))).toEqual([])
  })

  it('leaves the features alone (their own helpers may sit below where they are called)', async () => {
    expect(await hits('electron/core/features/library/x.ts', forward)).toEqual([])
  })
})
