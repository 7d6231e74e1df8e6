import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { folderOf, readImports, sourceRoot } from '../../../support/import-graph'

/**
 * "Is it saved?" has one owner, features/saved, below the player and the library (docs/architecture.md, "A heart
 * saved offline"): it takes neither, the library hands the outbox no handler for saves, and the composition
 * root hands the player's heart the owner itself, made before the player, not a late port bound afterwards.
 */
describe('saved state has one owner', () => {
  const core = readImports(sourceRoot('electron', 'core'))
  const read = (file: string) => readFileSync(sourceRoot('electron', 'core', file), 'utf8')

  it('features/saved sits below the player and the library: it imports neither', () => {
    const saved = core.filter(({ file }) => folderOf(file) === 'features/saved')
    expect(saved.length, 'features/saved exists').toBeGreaterThan(0)
    const above = saved.flatMap(({ file, imports }) =>
      imports
        .filter((target) => ['features/library', 'features/playback'].includes(folderOf(target)))
        .map((target) => `${file} → ${target}`),
    )
    expect(above).toEqual([])
  })

  it('the library registers no handler for saves into the outbox; features/saved does', () => {
    const handlesSaved = core
      .filter(({ file }) => /\.handle\(\s*'saved'/.test(read(file)))
      .map(({ file }) => folderOf(file))
    expect(handlesSaved).toEqual(['features/saved'])
  })

  it('the heart needs no late port: the root binds one, Soloist’s stand-in, and none for saved tracks', () => {
    const root = read('app.ts')
    expect(root.match(/createLatePort</g)).toHaveLength(1)
    expect(root).not.toMatch(/createLatePort<[^>]*Saved/)
  })
})
