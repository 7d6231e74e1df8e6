import { z } from 'zod'
import { CapabilitiesSchema } from './capabilities'
import { DesktopStateSchema } from './desktop'
import { HistoryStatusSchema } from './history'
import { LibraryStatusSchema } from './library'
import { NoticeSchema } from './notice'
import { OutboxDeltaSchema } from './outbox'
import { DeviceSchema, PlaybackStateSchema, QueueSchema } from './playback'
import { PlaylistEditStateSchema } from './playlists'
import { SessionStateSchema } from './session'
import { SettingsSnapshotSchema } from './settings'
import { SleepTimerStateSchema } from './sleep-timer'
import { YourQueueStateSchema } from './your-queue'
import { SoloistStateSchema } from './soloist'
import { SpotifyLinkSchema } from './links'
import { UpdateStateSchema } from './updates'

/** The one table of events pushed from core to every window, named `area.what`. */
export const events = {
  notice: NoticeSchema,
  'session.changed': SessionStateSchema,
  'settings.changed': SettingsSnapshotSchema,
  'playback.state': PlaybackStateSchema,
  'devices.changed': z.array(DeviceSchema),
  'queue.changed': QueueSchema,
  'capabilities.changed': CapabilitiesSchema,
  /** The library changed (a sync's progress, an edit, a sign-out): windows of an older revision are stale. */
  'library.changed': LibraryStatusSchema,
  /** What an open playlist shows changed (an edit, its confirmation or rollback, a re-read). */
  'playlist.changed': PlaylistEditStateSchema,
  'desktop.changed': DesktopStateSchema,
  /** The listening history changed (a play kept, the service read, new releases found, forgotten, another user). */
  'history.changed': HistoryStatusSchema,
  /** Show this item in the main window: a link given to the command (`encore open`) or opened by another app. */
  'app.openLink': SpotifyLinkSchema,
  /**
   * What waits to be sent changed (a change made, sent, refused, cancelled; another user signed in): what
   * changed, with a revision so a page that missed one reads the list again.
   */
  'outbox.changed': OutboxDeltaSchema,
  /** Where the update check stands (About). */
  'updates.changed': UpdateStateSchema,
  /** Settings → This computer: Soloist's state, its lifetime and what is wrong. */
  'soloist.changed': SoloistStateSchema,
  /** The sleep timer was set, turned off, or paused the player (the marks and the tray follow it). */
  'sleep.changed': SleepTimerStateSchema,
  /** Encore's queue changed: added, moved, removed, handed to Spotify, or played. */
  'yourQueue.changed': YourQueueStateSchema,
} as const satisfies Record<string, z.ZodType>

export type Events = typeof events
export type EventName = keyof Events
export type EventPayload<E extends EventName> = z.output<Events[E]>

export { eventNames, isEventName } from './event-names'
