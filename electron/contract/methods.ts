import { z } from 'zod'
import { aboutSchemas } from './about'
import { diagnosticsSchemas } from './diagnostics'
import { appInfoSchemas } from './app-info'
import { capabilitiesSchemas } from './capabilities'
import { arrangementMethods } from './arrangement'
import { catalogMethods } from './catalog'
import { desktopMethods } from './desktop'
import { discoverMethods } from './discover'
import { historyMethods } from './history'
import { libraryMethods } from './library'
import { noticeSchemas } from './notice'
import { lyricsMethods } from './lyrics'
import { outboxMethods } from './outbox'
import { playbackMethods } from './playback'
import { playlistMethods } from './playlists'
import { searchSchemas } from './search'
import { sessionSchemas } from './session'
import { SettingsPatchSchema, SettingsSnapshotSchema } from './settings'
import { sleepMethods } from './sleep-timer'
import { yourQueueMethods } from './your-queue'
import { soloistMethods } from './soloist'
import { spokenCatalogMethods } from './spoken'
import { updateMethods } from './updates'
import { lazyMethods } from './lazy-methods'

/** A bridge method: what it accepts and what it answers, both as runtime schemas. */
export interface MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  input: I
  output: O
}

/** Methods that take nothing accept exactly nothing. */
const noInput = z.undefined()

/** The app's own rows, its session's and its settings'. */
const appMethods = lazyMethods({
  'app.info': () => ({ input: noInput, output: appInfoSchemas().AppInfoSchema }),
  'app.ping': () => ({ input: appInfoSchemas().PingInputSchema, output: appInfoSchemas().PingOutputSchema }),
  /** How many requests Encore sent to the service in the last hour and day (Settings shows them). */
  'app.requests': () => ({ input: noInput, output: appInfoSchemas().RequestCountsSchema }),
  /** What the signed-in service offers (or the chosen one, while nobody is signed in). */
  'app.capabilities': () => ({ input: noInput, output: capabilitiesSchemas().CapabilitiesSchema }),
  /** The version, the runtime's versions and the production dependencies' licences (About). */
  'app.about': () => ({ input: noInput, output: aboutSchemas().AboutSchema }),
  /** The computer woke or the network came back (the page's `online`): the service is read again at once. */
  'app.wake': () => ({ input: noInput, output: z.null() }),
  /** The notices raised while no page could hear them (at start, no window open), oldest first; read once. */
  'app.notices': () => ({ input: noInput, output: z.array(noticeSchemas().NoticeSchema) }),
  /** Settings → About → "Report a problem" and `encore diagnose`: the redacted report, read before shared. */
  'diagnostics.report': () => ({ input: noInput, output: diagnosticsSchemas().DiagnosticReportSchema }),
  /** Where the log is, and whether its folder can be opened here (Settings → About). */
  'diagnostics.logPlace': () => ({ input: noInput, output: diagnosticsSchemas().LogPlaceSchema }),
  /** Opens the log's folder in the system's file manager (desktop app). */
  'diagnostics.openLogFolder': () => ({ input: noInput, output: z.null() }),
  'session.get': () => ({ input: noInput, output: sessionSchemas().SessionStateSchema }),
  'session.signIn': () => ({
    input: sessionSchemas().SignInInputSchema,
    output: sessionSchemas().SessionStateSchema,
  }),
  'session.cancelSignIn': () => ({ input: noInput, output: sessionSchemas().SessionStateSchema }),
  'session.reopenSignInPage': () => ({ input: noInput, output: sessionSchemas().SessionStateSchema }),
  'session.signOut': () => ({ input: noInput, output: sessionSchemas().SessionStateSchema }),
  'settings.get': () => ({ input: noInput, output: SettingsSnapshotSchema }),
  'settings.update': () => ({ input: SettingsPatchSchema, output: SettingsSnapshotSchema }),
  'search.query': () => ({ input: searchSchemas().input, output: searchSchemas().results }),
})

/**
 * The one table of bridge methods, named `area.verb`. The preload API, the renderer's typed bridge, the IPC
 * registration and the WebSocket transport are all derived from it. Each row makes its schemas the first time
 * it is read (lazy-methods.ts).
 */
export const methods = {
  ...appMethods,
  ...playbackMethods,
  ...libraryMethods,
  ...catalogMethods,
  /** Podcasts and audiobooks: a show, an episode, a book, and their pages. */
  ...spokenCatalogMethods,
  ...playlistMethods,
  ...arrangementMethods,
  /** Hotkeys with what registering each gave, the OS media controls, close-to-tray (Settings shows them). */
  ...desktopMethods,
  ...discoverMethods,
  /** Your listening, kept by Encore: Home's shelves, "Your listening", export, forget. */
  ...historyMethods,
  ...lyricsMethods,
  /** Changes to the person's data that wait to be sent (saves, follows, playlists), and taking one back. */
  ...outboxMethods,
  /** Updates from the project's releases: checked once a day and on demand, downloaded once agreed. */
  ...updateMethods,
  /** Settings → This computer: Spotify Soloist as Encore's own speaker (Linux). */
  ...soloistMethods,
  /** The sleep timer: pause after some minutes or at the end of this track. */
  ...sleepMethods,
  /** Encore's queue ("Queued by you"): kept by Encore, handed to Spotify one item at a time. */
  ...yourQueueMethods,
} as const satisfies Record<string, MethodSpec>

export type Methods = typeof methods
export type MethodName = keyof Methods
export type MethodInput<M extends MethodName> = z.input<Methods[M]['input']>
export type MethodOutput<M extends MethodName> = z.output<Methods[M]['output']>
/** A method's input once checked, defaults applied: what its handler receives, and what core's own callers pass. */
export type MethodParsedInput<M extends MethodName> = z.output<Methods[M]['input']>

export { methodNames } from './method-names'

export function isMethodName(name: unknown): name is MethodName {
  return typeof name === 'string' && Object.hasOwn(methods, name)
}
