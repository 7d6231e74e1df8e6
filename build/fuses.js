// @ts-check
/**
 * Electron fuses Encore ships with, flipped in the packaged Electron binary by after-pack.js. Plain ESM
 * JavaScript (type-checked through JSDoc) because electron-builder imports its hooks with Node itself.
 */
import { FuseV1Options, FuseVersion } from '@electron/fuses'

/**
 * One line per fuse, by its @electron/fuses name:
 * - RunAsNode off: ELECTRON_RUN_AS_NODE cannot turn the app into a plain Node runtime.
 * - EnableNodeOptionsEnvironmentVariable off: NODE_OPTIONS cannot inject code into the main process.
 * - EnableNodeCliInspectArguments off: --inspect and friends cannot attach a debugger to it.
 * - EnableCookieEncryption on: the session's cookies are encrypted at rest with the OS key store.
 * - EnableEmbeddedAsarIntegrityValidation on: app.asar must match the hash electron-builder records in
 *   the bundle (macOS Info.plist, Windows resource); Electron has no such check on Linux.
 * - OnlyLoadAppFromAsar on: Electron loads the app from app.asar only, never from a loose app folder.
 */
export const FUSE_SETTINGS = Object.freeze({
  RunAsNode: false,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableCookieEncryption: true,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
  GrantFileProtocolExtraPrivileges: false, // Encore loads nothing over file://: no extra privileges for it.
})

/** @typedef {keyof typeof FUSE_SETTINGS} FuseName */

/**
 * The @electron/fuses configuration for one packaged app. Flipping fuses rewrites the binary, which breaks
 * the ad-hoc signature every arm64 macOS binary needs to start at all, so that one is re-signed ad hoc
 * (a real signature is applied after this, when a certificate is configured).
 * @param {string} electronPlatformName 'darwin', 'mas', 'win32' or 'linux'
 * @param {'arm64' | string} arch
 * @returns {import('@electron/fuses').FuseV1Config}
 */
export function fuseConfig(electronPlatformName, arch) {
  /** @type {import('@electron/fuses').FuseV1Config} */
  const config = {
    version: FuseVersion.V1,
    resetAdHocDarwinSignature: electronPlatformName === 'darwin' && arch === 'arm64',
  }
  for (const [name, value] of Object.entries(FUSE_SETTINGS)) {
    config[FuseV1Options[/** @type {FuseName} */ (name)]] = value
  }
  return config
}
