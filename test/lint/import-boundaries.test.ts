import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: projectRoot })

/** Lints a snippet as if it were the given file, with the project's own config; answers the restricted-import hits. */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('the import rules (docs/architecture.md, "Import rules")', () => {
  it.each([
    ['electron/core/x.ts', "import { app } from 'electron'\nexport const a = app"],
    [
      'electron/core/service/api/x.ts',
      "import { startEmulator } from '../../emulator/server'\nexport const a = startEmulator",
    ],
    ['electron/core/x.ts', "import { startShell } from '../main/shell'\nexport const a = startShell"],
    // The shells take core through its one door, never a file behind it.
    ['electron/main/x.ts', "import { createEncore } from '../core/app'\nexport const a = createEncore"],
    [
      'electron/web/x.ts',
      "import { writeFileAtomic } from '../core/base/files/atomic-write'\nexport const a = writeFileAtomic",
    ],
    // The command's client is a process of its own: core never reaches into it, it never into the app's shells.
    ['electron/core/x.ts', "import { runClient } from '../cli/run-client'\nexport const a = runClient"],
    ['electron/cli/x.ts', "import { startShell } from '../main/shell'\nexport const a = startShell"],
    ['electron/cli/x.ts', "import { app } from 'electron'\nexport const a = app"],
    [
      'electron/cli/x.ts',
      "import { startEmulator } from '../emulator/server'\nexport const a = startEmulator",
    ],
    // Like the shells, the client takes core through its one door, never a file behind it.
    [
      'electron/cli/x.ts',
      "import { EXIT } from '../core/features/command-line/command'\nexport const a = EXIT",
    ],
    [
      'electron/cli/x.ts',
      "import { socketPathFor } from '../core/features/command-line/socket-path'\nexport const a = socketPathFor",
    ],
    ['electron/contract/x.ts', "import { createEncore } from '../core/app'\nexport const a = createEncore"],
    ['electron/contract/x.ts', "import { readFileSync } from 'node:fs'\nexport const a = readFileSync"],
    ['electron/contract/x.ts', "import { app } from 'electron'\nexport const a = app"],
    ['electron/emulator/x.ts', "import { methods } from '../contract'\nexport const a = methods"],
    ['electron/emulator/x.ts', "import { EncoreError } from '../core/errors'\nexport const a = EncoreError"],
    [
      'electron/emulator/state/x.ts',
      "import { tightenMode } from '../../core/files/private-files'\nexport const a = tightenMode",
    ],
    ['electron/preload/x.ts', "import { createEncore } from '../core/app'\nexport const a = createEncore"],
    ['electron/web/x.ts', "import { app } from 'electron'\nexport const a = app"],
    ['electron/web/x.ts', "import { startShell } from '../main/shell'\nexport const a = startShell"],
    [
      'electron/main/x.ts',
      "import { runBrowserMode } from '../web/run-browser-mode'\nexport const a = runBrowserMode",
    ],
    [
      'renderer/src/x.ts',
      "import { createEncore } from '../../electron/core/app'\nexport const a = createEncore",
    ],
    [
      'renderer/src/stores/x.ts',
      "import { startEmulator } from '../../../electron/emulator/server'\nexport const a = startEmulator",
    ],
    ['renderer/src/x.ts', "import { ipcRenderer } from 'electron'\nexport const a = ipcRenderer"],
    ['renderer/src/x.ts', "import { methods } from '../../electron/contract'\nexport const a = methods"],
    ['renderer/src/x.ts', "import { readFileSync } from 'node:fs'\nexport const a = readFileSync"],
    ['electron/core/service/api/x.ts', "import axios from 'axios'\nexport const a = axios"],
    ['electron/web/x.ts', "import { isAxiosError } from 'axios'\nexport const a = isAxiosError"],
    ['electron/main/x.ts', "import axios from 'axios'\nexport const a = axios"],
    // The operation table: shared by the client and the emulator only, and it imports nothing of ours.
    ['electron/operations/x.ts', "import { methods } from '../contract'\nexport const a = methods"],
    [
      'electron/operations/x.ts',
      "import { EncoreError } from '../core/errors'\nexport const a = EncoreError",
    ],
    ['electron/operations/x.ts', "import { readFileSync } from 'node:fs'\nexport const a = readFileSync"],
    ['electron/contract/x.ts', "import { operations } from '../operations'\nexport const a = operations"],
    ['electron/main/x.ts', "import { operations } from '../operations'\nexport const a = operations"],
    ['electron/web/x.ts', "import { operations } from '../operations'\nexport const a = operations"],
    ['electron/preload/x.ts', "import { operations } from '../operations'\nexport const a = operations"],
    [
      'renderer/src/x.ts',
      "import { operations } from '../../electron/operations'\nexport const a = operations",
    ],
  ])('%s may not: %s', async (file, code) => {
    const messages = await restrictedImports(file, code)
    expect(messages).not.toEqual([])
  })

  it('lets the emulator use core/base/files/atomic-write, the one atomic write of the project', async () => {
    expect(
      await restrictedImports(
        'electron/emulator/state/x.ts',
        "import { writeFileAtomic } from '../../core/base/files/atomic-write'\nexport const a = writeFileAtomic",
      ),
    ).toEqual([])
  })

  it("lets code name axios's types, and take axios itself from core/service/api/axios", async () => {
    expect(
      await restrictedImports(
        'electron/core/service/api/x.ts',
        "import type { AxiosInstance } from 'axios'\nimport { axios } from './axios'\nexport const a: AxiosInstance = axios.create()",
      ),
    ).toEqual([])
  })

  it('points to the docs section that explains the rules, which exists', async () => {
    const [message] = await restrictedImports(
      'electron/core/x.ts',
      "import { app } from 'electron'\nexport const a = app",
    )
    expect(message).toContain('docs/architecture.md')
    const doc = readFileSync(`${projectRoot}docs/architecture.md`, 'utf8')
    const section = /docs\/architecture\.md, "([^"]+)"/.exec(
      (
        await restrictedImports(
          'electron/core/x.ts',
          "import { startShell } from '../main/shell'\nexport const a = startShell",
        )
      )[0] ?? '',
    )?.[1]
    expect(section).toBe('Import rules')
    expect(doc).toMatch(/^#+ Import rules$/m)
  })

  it.each([
    ['electron/core/x.ts', "import { methods } from '../contract'\nexport const a = methods"],
    [
      'electron/core/service/api/x.ts',
      "import { operations } from '../../../operations'\nexport const a = operations",
    ],
    [
      'electron/emulator/http/x.ts',
      "import { operations } from '../../operations'\nexport const a = operations",
    ],
    [
      'electron/main/x.ts',
      "import { app } from 'electron'\nimport { createEncore } from '../core'\nexport const a = [app, createEncore]",
    ],
    [
      'electron/preload/x.ts',
      "import { contextBridge } from 'electron'\nimport { methods } from '../contract'\nexport const a = [contextBridge, methods]",
    ],
    ['electron/web/x.ts', "import { createEncore } from '../core'\nexport const a = createEncore"],
    [
      'electron/cli/x.ts',
      "import { EXIT, parseCommandLine } from '../core'\nexport const a = [EXIT, parseCommandLine]",
    ],
    ['electron/main/x.ts', "import { runClient } from '../cli/run-client'\nexport const a = runClient"],
    ['renderer/src/x.ts', "import { methodNames } from '@contract'\nexport const a = methodNames"],
    [
      'test/x.test.ts',
      "import { app } from 'electron'\nimport { createEncore } from '../electron/core/app'\nexport const a = [app, createEncore]",
    ],
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([])
  })
})

describe('runtime code never imports the packaging folder, build/ (its own rule)', () => {
  /** The hits of the packaging rule for a snippet linted as the given file. */
  async function packagingImports(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'encore/no-packaging-imports')
      .map((m) => m.message)
  }

  it.each([
    [
      'electron/main/features/x.ts',
      "import { trayIconFile } from '../../../build/icon-set'\nexport const a = trayIconFile",
    ],
    ['electron/core/x.ts', "export { ICON_SOURCE } from '../../build/icon-set'"],
    ['electron/web/x.ts', "export * from '../../build/fuses.js'"],
    ['electron/main/x.ts', "export const load = () => import('../../build/icon-set')"],
    [
      'electron/core/features/desktop/x.ts',
      "import type { TrayTheme } from '../../../../build/icon-set'\nexport type T = TrayTheme",
    ],
  ])('%s may not: %s', async (file, code) => {
    const messages = await packagingImports(file, code)
    expect(messages).toEqual([expect.stringContaining('build/, the packaging folder')])
  })

  it('the tray feature as it is today passes (it takes its icons from core/features/desktop/icon-files)', async () => {
    const source = readFileSync(`${projectRoot}electron/main/features/tray-feature.ts`, 'utf8')
    expect(await packagingImports('electron/main/features/tray-feature.ts', source)).toEqual([])
  })

  it.each([
    [
      'electron/core/x.ts',
      "import { trayIconFile } from './features/desktop/icon-files'\nexport const a = trayIconFile",
    ],
    ['electron/main/x.ts', "import { build } from './build/x'\nexport const a = build"],
    ['electron/main/x.ts', "import builder from 'electron-builder'\nexport const a = builder"],
    [
      'test/build/x.test.ts',
      "import { ICON_SOURCE } from '../../build/icon-set'\nexport const a = ICON_SOURCE",
    ],
    [
      'build/x.ts',
      "import { trayIconFile } from '../electron/core/features/desktop/icon-files'\nexport const a = trayIconFile",
    ],
  ])('%s may: %s', async (file, code) => {
    expect(await packagingImports(file, code)).toEqual([])
  })
})
