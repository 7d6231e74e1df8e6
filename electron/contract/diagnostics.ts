import { z } from 'zod'
import { areaSchemas } from './schema-areas'

/** The diagnostics area's schemas, made the first time one is read (schema-areas.ts). */
export const diagnosticsSchemas = areaSchemas('diagnostics', () => {
  /**
   * Settings → About → "Report a problem" and `encore diagnose`: a report the person reads before doing anything
   * with it. Every part is already redacted (tokens, keys, Client IDs, e-mails, the home folder as `~`, names).
   */
  const DiagnosticReportSchema = z.object({
    /** A few lines that name the version, the system and the mode: the issue's first words. */
    summary: z.string(),
    /** The whole report, as it is copied and saved. */
    text: z.string(),
    parts: z.object({
      version: z.string(),
      /** The build's commit or date, or null when this build names none. */
      build: z.string().nullable(),
      /** The system and its version (`linux 6.8.0 x64`). */
      system: z.string(),
      mode: z.enum(['electron', 'browser']),
      /** Demo or Spotify: never the account's name or id. */
      profile: z.enum(['demo', 'spotify']),
      /** The service's generation, or null while nobody is signed in. */
      generation: z.string().nullable(),
      /** The day's requests and the budget in force; null while nobody is signed in. */
      requests: z.object({ lastDay: z.number().int().nonnegative(), budget: z.number().int() }).nullable(),
      /** The last notices (at most 20), oldest first. */
      notices: z.array(z.string()),
      /** The last log lines (at most 200), oldest first. */
      logLines: z.array(z.string()),
      /** The crash reports kept (when the person allowed them), the newest first: where each is. */
      crashReports: z.array(z.string()),
    }),
    /** Where the log file is (the home folder as `~`), or null when Encore logs to the terminal only. */
    logFile: z.string().nullable(),
    /** The project's new-issue page with the summary filled in; null when this build names no repository. */
    issueUrl: z.string().nullable(),
  })
  /** Settings → About: where the log is (the home folder as `~`), and whether Encore can open its folder here. */
  const LogPlaceSchema = z.object({
    /** Null when Encore logs to the terminal only (no data folder). */
    file: z.string().nullable(),
    /** The desktop app opens the folder; browser mode cannot (the page names the place instead). */
    canOpen: z.boolean(),
  })
  return { DiagnosticReportSchema, LogPlaceSchema }
})
type Schemas = ReturnType<typeof diagnosticsSchemas>
export type DiagnosticReport = z.infer<Schemas['DiagnosticReportSchema']>

export type LogPlace = z.infer<Schemas['LogPlaceSchema']>
