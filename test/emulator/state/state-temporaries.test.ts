import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readStateFile } from '../../../electron/emulator/state/persistence'

/** The demo's state file: what a write cut short by a crash left beside it goes when it is next read. */
describe('the demo state file after a crash', () => {
  let dir: string | null = null
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = null
  })

  it('removes the temporaries of its own writes at start, and nothing else', () => {
    dir = mkdtempSync(join(tmpdir(), 'encore-demo-state-'))
    const path = join(dir, 'state.json')
    writeFileSync(join(dir, 'state.json.0123456789ab.tmp'), '{"half":')
    writeFileSync(join(dir, 'state.json.notes'), 'mine')
    writeFileSync(join(dir, 'other.json.0123456789ab.tmp'), 'not its own')
    expect(readStateFile(path)).toEqual({ kind: 'missing' })
    expect(readdirSync(dir).sort()).toEqual(['other.json.0123456789ab.tmp', 'state.json.notes'])
  })
})
