import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleOf, macInstallFacts } from '../../electron/main/updates/mac-install-facts'
import { tempFolder } from '../support/temp-folders'

/**
 * What the macOS shell gathers for core's decision (macUpdateBlock): codesign's report and where the bundle
 * is. codesign is played by a script printing what /usr/bin/codesign prints (on stderr, as it does).
 */
function codesignPrinting(report: string, exitCode: number): string {
  const script = join(tempFolder('encore-codesign-'), 'codesign')
  writeFileSync(script, `#!/bin/sh\nprintf '%s\\n' "${report}" >&2\nexit ${exitCode}\n`, { mode: 0o755 })
  return script
}

const exe = '/Applications/Encore.app/Contents/MacOS/Encore'

describe('the macOS copy’s facts', () => {
  it('finds the bundle of the running program', () => {
    expect(bundleOf(exe)).toBe('/Applications/Encore.app')
    expect(bundleOf('/Volumes/Encore 0.1.0/Encore.app/Contents/MacOS/Encore')).toBe(
      '/Volumes/Encore 0.1.0/Encore.app',
    )
  })

  it('asks codesign how the bundle is signed', async () => {
    const signed = codesignPrinting('Authority=Developer ID Application: Ada (ABCDE12345)', 0)
    await expect(macInstallFacts(exe, signed)).resolves.toEqual({
      signature: 'developer-id',
      bundlePath: '/Applications/Encore.app',
    })
    const unsigned = codesignPrinting('/Applications/Encore.app: code object is not signed at all', 1)
    await expect(macInstallFacts(exe, unsigned)).resolves.toMatchObject({ signature: 'unsigned' })
    await expect(macInstallFacts(exe, '/nowhere/codesign')).resolves.toMatchObject({ signature: 'unknown' })
  })
})
