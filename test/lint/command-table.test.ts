import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: projectRoot })

/** Lints a snippet as if it were the given file, with the project's own config; answers the rule's hits. */
async function hits(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'command-table/one-table').map((m) => m.message)
}

describe('one command table (eslint.command-table.js)', () => {
  it('stops a surface that maps its names to player commands by itself, as the surfaces did before it', async () => {
    const bad = {
      // The tray's and the hotkeys' tables: a key each.
      keys: "export const trayCalls = { next: { id: 'player.next' }, previous: { id: 'player.previous' } }\n",
      // The media session's: a function a key.
      functions: "export const media = { nexttrack: () => ({ id: 'player.next' }) }\n",
      // MPRIS's and the command line's: a switch.
      switch:
        "export function callOf(verb: string) {\n  switch (verb) {\n    case 'next':\n      return { id: 'player.next' }\n    default:\n      return null\n  }\n}\n",
      // A list of rows.
      list: "export const rows = [{ id: 'player.next' }, { id: 'player.previous' }]\n",
      // The palette's: handed to a helper that makes a row.
      helper:
        "declare function row(words: string, call: object): object\nexport const next = row('Next', { id: 'player.next' })\n",
      // Ids alone as a table's values.
      ids: "export const ids = { next: 'player.next' }\n",
    }
    for (const file of [
      'electron/core/features/desktop/x.ts',
      'electron/contract/x.ts',
      'renderer/src/x.ts',
    ]) {
      for (const [shape, code] of Object.entries(bad)) {
        const found = await hits(file, code)
        expect(found.length, `${file}: ${shape}`).toBeGreaterThan(0)
        expect(found[0]).toContain('electron/contract/player-command-table.ts')
      }
    }
  })

  it('stops a step defined a second time', async () => {
    for (const code of [
      'export const SEEK_STEP_MS = 10_000\n',
      'const VOLUME_STEP = 10\nexport { VOLUME_STEP }\n',
    ]) {
      expect(await hits('electron/core/features/desktop/x.ts', code), code).toEqual([
        expect.stringContaining('is defined once, in the command table'),
      ])
    }
  })

  it('lets a control run one command, the table itself, the Web API client and tests pass', async () => {
    const good = [
      "declare const player: { run(call: object): void }\nexport const next = () => player.run({ id: 'player.next' })\n",
      "declare function run(call: object): void\nexport const pause = () => run({ id: 'player.pause' })\n",
      "export const call = { id: 'player.next' }\n",
      "export function step(id: string) {\n  switch (id) {\n    case 'player.next':\n      return { kind: 'next' }\n  }\n}\n",
      "declare const bus: { emit(name: string, value: object): void }\nbus.emit('player.presence', {})\n",
      "import { callsOn } from '../../../contract'\nexport const trayCalls = callsOn('tray')\n",
    ]
    for (const code of good) expect(await hits('electron/core/features/desktop/x.ts', code), code).toEqual([])
    const table = "export const SEEK_STEP_MS = 10_000\nexport const rows = [{ id: 'player.next' }]\n"
    for (const file of [
      'electron/contract/player-command-table.ts',
      'electron/core/service/api/resources/x.ts',
      'electron/emulator/x.ts',
      'test/core/x.test.ts',
    ]) {
      expect(await hits(file, table), file).toEqual([])
    }
  })
})
