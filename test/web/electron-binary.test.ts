import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { probeElectronBinary } from '../../electron/web/electron-binary'
import { tempFolder } from '../support/temp-folders'

/** A project folder whose `electron` package behaves as given. */
function projectWithElectron(indexJs: string): string {
  const root = tempFolder('encore-probe-')
  mkdirSync(join(root, 'node_modules', 'electron'), { recursive: true })
  writeFileSync(
    join(root, 'node_modules', 'electron', 'package.json'),
    '{"name":"electron","main":"index.js"}',
  )
  writeFileSync(join(root, 'node_modules', 'electron', 'index.js'), indexJs)
  return root
}

describe('probeElectronBinary', () => {
  it('reports the binary path when the package resolves to an existing file', () => {
    const root = projectWithElectron('module.exports = process.execPath')
    expect(probeElectronBinary(root)).toEqual({ ok: true, path: process.execPath })
  })

  it('explains a failed download in Encore’s words, quoting the network’s cause and not the package’s advice', () => {
    // What electron 45's index.js prints when its download fails (node_modules/electron/index.js).
    const root = projectWithElectron(
      "console.error('TypeError: fetch failed'); throw new Error('Electron failed to install correctly. Please delete `node_modules/electron` and run \"npx install-electron --no\" manually.')",
    )
    const probe = probeElectronBinary(root)
    expect(probe).toEqual({
      ok: false,
      reason:
        "Electron's program is not installed and could not be downloaded (its download site cannot be reached)",
    })
  })

  it('quotes nothing of the package’s stack trace (it once said "its download failed: throw new Error(.")', () => {
    // As electron's index.js throws it (over two lines): Node quotes the source line, `throw new Error(`.
    const root = projectWithElectron(
      'throw new Error(\n  \'Electron failed to install correctly. Please delete `node_modules/electron` and run "npx install-electron --no" manually.\',\n)',
    )
    expect(probeElectronBinary(root)).toEqual({
      ok: false,
      reason: "Electron's program is not installed and could not be downloaded",
    })
  })

  it('refuses a package that gives no path', () => {
    const root = projectWithElectron('module.exports = {}')
    expect(probeElectronBinary(root)).toMatchObject({
      ok: false,
      reason: "Electron's program is not installed and could not be downloaded",
    })
  })

  it('refuses a path that does not exist', () => {
    const root = projectWithElectron("module.exports = '/nowhere/electron'")
    expect(probeElectronBinary(root)).toMatchObject({ ok: false })
  })

  it('gives up after its timeout instead of hanging on a stalled download', () => {
    // Blocks inside require(), as a download that never finishes would.
    const root = projectWithElectron('Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000)')
    const probe = probeElectronBinary(root, 500)
    expect(probe).toMatchObject({ ok: false, reason: expect.stringContaining('did not finish in time') })
  })
})
