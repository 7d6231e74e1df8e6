import { z } from 'zod'
import { appInfoSchemas } from './app-info'
import { areaSchemas } from './schema-areas'

/**
 * About Encore: the version, what it runs on, and the licences of every package that ships. The build
 * writes the file part (`out/main/about.json`, build/about); the running process adds its own versions.
 */

/** The about area's schemas, made the first time one is read (schema-areas.ts). */
export const aboutSchemas = areaSchemas('about', () => {
  const LicenseEntrySchema = z.strictObject({
    name: z.string().min(1),
    version: z.string().min(1),
    license: z.string().min(1),
    /** A browsable URL when the package names its repository. */
    repository: z.url().nullable(),
  })
  /** The file the build writes beside the main bundle. */
  const AboutFileSchema = z.strictObject({
    app: z.strictObject({
      name: z.string().min(1),
      productName: z.string().min(1),
      version: z.string().min(1),
    }),
    licenses: z.array(LicenseEntrySchema),
  })
  const RuntimeVersionsSchema = z.object({
    /** Null in browser mode, where no Electron runs (the page knows its own browser). */
    electron: z.string().nullable(),
    chromium: z.string().nullable(),
    node: z.string(),
    v8: z.string(),
    /** `linux`, `darwin`, `win32`… and the CPU (`x64`, `arm64`). */
    platform: z.string(),
    arch: z.string(),
  })
  const AboutSchema = z.object({
    productName: z.string(),
    version: z.string(),
    mode: appInfoSchemas().AppModeSchema,
    runtime: RuntimeVersionsSchema,
    licenses: z.array(LicenseEntrySchema),
    /** Why the licences are missing (the build's file could not be read), or null. */
    licensesProblem: z.string().nullable(),
  })
  return { LicenseEntrySchema, AboutFileSchema, RuntimeVersionsSchema, AboutSchema }
})
type Schemas = ReturnType<typeof aboutSchemas>
export type LicenseEntry = z.infer<Schemas['LicenseEntrySchema']>

export type AboutFile = z.infer<Schemas['AboutFileSchema']>

export type RuntimeVersions = z.infer<Schemas['RuntimeVersionsSchema']>

export type About = z.infer<Schemas['AboutSchema']>
