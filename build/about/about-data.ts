/**
 * The About data written at build time (out/main/about.json) and its typed reader. Electron, Chromium and
 * Node versions are not in it: the running process knows them (process.versions).
 */
import { readFileSync } from 'node:fs'
import { aboutSchemas, type AboutFile } from '../../electron/contract/about'
import { ABOUT_FILE_NAME } from '../../electron/core/base/project-info'
import { collectLicenses, type Lockfile, type Manifest, type ManifestReader } from './licenses'

export { ABOUT_FILE_NAME }
/** Where the build writes it, relative to the app's root (the project in development, app.asar installed). */
export const ABOUT_FILE = `out/main/${ABOUT_FILE_NAME}`

/** The file's shape lives in the contract: core reads it for `app.about`. */
export const aboutDataSchema = () => aboutSchemas().AboutFileSchema
export type AboutData = AboutFile

/** `bundled`: the packages the builds bundled (bundled-packages.ts), listed beside the production ones. */
export function buildAboutData(
  pkg: Manifest,
  lock: Lockfile,
  readManifest: ManifestReader,
  bundled: readonly string[] = [],
): AboutData {
  if (!pkg.name || !pkg.version) throw new Error('package.json needs a name and a version')
  return {
    app: { name: pkg.name, productName: pkg.productName ?? pkg.name, version: pkg.version },
    licenses: collectLicenses(lock, readManifest, bundled),
  }
}

/** Validates parsed JSON; throws with the first problem's path when it is not About data. */
export function parseAboutData(value: unknown): AboutData {
  const result = aboutDataSchema().safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new Error(
    `about data: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'}`,
  )
}

export function readAboutData(file: string): AboutData {
  return parseAboutData(JSON.parse(readFileSync(file, 'utf8')))
}
