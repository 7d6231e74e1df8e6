import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { scan as run } from '../../build/electronegativity.js'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'encore-electronegativity-fixture-'))
  made.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('npm run lint:electron (Electronegativity over electron/ and renderer/)', () => {
  it('fails on findings in .ts files and in the scripts and templates of .vue files, at their .vue lines', async () => {
    const root = tree({
      'electron/main/window.ts': [
        "import { BrowserWindow, shell } from 'electron'",
        'export const w = new BrowserWindow({ webPreferences: { nodeIntegration: true, sandbox: false } })',
        'export const open = (url: string) => shell.openExternal(url)',
      ].join('\n'),
      'renderer/src/Bad.vue': [
        '<script setup lang="ts">',
        "const run = (code: string) => eval('return ' + code)",
        '</script>',
        '',
        '<template>',
        '  <webview src="https://example.com" nodeintegration></webview>',
        '</template>',
      ].join('\n'),
    })
    const { failures } = await run(root)
    const at = (prefix: string, check: string) =>
      failures.some((line) => line.startsWith(prefix) && line.includes(check))
    expect(at('electron/main/window.ts:2:', 'CONTEXT_ISOLATION_JS_CHECK')).toBe(true)
    expect(at('electron/main/window.ts:2:', 'SANDBOX_JS_CHECK')).toBe(true)
    expect(at('electron/main/window.ts:3:', 'OPEN_EXTERNAL_JS_CHECK')).toBe(true)
    expect(at('renderer/src/Bad.vue:2:', 'DANGEROUS_FUNCTIONS_JS_CHECK')).toBe(true)
    expect(at('renderer/src/Bad.vue:6:', 'NODE_INTEGRATION_HTML_CHECK')).toBe(true)
  }, 60_000)

  it('accepts an eng-disable line only when it says why', async () => {
    const root = tree({
      'electron/main/open.ts': [
        "import { shell } from 'electron'",
        'export const a = (u: string) => shell.openExternal(u) // eng-disable OPEN_EXTERNAL_JS_CHECK',
        'export const b = (u: string) => shell.openExternal(u) // eng-disable OPEN_EXTERNAL_JS_CHECK -- only allowlisted URLs reach here',
      ].join('\n'),
    })
    const { failures } = await run(root)
    // (The fixture has no navigation limits or permission handler: the global checks say so, at no file.)
    expect(failures.filter((line) => !line.startsWith('N/A:'))).toEqual([
      'electron/main/open.ts:2: an eng-disable comment must name the checks, then say why after " -- " (export const a = (u: string) => shell.openExternal(u) // eng-disable OPEN_EXTERNAL_JS_CHECK)',
    ])
  }, 60_000)
})
