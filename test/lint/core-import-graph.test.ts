import { describe, expect, it } from 'vitest'
import {
  cycles,
  doorBreaches,
  fileArrows,
  floorBreaches,
  folderArrows,
  folderOf,
  readImports,
  sourceRoot,
} from '../support/import-graph'

/**
 * Core's floors (docs/architecture.md, "Inside core"): `base` (ports, errors, files, security, the bus, timers),
 * `service` (the Web API client, media mapping, what a failure means), `features/<feature>`, and the
 * composition root beside them (app.ts, in-process-api.ts, index.ts). A floor imports only itself and those
 * below it, no folder reaches back into one that reaches it, no file into one that imports it, and a feature
 * takes another only through its door, its index.ts. All drawn from the code's own imports.
 */
describe('the import graph of electron/core', () => {
  const core = readImports(sourceRoot('electron', 'core'))

  it('has no cycle between folders (a file at the root counts as a folder of its own)', () => {
    const arrows = folderArrows(core)
    expect(arrows.size, 'the graph was read').toBeGreaterThan(10)
    expect(cycles(arrows)).toEqual([])
  })

  it('has no cycle between files either (shared types live in a file both import, shared state with its owner)', () => {
    const arrows = fileArrows(core)
    expect(
      [...arrows.values()].some((targets) => targets.size > 0),
      'the imports were read',
    ).toBe(true)
    expect(cycles(arrows)).toEqual([])
  })

  it('keeps its floors: base imports only base, service only base, features neither the root', () => {
    expect(core.length, 'the files were read').toBeGreaterThan(200)
    expect(floorBreaches(core)).toEqual([])
  })

  it('takes each feature through its door: no feature imports a file of another but its index.ts', () => {
    const across = core.filter(({ file, imports }) =>
      imports.some((target) => folderOf(target) !== folderOf(file) && target.startsWith('features')),
    )
    expect(across.length, 'features import one another').toBeGreaterThan(5)
    expect(doorBreaches(core)).toEqual([])
  })

  it("finds an import behind another feature's door (the check can fail)", () => {
    expect(
      doorBreaches([
        { file: 'features/library/saved-items.ts', imports: ['features/outbox/saved-sender.ts'] },
        { file: 'features/desktop/mpris/model.ts', imports: ['features/library/library-query.ts'] },
        {
          file: 'features/library/index.ts',
          imports: ['features/outbox/index.ts', 'features/library/sync.ts'],
        },
        { file: 'features/desktop/mpris/service.ts', imports: ['features/desktop/controls.ts'] },
        { file: 'app.ts', imports: ['features/history/library-view.ts'] },
        {
          file: 'features/usage/budget.ts',
          imports: ['base/dbus/bus-property.ts', 'service/service-key.ts'],
        },
      ]),
    ).toEqual([
      'features/library/saved-items.ts → features/outbox/saved-sender.ts',
      'features/desktop/mpris/model.ts → features/library/library-query.ts',
    ])
  })

  it('finds an import that goes up a floor (the check can fail)', () => {
    expect(
      floorBreaches([
        { file: 'base/ports.ts', imports: ['features/desktop/environment.ts', 'base/errors.ts'] },
        { file: 'service/api/index.ts', imports: ['features/playback/engine.ts', 'base/ports.ts'] },
        { file: 'features/command-line/runner.ts', imports: ['app.ts', 'features/playback/engine.ts'] },
        { file: 'app.ts', imports: ['features/library/index.ts', 'base/ports.ts'] },
      ]),
    ).toEqual([
      'base/ports.ts → features/desktop/environment.ts',
      'service/api/index.ts → features/playback/engine.ts',
      'features/command-line/runner.ts → app.ts',
    ])
  })

  it('finds a cycle when a folder reaches back (the check can fail)', () => {
    const arrows = folderArrows([
      { file: 'base/ports.ts', imports: ['features/desktop/environment.ts'] },
      { file: 'features/desktop/environment.ts', imports: ['features/playback/engine.ts'] },
      { file: 'features/playback/engine.ts', imports: ['base/ports.ts'] },
      { file: 'features/library/sync.ts', imports: ['base/ports.ts'] },
    ])
    expect(cycles(arrows)).toEqual([['base', 'features/desktop', 'features/playback']])
  })

  it('finds a cycle between files of one folder, and only the files on it (the check can fail)', () => {
    const arrows = fileArrows([
      { file: 'features/auth/session.ts', imports: ['features/auth/session-core.ts', 'base/errors.ts'] },
      { file: 'features/auth/session-core.ts', imports: ['features/auth/sign-in-attempt.ts'] },
      { file: 'features/auth/sign-in-attempt.ts', imports: ['features/auth/session.ts', 'base/errors.ts'] },
      { file: 'features/auth/session-resume.ts', imports: ['features/auth/session-core.ts'] },
      { file: 'base/errors.ts', imports: [] },
    ])
    expect(cycles(arrows)).toEqual([
      ['features/auth/session-core.ts', 'features/auth/session.ts', 'features/auth/sign-in-attempt.ts'],
    ])
  })

  it('does not count imports inside one folder', () => {
    const arrows = folderArrows([
      { file: 'features/auth/session.ts', imports: ['features/auth/session-core.ts'] },
      { file: 'features/auth/session-core.ts', imports: ['features/auth/session.ts'] },
    ])
    expect(cycles(arrows)).toEqual([])
  })
})
