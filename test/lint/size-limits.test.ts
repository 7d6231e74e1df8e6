import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import {
  FILE_LINES,
  FUNCTION_LINES,
  generatedFiles,
  limitRules,
  sizeExceptions,
} from '../../eslint.limits.js'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: projectRoot })

/** Lints a snippet as if it were the given file, with the project's own config; answers the size rules' hits. */
async function sizeHits(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? [])
    .filter((m) =>
      ['max-lines-per-function', 'max-lines', 'vue/max-lines-per-block'].includes(m.ruleId ?? ''),
    )
    .map((m) => `${m.ruleId}: ${m.message}`)
}

/** A function of `lines` lines of code, its first and last line included; `between` goes after each statement. */
const longFunction = (lines: number, between = '') =>
  `export function long(): number {\n  let n = 0\n${Array.from({ length: lines - 4 }, () => `  n++\n${between}`).join('')}  return n\n}\n`

/** A file of `lines` lines of code. */
const longFile = (lines: number) =>
  Array.from({ length: lines }, (_, index) => `export const value${index} = ${index}`).join('\n') + '\n'

describe('the size limits (eslint.limits.js)', () => {
  it('lets a function of 120 lines of code pass, and stops one of 121', async () => {
    expect(FUNCTION_LINES).toBe(120)
    expect(await sizeHits('electron/core/x.ts', longFunction(120))).toEqual([])
    expect(await sizeHits('electron/core/x.ts', longFunction(121))).toEqual([
      "max-lines-per-function: Function 'long' has too many lines (121). Maximum allowed is 120.",
    ])
  })

  it('counts every line: blank lines and comments inside a function make it long too', async () => {
    expect(await sizeHits('electron/core/x.ts', longFunction(75, '\n  // why, briefly\n'))).toEqual([
      "max-lines-per-function: Function 'long' has too many lines (217). Maximum allowed is 120.",
    ])
  })

  it('lets a <script setup> of 200 lines pass, and stops one of 201', async () => {
    // The rule counts the lines between the block's tags.
    const sfc = (lines: number) =>
      `<script setup lang="ts">\n${longFile(lines)}</script>\n\n<template>\n  <p>Long</p>\n</template>\n`
    expect(await sizeHits('renderer/src/components/LongThing.vue', sfc(200))).toEqual([])
    expect(await sizeHits('renderer/src/components/LongThing.vue', sfc(201))).toEqual([
      'vue/max-lines-per-block: Block has too many lines (201). Maximum allowed is 200.',
    ])
  })

  it('lets a file of 350 lines of code pass, and stops one of 351', async () => {
    expect(FILE_LINES).toBe(350)
    expect(await sizeHits('electron/emulator/x.ts', longFile(350))).toEqual([])
    expect(await sizeHits('electron/emulator/x.ts', longFile(351))).toEqual([
      'max-lines: File has too many lines (351). Maximum allowed is 350.',
    ])
  })

  it('holds every folder of electron/ and renderer/src, Vue SFCs included, and not the tests', async () => {
    for (const file of [
      'electron/main/x.ts',
      'electron/web/x.ts',
      'electron/contract/x.ts',
      'renderer/src/x.ts',
    ])
      expect(await sizeHits(file, longFunction(121)), file).toHaveLength(1)
    const sfc = `<script setup lang="ts">\n${longFunction(121)}\nlong()\n</script>\n\n<template>\n  <p>Long</p>\n</template>\n`
    expect(await sizeHits('renderer/src/components/LongThing.vue', sfc)).toHaveLength(1)
    expect(await sizeHits('test/core/x.test.ts', longFunction(121))).toEqual([])
  })

  it('leaves out only generated files: the operation table, once excluded, is held like any file', async () => {
    expect(generatedFiles).toEqual([])
    expect(await sizeHits('electron/operations/operations.ts', longFile(351))).toHaveLength(1)
  })

  it('lists each exception with its reason, and only while the file is over a limit', async () => {
    const strict = new ESLint({ cwd: projectRoot, overrideConfig: [{ files: ['**/*'], rules: limitRules }] })
    for (const { file, rules, reason } of sizeExceptions) {
      expect(reason.length, file).toBeGreaterThan(20)
      expect(existsSync(`${projectRoot}${file}`), file).toBe(true)
      expect(await sizeHits(file, longFunction(121)), file).toEqual([])
      const [result] = await strict.lintFiles([`${projectRoot}${file}`])
      const over = new Set(result?.messages.map((message) => message.ruleId))
      for (const rule of rules)
        expect(over.has(rule), `${file} is within ${rule}: drop its exception`).toBe(true)
    }
  })
})
