import { describe, expect, it } from 'vitest'
import { cycles, folderArrows, readImports, sourceRoot } from '../support/import-graph'

/**
 * Core's floors hold only if no folder of it reaches back into one that reaches it: the graph drawn from the
 * code's own imports (docs/architecture.md, "Inside core") has no cycle between folders.
 */
describe('the import graph of electron/core', () => {
  it('has no cycle between folders (a file at the root counts as a folder of its own)', () => {
    const arrows = folderArrows(readImports(sourceRoot('electron', 'core')))
    expect(arrows.size, 'the graph was read').toBeGreaterThan(10)
    expect(cycles(arrows)).toEqual([])
  })

  it('finds a cycle when a folder reaches back (the check can fail)', () => {
    const arrows = folderArrows([
      { file: 'ports.ts', imports: ['desktop/environment.ts'] },
      { file: 'desktop/environment.ts', imports: ['playback/engine.ts'] },
      { file: 'playback/engine.ts', imports: ['ports.ts'] },
      { file: 'library/sync.ts', imports: ['ports.ts'] },
    ])
    expect(cycles(arrows)).toEqual([['desktop', 'playback', 'ports.ts']])
  })

  it('does not count imports inside one folder', () => {
    const arrows = folderArrows([
      { file: 'auth/session.ts', imports: ['auth/session-core.ts'] },
      { file: 'auth/session-core.ts', imports: ['auth/session.ts'] },
    ])
    expect(cycles(arrows)).toEqual([])
  })
})
