import type { EventName } from './events'

/**
 * Every event's name, as a plain list: the preload and the page check names with it without loading the event
 * table's schemas (core checks payloads). The compiler holds it to the table both ways: every name is an
 * event, and every event is named.
 */
export const eventNames = [
  'notice',
  'session.changed',
  'settings.changed',
  'playback.state',
  'devices.changed',
  'queue.changed',
  'capabilities.changed',
  'library.changed',
  'playlist.changed',
  'desktop.changed',
  'history.changed',
  'app.openLink',
  'outbox.changed',
  'updates.changed',
  'soloist.changed',
  'sleep.changed',
  'yourQueue.changed',
] as const satisfies readonly EventName[]

/** Fails to compile when an event of the table is missing from the list above. */
type Unnamed = Exclude<EventName, (typeof eventNames)[number]>
export const everyEventIsNamed: [Unnamed] extends [never] ? true : Unnamed = true

const named: ReadonlySet<string> = new Set(eventNames)

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && named.has(name)
}
