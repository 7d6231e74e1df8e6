import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: projectRoot })

/** Lints a snippet as if it were the given file, with the project's own config; answers the globals rule's hits. */
async function hits(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-globals').map((m) => m.message)
}

const readsFetch = 'export const read = (url: string) => fetch(url).then((answer) => answer.text())\n'
const opensSocket = 'export const open = (url: string) => new WebSocket(url)\n'

describe('the app process never wakes Node’s fetch (undici, ~10 MiB held all day)', () => {
  it('stops fetch and the global WebSocket in core, the web host, operations and the command line', async () => {
    for (const file of [
      'electron/core/features/updates/x.ts',
      'electron/web/x.ts',
      'electron/operations/x.ts',
      'electron/cli/x.ts',
    ]) {
      expect(await hits(file, readsFetch), file).toEqual([
        "Unexpected use of 'fetch'. Node's global fetch loads undici (~10 MiB held all day): use axios from core/service/api/axios, or ws.",
      ])
      expect(await hits(file, opensSocket), file).toHaveLength(1)
    }
  })

  it('leaves a local of the same name, a type, and Electron’s main (its net.fetch and protocol Response) alone', async () => {
    const local = "import WebSocket from 'ws'\nexport const open = (url: string) => new WebSocket(url)\n"
    expect(await hits('electron/core/features/soloist/x.ts', local)).toEqual([])
    expect(await hits('electron/main/x.ts', readsFetch)).toEqual([])
  })
})
