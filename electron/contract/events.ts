import { z } from 'zod'
import { lazyRows } from './schema-areas'
import { capabilitiesSchemas } from './capabilities'
import { desktopSchemas } from './desktop'
import { historySchemas } from './history'
import { librarySchemas } from './library'
import { noticeSchemas } from './notice'
import { outboxSchemas } from './outbox'
import { playbackSchemas } from './playback'
import { playlistSchemas } from './playlists'
import { sessionSchemas } from './session'
import { SettingsSnapshotSchema } from './settings'
import { sleepSchemas } from './sleep-timer'
import { yourQueueSchemas } from './your-queue'
import { soloistSchemas } from './soloist'
import { linkSchemas } from './links'
import { updateSchemas } from './updates'

/**
 * The one table of events pushed from core to every window, named `area.what`. Each row's schema is made the
 * first time the row is read (core checks a payload only when a transport forwards it).
 */
export const events = lazyRows({
  notice: () => noticeSchemas().NoticeSchema,
  'session.changed': () => sessionSchemas().SessionStateSchema,
  'settings.changed': () => SettingsSnapshotSchema,
  'playback.state': () => playbackSchemas().PlaybackStateSchema,
  'devices.changed': () => z.array(playbackSchemas().DeviceSchema),
  'queue.changed': () => playbackSchemas().QueueSchema,
  'capabilities.changed': () => capabilitiesSchemas().CapabilitiesSchema,
  /** The library changed (a sync's progress, an edit, a sign-out): windows of an older revision are stale. */
  'library.changed': () => librarySchemas().LibraryStatusSchema,
  /** What an open playlist shows changed (an edit, its confirmation or rollback, a re-read). */
  'playlist.changed': () => playlistSchemas().PlaylistEditStateSchema,
  'desktop.changed': () => desktopSchemas().DesktopStateSchema,
  /** The listening history changed (a play kept, the service read, new releases found, forgotten, another user). */
  'history.changed': () => historySchemas().HistoryStatusSchema,
  /** Show this item in the main window: a link given to the command (`encore open`) or opened by another app. */
  'app.openLink': () => linkSchemas().SpotifyLinkSchema,
  /**
   * What waits to be sent changed (a change made, sent, refused, cancelled; another user signed in): what
   * changed, with a revision so a page that missed one reads the list again.
   */
  'outbox.changed': () => outboxSchemas().OutboxDeltaSchema,
  /** Where the update check stands (About). */
  'updates.changed': () => updateSchemas().UpdateStateSchema,
  /** Settings → This computer: Soloist's state, its lifetime and what is wrong. */
  'soloist.changed': () => soloistSchemas().SoloistStateSchema,
  /** The sleep timer was set, turned off, or paused the player (the marks and the tray follow it). */
  'sleep.changed': () => sleepSchemas().SleepTimerStateSchema,
  /** Encore's queue changed: added, moved, removed, handed to Spotify, or played. */
  'yourQueue.changed': () => yourQueueSchemas().YourQueueStateSchema,
}) satisfies Record<string, z.ZodType>

export type Events = typeof events
export type EventName = keyof Events
export type EventPayload<E extends EventName> = z.output<Events[E]>

export { eventNames, isEventName } from './event-names'
