// @ts-check
/**
 * electron-builder afterPack hook: flips Encore's fuses (fuses.js) in the packaged Electron binary. It
 * runs after the app is copied and before anything is signed, so the signature covers the flipped binary.
 * The configuration's own `electronFuses` key stays unset so the fuses are set in one place only.
 */
import { Arch } from 'electron-builder'
import { fuseConfig } from './fuses.js'

/** @param {import('electron-builder').AfterPackContext} context */
export default async function afterPack(context) {
  const config = fuseConfig(context.electronPlatformName, Arch[context.arch])
  // electron-builder finds the binary (Encore.app, Encore.exe, encore) and runs its own @electron/fuses.
  await context.packager.addElectronFuses(context, config)
}
