import * as fs from 'node:fs'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  removeStaleTemporaries,
  writeFileAtomic,
  type AtomicWriteFs,
} from '../../../../electron/core/base/files/atomic-write'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'encore-atomic-'))
  made.push(dir)
  return dir
}

class Crash extends Error {}

/**
 * node:fs, except that the process "dies" at operation number `at`: that operation does half its work (a write
 * writes half its bytes) and throws, and every later one throws before doing anything, as nothing runs after a
 * crash. Counts operations so a first run can tell how many steps a write takes.
 */
function crashingFs(at: number): AtomicWriteFs & { count: number } {
  let dead = false
  const recorder = { count: 0 } as AtomicWriteFs & { count: number }
  const names = [
    'mkdirSync',
    'openSync',
    'fchmodSync',
    'writeSync',
    'fsyncSync',
    'closeSync',
    'renameSync',
    'unlinkSync',
    'readdirSync',
    'lstatSync',
    'readlinkSync',
    'chmodSync',
  ] as const
  for (const name of names) {
    const real = fs[name] as (...args: unknown[]) => unknown
    Object.assign(recorder, {
      [name]: (...args: unknown[]) => {
        if (dead) throw new Crash(`${name} after the crash`)
        if (recorder.count++ === at) {
          dead = true
          if (name === 'writeSync') {
            const [fd, buffer, offset, length] = args as [number, Buffer, number, number]
            real(fd, buffer, offset, Math.floor(length / 2))
          }
          throw new Crash(`crashed in ${name}`)
        }
        return real(...args)
      },
    })
  }
  return recorder
}

describe('writeFileAtomic (core/base/files/atomic-write)', () => {
  const OLD = `${JSON.stringify({ version: 'old', filler: 'o'.repeat(10_000) })}\n`
  const NEW = `${JSON.stringify({ version: 'new', filler: 'n'.repeat(20_000) })}\n`

  it('leaves the old file or the new one, never a torn one, whichever step a crash stops it at', () => {
    const counting = crashingFs(-1)
    const probeDir = scratch()
    writeFileAtomic(join(probeDir, 'f.json'), NEW, 0o600, counting)
    const steps = counting.count
    expect(steps).toBeGreaterThanOrEqual(8) // mkdir, open, fchmod, write, fsync, close, rename, folder sync…

    const outcomes: string[] = []
    for (let at = 0; at < steps; at++) {
      const dir = scratch()
      const file = join(dir, 'settings.json')
      writeFileSync(file, OLD)
      try {
        writeFileAtomic(file, NEW, 0o600, crashingFs(at))
      } catch (error) {
        // Before the rename, the crash is an error; after it, only the folder's flush is left (best effort).
        expect((error as Error).message).toMatch(`cannot write ${file}: crashed in `)
      }
      const content = readFileSync(file, 'utf8')
      expect([OLD, NEW]).toContain(content)
      outcomes.push(content === OLD ? 'old' : 'new')
      // At the next start, what the crash left beside the file is cleared away; the file stays as it was.
      removeStaleTemporaries(file)
      expect(readdirSync(dir)).toEqual(['settings.json'])
      expect(readFileSync(file, 'utf8')).toBe(content)
    }
    // Crashes before the rename keep the old file; after it, the new one.
    expect(outcomes[0]).toBe('old')
    expect(outcomes.at(-1)).toBe('new')
  })

  it('writes the file owner-only from the first byte, in a folder it creates owner-only', () => {
    const dir = join(scratch(), 'nested')
    const file = join(dir, 'secrets.json')
    const before = process.umask(0o022)
    try {
      writeFileAtomic(file, '{}\n', 0o600)
    } finally {
      process.umask(before)
    }
    expect(readFileSync(file, 'utf8')).toBe('{}\n')
    if (process.platform !== 'win32') {
      expect(statSync(file).mode & 0o777).toBe(0o600)
      expect(statSync(dir).mode & 0o777).toBe(0o700)
    }
  })

  it('on a failure (disk full), removes its temporary file, keeps the old file, and names the file', () => {
    const dir = scratch()
    const file = join(dir, 'demo-state.json')
    writeFileSync(file, OLD)
    const full: AtomicWriteFs = {
      ...fs,
      writeSync: () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
      },
    }
    expect(() => writeFileAtomic(file, NEW, 0o600, full)).toThrow(
      `cannot write ${file}: ENOSPC: no space left on device, write`,
    )
    expect(readdirSync(dir)).toEqual(['demo-state.json'])
    expect(readFileSync(file, 'utf8')).toBe(OLD)
  })

  it('clears only its own leftovers of that file', () => {
    const dir = scratch()
    const file = join(dir, 'settings.json')
    for (const name of [
      'settings.json',
      'settings.json.0123456789ab.tmp',
      'settings.json.unreadable',
      'settings.json.notours.tmp',
      'secrets.json.0123456789ab.tmp',
    ])
      writeFileSync(join(dir, name), '')
    expect(removeStaleTemporaries(file)).toBe(1)
    expect(readdirSync(dir).sort()).toEqual([
      'secrets.json.0123456789ab.tmp',
      'settings.json',
      'settings.json.notours.tmp',
      'settings.json.unreadable',
    ])
  })
})
