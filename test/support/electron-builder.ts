/**
 * electron-builder's own code, run offline: its configuration loader and validator, its JSON schema, and
 * the file matcher and walker that decide what goes into app.asar. Loaded from the installed
 * app-builder-lib (the version package-lock.json pins), through electron-builder so the copy is the one it
 * uses. The matcher and walker are internal to app-builder-lib (no typings), hence the small interfaces
 * below; an upgrade that changes them fails these tests loudly rather than silently.
 */
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import type { Stats } from 'node:fs'
import type { Configuration } from 'electron-builder'

const fromElectronBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder'))
const appBuilderLibDir = dirname(fromElectronBuilder.resolve('app-builder-lib/package.json'))
const load = createRequire(join(appBuilderLibDir, 'package.json'))

export const schemePath = join(appBuilderLibDir, 'scheme.json')
export const appBuilderLibVersion = (load('./package.json') as { version: string }).version

interface ConfigModule {
  getConfig(projectDir: string, configPath: string | null, configFromOptions: null): Promise<Configuration>
  validateConfiguration(config: Configuration, debugLogger: { isEnabled: boolean }): Promise<void>
}
const configModule = load('./out/util/config/config.js') as ConfigModule
const { DebugLogger } = load('builder-util') as {
  DebugLogger: new (enabled: boolean) => { isEnabled: boolean }
}

/** Loads a configuration file as electron-builder does (YAML, `extends` resolved and merged). */
export function loadConfig(projectDir: string, configPath: string): Promise<Configuration> {
  return configModule.getConfig(projectDir, configPath, null)
}

/** electron-builder's own validation: its ajv setup over scheme.json, plus its checks of retired options. */
export function validateWithElectronBuilder(config: Configuration): Promise<void> {
  return configModule.validateConfiguration(structuredClone(config), new DebugLogger(false))
}

interface FileMatcher {
  readonly from: string
  readonly patterns: string[]
  createFilter(): (file: string, stat: Stats) => boolean
}
interface FileMatcherModule {
  getMainFileMatchers(
    appDir: string,
    destination: string,
    macroExpander: (pattern: string) => string,
    platformSpecificBuildOptions: object,
    platformPackager: object,
    outDir: string,
    isElectronCompile: boolean,
  ): FileMatcher[]
}
interface FileWalker {
  readonly filter: (file: string, stat: Stats) => boolean
}
const fileMatcher = load('./out/fileMatcher.js') as FileMatcherModule
const { AppFileWalker } = load('./out/util/AppFileWalker.js') as {
  AppFileWalker: new (matcher: FileMatcher, packager: object) => FileWalker
}
const { walk } = load('builder-util') as {
  walk(dir: string, filter: FileWalker['filter'], consumer: FileWalker): Promise<string[]>
}

function packagerInfo(projectDir: string, config: Configuration) {
  return {
    projectDir,
    config,
    buildResourcesDir: resolve(projectDir, config.directories?.buildResources ?? 'build'),
    isPrepackedAppAsar: false,
    areNodeModulesHandledExternally: false,
    debugLogger: new DebugLogger(false),
  }
}

const noMacros = (pattern: string) => pattern

/**
 * The app files (node_modules aside) electron-builder would put into app.asar from `appDir`, as paths
 * relative to it. Runs electron-builder's getMainFileMatchers (the `files` patterns plus its default
 * exclusions) and its AppFileWalker over the directory, as PlatformPackager.copyAppFiles does. Platform
 * specific `files` are not applied (the configuration has none; a test checks that).
 */
export async function packedAppFiles(appDir: string, config: Configuration): Promise<string[]> {
  const info = packagerInfo(appDir, config)
  const outDir = resolve(appDir, config.directories?.output ?? 'dist')
  const matchers = fileMatcher.getMainFileMatchers(appDir, '/app', noMacros, {}, { info }, outDir, false)
  const files: string[] = []
  for (const matcher of matchers) {
    const walker = new AppFileWalker(matcher, info)
    for (const file of await walk(matcher.from, walker.filter, walker)) files.push(file)
  }
  return files
    .map((file) =>
      file
        .slice(appDir.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort()
}

const { resolveFunction } = load('./out/util/resolve.js') as {
  resolveFunction(type: string, executor: string, name: string, rootSearchDir: string): Promise<unknown>
}

/** A hook as electron-builder loads it from the configuration (a path relative to the working folder). */
export function loadHook(projectDir: string, spec: string, name: string): Promise<unknown> {
  return resolveFunction('module', spec, name, projectDir)
}

/** The part of a Linux packager electron-builder's LinuxTargetHelper reads for the desktop entry. */
export interface LinuxPackagerInfo {
  platformSpecificBuildOptions: object
  config: Configuration
  info: { metadata: { desktopName?: string } }
  executableName: string
  appInfo: { productName: string; sanitizedProductName: string; description: string }
  fileAssociations: unknown[]
}
interface LinuxTargetHelperLike {
  getDesktopFileName(): string
  computeDesktopEntry(targetSpecificOptions: object): Promise<string>
}
const { LinuxTargetHelper } = load('./out/targets/LinuxTargetHelper.js') as {
  LinuxTargetHelper: new (packager: LinuxPackagerInfo) => LinuxTargetHelperLike
}

/**
 * electron-builder's own Linux desktop-entry code (what the .deb installs as
 * /usr/share/applications/<getDesktopFileName()>.desktop, FpmTarget.js), over the packager data it reads.
 */
export function linuxDesktopEntry(packager: LinuxPackagerInfo): LinuxTargetHelperLike {
  return new LinuxTargetHelper(packager)
}
