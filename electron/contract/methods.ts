import { z } from 'zod'
import { AboutSchema } from './about'
import { DiagnosticReportSchema, LogPlaceSchema } from './diagnostics'
import { AppInfoSchema, PingInputSchema, PingOutputSchema, RequestCountsSchema } from './app-info'
import { CapabilitiesSchema } from './capabilities'
import { arrangementMethods } from './arrangement'
import { catalogMethods } from './catalog'
import { desktopMethods } from './desktop'
import { discoverMethods } from './discover'
import { historyMethods } from './history'
import { libraryMethods } from './library'
import { NoticeSchema } from './notice'
import { lyricsMethods } from './lyrics'
import { outboxMethods } from './outbox'
import { playbackMethods } from './playback'
import { playlistMethods } from './playlists'
import { SearchInputSchema, SearchResultsSchema } from './search'
import { SessionStateSchema, SignInInputSchema } from './session'
import { SettingsPatchSchema, SettingsSnapshotSchema } from './settings'
import { soloistMethods } from './soloist'
import { spokenCatalogMethods } from './spoken'
import { updateMethods } from './updates'

/** A bridge method: what it accepts and what it answers, both as runtime schemas. */
export interface MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  input: I
  output: O
}

function method<I extends z.ZodType, O extends z.ZodType>(input: I, output: O): MethodSpec<I, O> {
  return { input, output }
}

/** Methods that take nothing accept exactly nothing. */
const noInput = z.undefined()

/**
 * The one table of bridge methods, named `area.verb`. The preload API, the renderer's typed bridge, the IPC
 * registration and the WebSocket transport are all derived from it.
 */
export const methods = {
  'app.info': method(noInput, AppInfoSchema),
  'app.ping': method(PingInputSchema, PingOutputSchema),
  /** How many requests Encore sent to the service in the last hour and day (Settings shows them). */
  'app.requests': method(noInput, RequestCountsSchema),
  /** What the signed-in service offers (or the chosen one, while nobody is signed in). */
  'app.capabilities': method(noInput, CapabilitiesSchema),
  /** The version, the runtime's versions and the production dependencies' licences (About). */
  'app.about': method(noInput, AboutSchema),
  /** The computer woke or the network came back (the page's `online`): the service is read again at once. */
  'app.wake': method(noInput, z.null()),
  /** The notices raised while no page could hear them (at start, no window open), oldest first; read once. */
  'app.notices': method(noInput, z.array(NoticeSchema)),
  /** Settings → About → "Report a problem" and `encore diagnose`: the redacted report, read before shared. */
  'diagnostics.report': method(noInput, DiagnosticReportSchema),
  /** Where the log is, and whether its folder can be opened here (Settings → About). */
  'diagnostics.logPlace': method(noInput, LogPlaceSchema),
  /** Opens the log's folder in the system's file manager (desktop app). */
  'diagnostics.openLogFolder': method(noInput, z.null()),
  'session.get': method(noInput, SessionStateSchema),
  'session.signIn': method(SignInInputSchema, SessionStateSchema),
  'session.cancelSignIn': method(noInput, SessionStateSchema),
  'session.reopenSignInPage': method(noInput, SessionStateSchema),
  'session.signOut': method(noInput, SessionStateSchema),
  'settings.get': method(noInput, SettingsSnapshotSchema),
  'settings.update': method(SettingsPatchSchema, SettingsSnapshotSchema),
  'search.query': method(SearchInputSchema, SearchResultsSchema),
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
