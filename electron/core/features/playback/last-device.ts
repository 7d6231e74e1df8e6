import type { JsonDocuments } from '../../base/files/json-documents'

/**
 * The device that last played, per session ("spotify/user-id"), kept on disk: after a restart, `play` with
 * nothing playing (the command line's `encore play <link>`, a row's Play) goes to the device the person last
 * listened on instead of asking them to choose.
 */

const DOCUMENT = 'last-device.json'
/** Sessions remembered at most (one per account signed in on this computer, in practice). */
const MAX_KEPT = 20

export interface LastDevice {
  of(session: string): string | null
  keep(session: string, deviceId: string): void
}

/** What the document holds, kept only where it is a map of names to device ids. */
function readKept(documents: JsonDocuments): Record<string, string> {
  const value = documents.read(DOCUMENT)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

export function createLastDevice(documents: JsonDocuments): LastDevice {
  let kept: Record<string, string> | null = null
  const all = () => (kept ??= readKept(documents))
  return {
    of: (session) => all()[session] ?? null,
    keep(session, deviceId) {
      const now = all()
      if (now[session] === deviceId) return
      const rest = Object.entries(now).filter(([key]) => key !== session)
      kept = Object.fromEntries([...rest.slice(-(MAX_KEPT - 1)), [session, deviceId]])
      documents.write(DOCUMENT, kept)
    },
  }
}
