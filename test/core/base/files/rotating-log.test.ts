import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createRotatingLog,
  LOG_FILE_BYTES,
  LOG_FILES,
  rotatedName,
} from '../../../../electron/core/base/files/rotating-log'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'encore-log-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the rotating log file', () => {
  it('keeps at most 5 files of 1 MB by default', () => {
    expect(LOG_FILES).toBe(5)
    expect(LOG_FILE_BYTES).toBe(1024 * 1024)
  })

  it('names older files encore.1.log, encore.2.log…', () => {
    expect(rotatedName('/d/logs/encore.log', 0)).toBe('/d/logs/encore.log')
    expect(rotatedName('/d/logs/encore.log', 3)).toBe('/d/logs/encore.3.log')
  })

  it('moves each full file one place older and drops the oldest, never passing the size', () => {
    const dir = tempDir()
    const file = join(dir, 'logs', 'encore.log')
    const log = createRotatingLog({ file, maxBytes: 100, files: 5 })
    // 9 bytes a line ("line 000" + newline): 80 lines fill 8 files of 100 bytes.
    for (let i = 0; i < 80; i++) log.write(`line ${String(i).padStart(3, '0')}`)
    const names = readdirSync(join(dir, 'logs')).sort()
    expect(names).toEqual(['encore.1.log', 'encore.2.log', 'encore.3.log', 'encore.4.log', 'encore.log'])
    for (const name of names) expect(statSync(join(dir, 'logs', name)).size).toBeLessThanOrEqual(100)
    const newest = readFileSync(file, 'utf8').trim().split('\n')
    expect(newest.at(-1)).toBe('line 079')
    const oldest = readFileSync(join(dir, 'logs', 'encore.4.log'), 'utf8')
      .trim()
      .split('\n')
    // 11 lines a file (99 bytes): 0–10, 11–21 … 66–76, 77–79; the five newest files start at 33.
    expect(oldest[0]).toBe('line 033')
    expect(newest[0]).toBe('line 077')
  })

  it('appends to the file a previous run left, owner-only', () => {
    const dir = tempDir()
    const file = join(dir, 'encore.log')
    createRotatingLog({ file }).write('first run')
    createRotatingLog({ file }).write('second run')
    expect(readFileSync(file, 'utf8')).toBe('first run\nsecond run\n')
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('says once when the file cannot be written, then writes nothing more', () => {
    const dir = tempDir()
    const errors: unknown[] = []
    // A folder where the file should be: every write fails.
    const log = createRotatingLog({ file: dir, onError: (error) => errors.push(error) })
    log.write('a')
    log.write('b')
    expect(errors).toHaveLength(1)
  })
})
