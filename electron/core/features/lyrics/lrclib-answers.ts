import { z } from 'zod'
import { areaSchemas } from '../../../contract'

/** The lrclib area's schemas, made the first time one is read (schema-areas.ts). */
export const lrclibSchemas = areaSchemas('lrclib', () => {
  const LrclibRecordSchema = z.object({
    id: z.number().int(),
    trackName: z.string().max(NAME_MAX),
    artistName: z.string().max(NAME_MAX),
    /** Some records have none. */
    albumName: z.string().max(NAME_MAX).nullish(),
    /** Seconds. */
    duration: z.number().nonnegative().max(86_400),
    instrumental: z.boolean(),
    plainLyrics: z.string().max(TEXT_MAX).nullish(),
    syncedLyrics: z.string().max(TEXT_MAX).nullish(),
  })
  /** LRCLIB answers at most 20 results; a few more are tolerated from a self-hosted one. */
  const LrclibSearchSchema = z.array(LrclibRecordSchema).max(100)

  return { LrclibRecordSchema, LrclibSearchSchema }
})
type Schemas = ReturnType<typeof lrclibSchemas>
/**
 * What an LRCLIB answer must look like to be used (https://lrclib.net/docs): anything else is refused whole,
 * with its reason logged, and never shown. The bounds keep one record to what a song can hold.
 */
const TEXT_MAX = 200_000
const NAME_MAX = 1000

export type LrclibRecord = z.infer<Schemas['LrclibRecordSchema']>

/** The first problem zod found, in a few words for the log: `[0].duration: expected number`. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'not the expected shape'
  const path = issue.path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
  return `${path.replace(/^\./, '') || '(answer)'}: ${issue.message}`
}
