import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: projectRoot })

/** Lints a snippet as if it were the given file, with the project's own config; answers the cast rule's hits. */
async function castHits(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

describe('casts that silence the compiler (eslint.config.js)', () => {
  it('stops `as unknown as`, `as never` and `as never[]` in electron/ and renderer/src', async () => {
    for (const file of ['electron/core/x.ts', 'electron/main/x.ts', 'renderer/src/x.ts']) {
      expect(await castHits(file, 'export const a = (1 as unknown as string).length\n'), file).toEqual([
        'No `as unknown as`: state the type with a helper type or a type guard.',
      ])
      expect(await castHits(file, 'export const b: string = 1 as never\n'), file).toHaveLength(1)
      expect(await castHits(file, 'export const c: string[] = [1] as never[]\n'), file).toHaveLength(1)
    }
  })

  it('stops them in a Vue component too', async () => {
    const sfc = `<script setup lang="ts">\nconst a = (1 as unknown as string).length\n</script>\n\n<template>\n  <p>{{ a }}</p>\n</template>\n`
    expect(await castHits('renderer/src/components/CastThing.vue', sfc)).toHaveLength(1)
  })

  it('lets a plain cast, `as unknown` alone, and tests pass', async () => {
    expect(await castHits('electron/core/x.ts', "export const a = JSON.parse('1') as number\n")).toEqual([])
    expect(await castHits('electron/core/x.ts', 'export const b = 1 as unknown\n')).toEqual([])
    expect(
      await castHits('test/core/x.test.ts', 'export const c = (1 as unknown as string).length\n'),
    ).toEqual([])
  })
})
