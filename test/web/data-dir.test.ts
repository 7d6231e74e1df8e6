import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseWebArgs } from '../../electron/web/cli-args'
import { assertWritableDataDir, defaultDataDir, type ProbeFs } from '../../electron/web/data-dir'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'encore-data-check-'))
  made.push(dir)
  return dir
}
const failing = (step: keyof ProbeFs, code: string): ProbeFs => {
  const fail = () => {
    throw Object.assign(new Error(`${code}: simulated`), { code })
  }
  return {
    mkdirSync: step === 'mkdirSync' ? fail : () => undefined,
    writeFileSync: step === 'writeFileSync' ? fail : () => undefined,
    unlinkSync: step === 'unlinkSync' ? fail : () => undefined,
  }
}

describe('browser mode data folder', () => {
  it('defaults to the user config folder of each system', () => {
    expect(defaultDataDir({ XDG_CONFIG_HOME: '/xdg' }, 'linux', '/home/u')).toBe('/xdg/encore-browser')
    expect(defaultDataDir({}, 'linux', '/home/u')).toBe('/home/u/.config/encore-browser')
    expect(defaultDataDir({ XDG_CONFIG_HOME: 'relative' }, 'linux', '/home/u')).toBe(
      '/home/u/.config/encore-browser',
    )
    expect(defaultDataDir({}, 'darwin', '/Users/u')).toBe(
      '/Users/u/Library/Application Support/encore-browser',
    )
  })

  it('takes --data-dir as an absolute path and leaves the other options as they were', () => {
    expect(parseWebArgs(['--port', '0', '--no-open', '--data-dir', '/tmp/encore-x'])).toEqual({
      port: 0,
      open: false,
      dataDir: '/tmp/encore-x',
    })
    expect(parseWebArgs(['--data-dir=rel/dir']).dataDir).toBe(`${process.cwd()}/rel/dir`)
    expect(parseWebArgs(['--port', '8080'])).toEqual({ port: 8080, open: true })
    expect(() => parseWebArgs(['--data-dir='])).toThrow(/--data-dir needs a folder path/)
  })
})

describe('the data folder check at start', () => {
  it('creates a missing folder owner-only and leaves no probe file behind', () => {
    const dir = join(scratch(), 'new', 'encore')
    assertWritableDataDir(dir)
    expect(statSync(dir).isDirectory()).toBe(true)
    if (process.platform !== 'win32') expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(readdirSync(dir)).toEqual([])
  })

  it('refuses a folder that cannot exist (its path runs through a regular file), naming it', () => {
    // Root ignores permission bits, so the unwritable place is a path under a file: that fails for everyone.
    const file = join(scratch(), 'a-file')
    writeFileSync(file, 'not a folder')
    const dir = join(file, 'data')
    expect(() => assertWritableDataDir(dir)).toThrow(
      `The data folder ${dir} cannot be written: part of its path is a file, not a folder (ENOTDIR).`,
    )
    expect(existsSync(dir)).toBe(false)
  })

  it('says why for read-only mounts, denied permission and full disks, and suggests --data-dir', () => {
    const cases: [keyof ProbeFs, string, string][] = [
      ['writeFileSync', 'EROFS', 'it is on a read-only file system (EROFS)'],
      ['writeFileSync', 'EACCES', 'permission denied (EACCES)'],
      ['mkdirSync', 'EACCES', 'permission denied (EACCES)'],
      ['writeFileSync', 'ENOSPC', 'the disk is full (ENOSPC)'],
    ]
    for (const [step, code, reason] of cases) {
      expect(() => assertWritableDataDir('/srv/encore', failing(step, code))).toThrow(
        `The data folder /srv/encore cannot be written: ${reason}. Encore keeps its settings and sign-in there; make it writable, or choose another folder with --data-dir PATH.`,
      )
    }
    expect(() => assertWritableDataDir('/srv/encore', failing('unlinkSync', 'EPERM'))).toThrow(
      'The data folder /srv/encore lets Encore create files but not remove them (permission denied (EPERM))',
    )
  })
})
