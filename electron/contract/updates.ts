import { z } from 'zod'
import { lazyMethods } from './lazy-methods'
import { areaSchemas } from './schema-areas'

/**
 * Updates, as About shows them: how this install is updated, where a check stands, and what to say. Read with
 * `updates.get`, followed with `updates.changed`; the person checks with `updates.check` and agrees to a
 * download with `updates.download`.
 */

/** The updates area's schemas, made the first time one is read (schema-areas.ts). */
export const updateSchemas = areaSchemas('updates', () => {
  const UpdateRouteSchema = z.enum(updateRoutes)
  const UpdateStatusSchema = z.enum(updateStatuses)
  const UpdateStateSchema = z.strictObject({
    route: UpdateRouteSchema,
    status: UpdateStatusSchema,
    currentVersion: z.string(),
    /** The newer release found, when one was. */
    version: z.string().nullable(),
    /** Where the release is described (GitHub Releases); null when this build names no repository. */
    releasePage: z.url().nullable(),
    /** While downloading, 0–100. */
    percent: z.number().min(0).max(100).nullable(),
    /** What About says, in the listener's words. */
    message: z.string(),
    /** When a check last answered (ms since the epoch); null before the first. */
    checkedAt: z.number().nullable(),
    /**
     * With `failed`: what failed. Only a failed download is offered again; a failed install (macOS refused it,
     * the installer could not replace the files) offers the release page.
     */
    failedDuring: z.enum(['check', 'download', 'install']).nullable(),
  })
  return { UpdateRouteSchema, UpdateStatusSchema, UpdateStateSchema }
})
type Schemas = ReturnType<typeof updateSchemas>
/** How this install gets a newer release. */
export const updateRoutes = [
  /** Encore downloads it (once the person agrees) and installs it when it quits: Windows, macOS, the AppImage. */
  'self',
  /** The system's packages or the person install it (the .deb, browser mode): Encore names the release page. */
  'notice',
  /** Not offered: a build run from the sources, or one that names no release feed. */
  'none',
] as const
export type UpdateRoute = z.infer<Schemas['UpdateRouteSchema']>

export const updateStatuses = [
  'idle',
  'checking',
  'up-to-date',
  /** A newer release: on the self route it waits for the person's yes; on the notice route it is the notice. */
  'available',
  'downloading',
  /** Downloaded and checked: installed when Encore quits. */
  'ready',
  /** The connection is metered (the system says so): the automatic check waits. */
  'metered',
  'failed',
] as const
export type UpdateStatus = z.infer<Schemas['UpdateStatusSchema']>

export type UpdateState = z.infer<Schemas['UpdateStateSchema']>

export const updateMethods = lazyMethods({
  'updates.get': () => ({ input: z.undefined(), output: updateSchemas().UpdateStateSchema }),
  /** The person asked (About's "Check for updates"): checks now, metered or not. */
  'updates.check': () => ({ input: z.undefined(), output: updateSchemas().UpdateStateSchema }),
  /** The person agreed to download the release found; it installs when Encore quits. */
  'updates.download': () => ({ input: z.undefined(), output: updateSchemas().UpdateStateSchema }),
})
