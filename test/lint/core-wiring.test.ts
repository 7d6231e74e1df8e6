import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: projectRoot })

/** Lints a snippet as if it were the given file, with the project's own config; answers the wiring rule's hits. */
async function hits(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'core-wiring/no-edge-in-core')
    .map((m) => m.message)
}

const API =
  'No `InProcessApi` inside core: take the feature’s own interface (features/<f>/index.ts), handed in by core/app.ts.'
const HANDLERS =
  'No call through a handlers table inside core: handlers are the bridge’s edge; call the function the handler calls.'

const usesApi =
  "import type { InProcessApi } from '../../../contract'\nexport const next = (api: InProcessApi) => api.playback.run({ id: 'player.next' })\n"
const usesHandlers = [
  "export const make = (handlers: Record<string, (i: unknown) => unknown>) => handlers['playlists.create']({})\n",
  "export const get = (deps: { playlistHandlers: Record<string, () => unknown> }) => deps.playlistHandlers['playlists.get']()\n",
]

describe('core wired by declared interfaces (eslint.core-wiring.js)', () => {
  it('stops the in-process API inside a feature, the service and base', async () => {
    for (const file of [
      'electron/core/features/desktop/x.ts',
      'electron/core/service/x.ts',
      'electron/core/base/x.ts',
    ]) {
      expect(await hits(file, usesApi), file).toEqual([API, API])
    }
  })

  it('stops a call through a handlers table inside core', async () => {
    for (const code of usesHandlers) {
      expect(await hits('electron/core/features/library/x.ts', code), code).toEqual([HANDLERS])
    }
  })

  it('lets the composition root, the bridge, code outside core and other indexing pass', async () => {
    for (const file of [
      'electron/core/app.ts',
      'electron/core/in-process-api.ts',
      'electron/core/index.ts',
    ]) {
      expect(await hits(file, usesApi), file).toEqual([])
      expect(await hits(file, usesHandlers[0]!), file).toEqual([])
    }
    expect(await hits('electron/core/base/bridge/dispatcher.ts', usesHandlers[0]!)).toEqual([])
    expect(await hits('electron/main/features/x.ts', usesApi)).toEqual([])
    expect(await hits('test/core/x.test.ts', usesApi)).toEqual([])
    const other =
      "export const row = (rows: string[], windows: Record<string, number>) => rows[0] + windows['a']\n"
    expect(await hits('electron/core/features/library/x.ts', other)).toEqual([])
  })
})

/** The listener-list rule's hits for a snippet linted as the given file. */
async function listHits(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'core-wiring/no-listener-list').length
}

describe('one listener list in core: the Emitter (eslint.core-wiring.js)', () => {
  const homeMade = [
    'export const listeners = new Set<() => void>()\n',
    'export const listeners = new Set<(value: string, at: number) => void>()\n',
    'export const lines: ((line: string) => void)[] = []\n',
    'export const lines: Array<(line: string) => void> = []\n',
    'export class Relay {\n  private readonly heard: ((n: number) => void)[] = []\n}\n',
  ]

  it('stops a home-made listener list in a feature and in the service floor', async () => {
    for (const file of ['electron/core/features/playback/x.ts', 'electron/core/service/api/x.ts']) {
      for (const code of homeMade) expect(await listHits(file, code), `${file}: ${code}`).toBe(1)
    }
  })

  it('lets core/base keep the Emitter and the bus, and lets other sets and arrays pass', async () => {
    for (const code of homeMade) expect(await listHits('electron/core/base/emitter.ts', code)).toBe(0)
    const other = [
      'export const ids = new Set<string>()\n',
      'export const rows: { id: string }[] = []\n',
      'export const waiters = new Map<number, (n: number) => void>()\n',
      "import { Emitter } from '../../base/emitter'\nexport const changed = new Emitter<void>()\n",
    ]
    for (const code of other)
      expect(await listHits('electron/core/features/playback/x.ts', code), code).toBe(0)
  })
})

/** The dropped-teardown rule's hits for a snippet linted as the given file. */
async function droppedHits(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'core-wiring/no-dropped-teardown').length
}

describe('async teardown reaches the root (eslint.core-wiring.js)', () => {
  it('stops a teardown whose promise is dropped with void, in a feature and in the root', async () => {
    const dropped = [
      'export const part = (held: { dispose(): Promise<void> }) => ({ dispose: () => void held.dispose() })\n',
      'export const stop = (demo: { stop(): Promise<void> }) => { void demo.stop() }\n',
      'export const end = (server?: { close(): Promise<void> }) => { void server?.close() }\n',
    ]
    for (const file of ['electron/core/features/history/x.ts', 'electron/core/app.ts']) {
      for (const code of dropped) expect(await droppedHits(file, code), `${file}: ${code}`).toBe(1)
    }
  })

  it('lets a returned teardown and other void calls pass', async () => {
    const fine = [
      'export const part = (held: { dispose(): Promise<void> }) => ({ dispose: () => held.dispose() })\n',
      'export const read = (engine: { refresh(): Promise<void> }) => { void engine.refresh() }\n',
    ]
    for (const code of fine)
      expect(await droppedHits('electron/core/features/history/x.ts', code), code).toBe(0)
  })
})
