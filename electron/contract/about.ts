import { z } from 'zod'
import { AppModeSchema } from './app-info'

/**
 * About Encore: the version, what it runs on, and the licences of every package that ships. The build
 * writes the file part (`out/main/about.json`, build/about); the running process adds its own versions.
 */

export const LicenseEntrySchema = z.strictObject({
  name: z.string().min(1),
  version: z.string().min(1),
  license: z.string().min(1),
  /** A browsable URL when the package names its repository. */
  repository: z.url().nullable(),
})
export type LicenseEntry = z.infer<typeof LicenseEntrySchema>

/** The file the build writes beside the main bundle. */
export const AboutFileSchema = z.strictObject({
  app: z.strictObject({
    name: z.string().min(1),
    productName: z.string().min(1),
    version: z.string().min(1),
  }),
  licenses: z.array(LicenseEntrySchema),
})
export type AboutFile = z.infer<typeof AboutFileSchema>

export const RuntimeVersionsSchema = z.object({
  /** Null in browser mode, where no Electron runs (the page knows its own browser). */
  electron: z.string().nullable(),
  chromium: z.string().nullable(),
  node: z.string(),
  v8: z.string(),
  /** `linux`, `darwin`, `win32`… and the CPU (`x64`, `arm64`). */
  platform: z.string(),
  arch: z.string(),
})
export type RuntimeVersions = z.infer<typeof RuntimeVersionsSchema>

export const AboutSchema = z.object({
  productName: z.string(),
  version: z.string(),
  mode: AppModeSchema,
  runtime: RuntimeVersionsSchema,
  licenses: z.array(LicenseEntrySchema),
  /** Why the licences are missing (the build's file could not be read), or null. */
  licensesProblem: z.string().nullable(),
})
export type About = z.infer<typeof AboutSchema>
