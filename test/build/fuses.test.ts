import { FuseV1Options, FuseVersion } from '@electron/fuses'
import { Arch, type AfterPackContext } from 'electron-builder'
import { describe, expect, it } from 'vitest'
import afterPack from '../../build/after-pack.js'
import { FUSE_SETTINGS, fuseConfig } from '../../build/fuses.js'
import { loadHook } from '../support/electron-builder'

describe('Electron fuses', () => {
  it('are exactly: no run-as-node, no NODE_OPTIONS, no inspect flags; cookie encryption, ASAR integrity, ASAR only; no file:// privileges', () => {
    expect(FUSE_SETTINGS).toEqual({
      RunAsNode: false,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableCookieEncryption: true,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
      GrantFileProtocolExtraPrivileges: false,
    })
    expect(Object.isFrozen(FUSE_SETTINGS)).toBe(true)
  })

  it('become the @electron/fuses V1 wire configuration, one entry per setting', () => {
    expect(fuseConfig('linux', 'x64')).toEqual({
      version: FuseVersion.V1,
      resetAdHocDarwinSignature: false,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    })
  })

  it('re-sign ad hoc only where flipping breaks a required signature: macOS on arm64', () => {
    expect(fuseConfig('darwin', 'arm64').resetAdHocDarwinSignature).toBe(true)
    expect(fuseConfig('darwin', 'x64').resetAdHocDarwinSignature).toBe(false)
    expect(fuseConfig('mas', 'arm64').resetAdHocDarwinSignature).toBe(false)
    expect(fuseConfig('win32', 'arm64').resetAdHocDarwinSignature).toBe(false)
  })
})

describe('the afterPack hook', () => {
  it('asks electron-builder to flip the fuses in the packed binary, with the arch by name', async () => {
    const calls: unknown[][] = []
    const context = {
      electronPlatformName: 'darwin',
      arch: Arch.arm64,
      appOutDir: '/tmp/mac-arm64',
      packager: { addElectronFuses: async (...args: unknown[]) => void calls.push(args) },
    } as unknown as AfterPackContext
    await afterPack(context)
    // arm64 reaches fuseConfig by name: the ad hoc re-signing is asked for.
    expect(calls).toEqual([[context, { ...fuseConfig('darwin', 'arm64'), resetAdHocDarwinSignature: true }]])
  })

  it('loads as electron-builder loads the configuration’s `afterPack` (Node’s own import) and works there', async () => {
    const hook = (await loadHook(process.cwd(), './build/after-pack.js', 'afterPack')) as typeof afterPack
    expect(typeof hook).toBe('function')
    const calls: unknown[] = []
    const packager = { addElectronFuses: async (_context: unknown, fuses: unknown) => void calls.push(fuses) }
    await hook({ electronPlatformName: 'linux', arch: Arch.x64, packager } as unknown as AfterPackContext)
    expect(calls).toEqual([fuseConfig('linux', 'x64')])
  })
})
