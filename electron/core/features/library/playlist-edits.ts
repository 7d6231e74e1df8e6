import type { TrackRow } from './track-rows'

/**
 * Playlist edits as pure functions. An edit names entries by key (stable while the playlist is open), never
 * by position: positions are worked out from the confirmed list only when a request is sent, so an edit still
 * means the same tracks after another client changed the playlist and it was read again. What a playlist
 * shows is its confirmed entries with every pending edit applied in order.
 */

export interface Entry {
  key: string
  row: TrackRow
  addedBy: string | null
  /** Added by an edit the service has not confirmed yet. */
  pending: boolean
}

export type Edit =
  | { kind: 'add'; entries: Entry[]; beforeKey: string | null }
  | { kind: 'remove'; keys: string[] }
  | { kind: 'move'; keys: string[]; beforeKey: string | null }
  | { kind: 'replace'; entries: Entry[] }

/** One request to the service, in positions of the confirmed list it is sent against. */
export type EditRequest =
  | { kind: 'add'; uris: string[]; position: number | undefined }
  | { kind: 'remove'; items: { uri: string; positions: number[] }[] }
  | { kind: 'reorder'; rangeStart: number; rangeLength: number; insertBefore: number }
  | { kind: 'replace'; uris: string[] }

/** The most URIs (add, replace) or distinct tracks (remove) the service takes in one request. */
export const PER_REQUEST = 100

const indexOfKey = (entries: readonly Entry[], key: string | null) =>
  key === null ? -1 : entries.findIndex((entry) => entry.key === key)

/** Where `beforeKey` is, or the end of the list when it is null or gone. */
function insertionPoint(entries: readonly Entry[], beforeKey: string | null): number {
  const at = indexOfKey(entries, beforeKey)
  return at < 0 ? entries.length : at
}

/** The list with `edit` applied (as shown, or as confirmed once the service took it). */
export function applyEdit(entries: readonly Entry[], edit: Edit): Entry[] {
  switch (edit.kind) {
    case 'add': {
      const at = insertionPoint(entries, edit.beforeKey)
      return [...entries.slice(0, at), ...edit.entries, ...entries.slice(at)]
    }
    case 'remove': {
      const gone = new Set(edit.keys)
      return entries.filter((entry) => !gone.has(entry.key))
    }
    case 'move': {
      const moving = new Set(edit.keys)
      // Moving entries before one of themselves leaves them where they are.
      if (edit.beforeKey !== null && moving.has(edit.beforeKey)) return [...entries]
      const moved = edit.keys
        .map((key) => entries.find((entry) => entry.key === key))
        .filter((entry): entry is Entry => entry !== undefined)
      const rest = entries.filter((entry) => !moving.has(entry.key))
      const at = insertionPoint(rest, edit.beforeKey)
      return [...rest.slice(0, at), ...moved, ...rest.slice(at)]
    }
    case 'replace':
      return [...edit.entries]
  }
}

/** What is shown: the confirmed list with the pending edits applied. */
export function shownList(confirmed: readonly Entry[], pending: readonly Edit[]): Entry[] {
  return pending.reduce<Entry[]>((entries, edit) => applyEdit(entries, edit), [...confirmed])
}

/**
 * The next request that carries `edit` forward against `confirmed`, and what is left of the edit after it;
 * null when nothing is left to send (its entries are gone, or it changes nothing).
 */
export function nextRequest(
  confirmed: readonly Entry[],
  edit: Edit,
): { request: EditRequest; step: Edit; rest: Edit | null } | null {
  switch (edit.kind) {
    case 'add': {
      if (!edit.entries.length) return null
      const step = { ...edit, entries: edit.entries.slice(0, PER_REQUEST) }
      const rest =
        edit.entries.length > PER_REQUEST ? { ...edit, entries: edit.entries.slice(PER_REQUEST) } : null
      const at = indexOfKey(confirmed, edit.beforeKey)
      return {
        request: {
          kind: 'add',
          uris: step.entries.map((entry) => entry.row.uri),
          position: at < 0 ? undefined : at,
        },
        step,
        rest,
      }
    }
    case 'remove': {
      const present = edit.keys.filter((key) => indexOfKey(confirmed, key) >= 0)
      if (!present.length) return null
      const byUri = new Map<string, number[]>()
      const taken: string[] = []
      for (const key of present) {
        const at = indexOfKey(confirmed, key)
        const uri = confirmed[at]!.row.uri
        if (!byUri.has(uri) && byUri.size === PER_REQUEST) continue
        byUri.set(uri, [...(byUri.get(uri) ?? []), at])
        taken.push(key)
      }
      const left = present.filter((key) => !taken.includes(key))
      return {
        request: {
          kind: 'remove',
          items: [...byUri].map(([uri, positions]) => ({ uri, positions: positions.sort((a, b) => a - b) })),
        },
        step: { kind: 'remove', keys: taken },
        rest: left.length ? { kind: 'remove', keys: left } : null,
      }
    }
    case 'move': {
      if (edit.beforeKey !== null && edit.keys.includes(edit.beforeKey)) return null
      const present = edit.keys.filter((key) => indexOfKey(confirmed, key) >= 0)
      if (!present.length) return null
      // A run of entries next to each other, in order, moves in one request; otherwise one at a time.
      const first = indexOfKey(confirmed, present[0]!)
      let length = 1
      while (length < present.length && indexOfKey(confirmed, present[length]!) === first + length) length++
      const step: Edit = { kind: 'move', keys: present.slice(0, length), beforeKey: edit.beforeKey }
      const rest: Edit | null =
        length < present.length
          ? { kind: 'move', keys: present.slice(length), beforeKey: edit.beforeKey }
          : null
      const insertBefore = insertionPoint(confirmed, edit.beforeKey)
      if (insertBefore >= first && insertBefore <= first + length) {
        // Already there: this step changes nothing.
        return rest ? nextRequest(applyEdit(confirmed, step), rest) : null
      }
      return {
        request: { kind: 'reorder', rangeStart: first, rangeLength: length, insertBefore },
        step,
        rest,
      }
    }
    case 'replace': {
      const step: Edit = { kind: 'replace', entries: edit.entries.slice(0, PER_REQUEST) }
      const rest: Edit | null =
        edit.entries.length > PER_REQUEST
          ? { kind: 'add', entries: edit.entries.slice(PER_REQUEST), beforeKey: null }
          : null
      return { request: { kind: 'replace', uris: step.entries.map((entry) => entry.row.uri) }, step, rest }
    }
  }
}

/**
 * A playlist read again: its entries keep the keys they had when they are the same track at the same
 * occurrence (the second time a track appears keeps the key of the second), so pending edits still find them.
 */
export function rekey(
  previous: readonly Entry[],
  fresh: readonly { row: TrackRow; addedBy: string | null }[],
  newKey: () => string,
): Entry[] {
  const keysByUri = new Map<string, string[]>()
  for (const entry of previous)
    keysByUri.set(entry.row.uri, [...(keysByUri.get(entry.row.uri) ?? []), entry.key])
  const seen = new Map<string, number>()
  return fresh.map(({ row, addedBy }) => {
    const occurrence = seen.get(row.uri) ?? 0
    seen.set(row.uri, occurrence + 1)
    return { key: keysByUri.get(row.uri)?.[occurrence] ?? newKey(), row, addedBy, pending: false }
  })
}

/**
 * Edits that still mean something after a re-read, in step with `pending` (null where nothing is left of an
 * edit): keys that are gone are dropped; an edit placed before an entry that is gone goes to the end.
 */
export function rebase(pending: readonly Edit[], confirmed: readonly Entry[]): (Edit | null)[] {
  const present = new Set(confirmed.map((entry) => entry.key))
  const added = new Set<string>()
  const known = (key: string) => present.has(key) || added.has(key)
  const anchor = (beforeKey: string | null) => (beforeKey !== null && !known(beforeKey) ? null : beforeKey)
  return pending.map((edit): Edit | null => {
    switch (edit.kind) {
      case 'add': {
        // Entries the service holds already (an add whose answer never came, found done on a re-read) are not
        // added again.
        const entries = edit.entries.filter((entry) => !present.has(entry.key))
        entries.forEach((entry) => added.add(entry.key))
        return entries.length ? { ...edit, entries, beforeKey: anchor(edit.beforeKey) } : null
      }
      case 'replace':
        edit.entries.forEach((entry) => added.add(entry.key))
        return edit
      case 'remove': {
        const keys = edit.keys.filter(known)
        return keys.length ? { ...edit, keys } : null
      }
      case 'move': {
        const keys = edit.keys.filter(known)
        return keys.length ? { ...edit, keys, beforeKey: anchor(edit.beforeKey) } : null
      }
    }
  })
}

/** An entry a waiting edit names, kept across a restart: its track and which copy of it (0 for the first). */
export interface KeyRef {
  key: string
  uri: string
  occurrence: number
}

/** The entries of `confirmed` that `pending` edits name, as references that outlive the open playlist. */
export function keyRefs(confirmed: readonly Entry[], pending: readonly Edit[]): KeyRef[] {
  const named = new Set<string>()
  for (const edit of pending) {
    if (edit.kind === 'remove' || edit.kind === 'move') edit.keys.forEach((key) => named.add(key))
    if ((edit.kind === 'add' || edit.kind === 'move') && edit.beforeKey !== null) named.add(edit.beforeKey)
  }
  const seen = new Map<string, number>()
  const refs: KeyRef[] = []
  for (const entry of confirmed) {
    const occurrence = seen.get(entry.row.uri) ?? 0
    seen.set(entry.row.uri, occurrence + 1)
    if (named.has(entry.key)) refs.push({ key: entry.key, uri: entry.row.uri, occurrence })
  }
  return refs
}

/**
 * A playlist read again after a restart: the entries the waiting edits named get their keys back (same track,
 * same copy), the others new ones. As `rekey`, from references instead of the list that was open.
 */
export function rekeyFromRefs(
  refs: readonly KeyRef[],
  fresh: readonly { row: TrackRow; addedBy: string | null }[],
  newKey: () => string,
): Entry[] {
  const byCopy = new Map(refs.map((ref) => [`${ref.occurrence}\n${ref.uri}`, ref.key]))
  const seen = new Map<string, number>()
  return fresh.map(({ row, addedBy }) => {
    const occurrence = seen.get(row.uri) ?? 0
    seen.set(row.uri, occurrence + 1)
    return { key: byCopy.get(`${occurrence}\n${row.uri}`) ?? newKey(), row, addedBy, pending: false }
  })
}

/**
 * Opposite edits cancel out before they are sent: entries a waiting add put in and a later removal takes out
 * again leave both edits (nothing of them goes to the service). Answers the edits left, in step with `pending`
 * (null where nothing is left); `sending` names an edit on its way, which is out of reach.
 */
export function cancelOpposites(pending: readonly Edit[], sending: number | null): (Edit | null)[] {
  const edits: (Edit | null)[] = [...pending]
  edits.forEach((edit, index) => {
    if (!edit || edit.kind !== 'remove') return
    let keys = edit.keys
    for (let at = 0; at < index; at++) {
      const earlier = edits[at]
      if (!earlier || earlier.kind !== 'add' || at === sending) continue
      const taken = new Set(keys.filter((key) => earlier.entries.some((entry) => entry.key === key)))
      if (!taken.size) continue
      const entries = earlier.entries.filter((entry) => !taken.has(entry.key))
      edits[at] = entries.length ? { ...earlier, entries } : null
      keys = keys.filter((key) => !taken.has(key))
    }
    edits[index] = keys.length ? { ...edit, keys } : null
  })
  return edits
}
