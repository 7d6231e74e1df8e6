import type { Notice, PlaybackStatus } from '@contract'

/**
 * What the page's notices do, as plain functions over the list shown and the world around it (tested as
 * tables): identical notices merge with a count; information and success go by themselves after a few seconds,
 * a refusal of the moment ("did not skip: no next track") a little later; an error or a warning about what
 * lasts (a file not kept) stays until dismissed, and a notice about a condition (offline, rate limited,
 * Premium, signed out) is withdrawn as soon as the condition is over, whatever its level.
 */

/** Core's levels, and the page's own "it worked" (a change made, with Undo where it can be taken back). */
export type NoticeLevel = Notice['level'] | 'success'

export interface NoticeInput {
  level: NoticeLevel
  message: string
  code?: string | undefined
}

/** A button on a notice ("Undo"): pressing it closes the notice, then runs. */
export interface NoticeAction {
  label: string
  run: () => unknown
  /** For an Undo: what does the change again once undone (Ctrl/Cmd+Shift+Z), where it can be. */
  redo?: () => unknown
}

/**
 * Notices of one kind that gather into one while they keep coming ("Removed 5 tracks from Your Library ·
 * Undo"): what each was about (`items`), the words and the buttons for all of them together.
 */
export interface NoticeGathering {
  key: string
  items: readonly string[]
  words(items: readonly string[]): string
  actions(items: readonly string[]): readonly NoticeAction[]
}

export interface ShownNotice extends NoticeInput {
  id: number
  gathering?: NoticeGathering | undefined
  /** How many identical notices this one stands for. */
  count: number
  /** When it (or the latest identical one) arrived, on the page's clock (epoch ms). */
  at: number
  /** When it goes by itself; null while it stays until dismissed or withdrawn. */
  expiresAt: number | null
  actions: readonly NoticeAction[]
}

/** What decides whether a notice is still true: the player's status and last read, the session. */
export interface NoticeWorld {
  now: number
  signedIn: boolean
  /** Null while the player's state is unknown (signed out, not read yet). */
  status: PlaybackStatus | null
  /** When core last read the player from the service (epoch ms), or null. */
  readAt: number | null
  /** While rate limited: when reads and commands resume (epoch ms). */
  retryAt: number | null
}

export const MAX_SHOWN = 4
/** How long a notice of each level shows by itself; null: until dismissed. */
export const LIFETIME_MS: Record<NoticeLevel, number | null> = {
  info: 4_000,
  success: 4_000,
  warning: null,
  error: null,
}
/** Warnings about one click that was refused: true only at that moment, so they go after a while. */
export const MOMENTARY_CODES = new Set(['DISALLOWED', 'REFUSED'])
export const MOMENTARY_MS = 8_000
/** A notice with a button (Undo) stays long enough to reach the button. */
export const WITH_ACTION_MS = 8_000
/** Notices of one kind gather into one while each comes within this long of the last. */
export const GATHER_MS = 5_000
/** Once the pointer or focus leaves the notices, those that were due stay this much longer. */
export const RESUME_MS = 2_000

const readSince = (notice: ShownNotice, world: NoticeWorld) =>
  world.readAt !== null && world.readAt > notice.at

/**
 * The conditions notices speak of, each with the test that says it is over. A read of the player that came
 * after the notice (the service answered) ends "cannot be reached"; the end of the wait ends a rate limit.
 */
const conditionOver: Record<string, (notice: ShownNotice, world: NoticeWorld) => boolean> = {
  // Each of these speaks of the signed-in session's service: signed out, it no longer applies.
  NETWORK: (notice, world) => !world.signedIn || (world.status !== 'offline' && readSince(notice, world)),
  RATE_LIMITED: (notice, world) =>
    !world.signedIn ||
    (world.status === 'rate-limited'
      ? world.retryAt !== null && world.now >= world.retryAt
      : readSince(notice, world)),
  PREMIUM_REQUIRED: (notice, world) =>
    !world.signedIn || (world.status !== 'read-only' && readSince(notice, world)),
  NOT_SIGNED_IN: (_notice, world) => world.signedIn,
}

/** Whether a notice speaks of a condition that ends (it then stays until that happens, or until dismissed). */
export function isConditional(notice: NoticeInput): boolean {
  return notice.code !== undefined && notice.code in conditionOver
}

/** How long a notice shows by itself from `now`: null while it stays until dismissed or withdrawn. */
export function expiryOf(notice: NoticeInput, hasActions: boolean, now: number): number | null {
  if (isConditional(notice)) return null
  const lifetime =
    notice.code !== undefined && MOMENTARY_CODES.has(notice.code) ? MOMENTARY_MS : LIFETIME_MS[notice.level]
  if (lifetime === null) return null
  return now + (hasActions ? Math.max(lifetime, WITH_ACTION_MS) : lifetime)
}

/** Same level, words and code, and no button on either (two Undos take back different things). */
export function isSame(shown: ShownNotice, incoming: NoticeInput, hasActions: boolean): boolean {
  return (
    !hasActions &&
    shown.actions.length === 0 &&
    shown.level === incoming.level &&
    shown.message === incoming.message &&
    shown.code === incoming.code
  )
}

/**
 * The list once `incoming` arrived: an identical notice counts one more and moves to the end with a new
 * expiry; otherwise it is added, and the oldest goes when more than `MAX_SHOWN` would show.
 */
export function withNotice(
  list: readonly ShownNotice[],
  incoming: NoticeInput,
  options: {
    id: number
    now: number
    actions?: readonly NoticeAction[]
    gathering?: NoticeGathering | undefined
  },
): ShownNotice[] {
  const gathered = options.gathering && gather(list, incoming, options.gathering, options.now)
  if (gathered) return gathered
  const actions = options.actions ?? []
  const expiresAt = expiryOf(incoming, actions.length > 0, options.now)
  const same = list.find((shown) => isSame(shown, incoming, actions.length > 0))
  if (same) {
    const merged = { ...same, count: same.count + 1, at: options.now, expiresAt }
    return [...list.filter((shown) => shown !== same), merged]
  }
  const added: ShownNotice = {
    level: incoming.level,
    message: incoming.message,
    ...(incoming.code !== undefined ? { code: incoming.code } : {}),
    id: options.id,
    count: 1,
    at: options.now,
    expiresAt,
    actions,
    ...(options.gathering ? { gathering: options.gathering } : {}),
  }
  return [...list, added].slice(-MAX_SHOWN)
}

/**
 * The list with `incoming` gathered into a shown notice of the same kind that came within GATHER_MS: one
 * notice for all their items, with words and buttons (one Undo for all) for them together. Undefined when
 * there is none to gather into.
 */
function gather(
  list: readonly ShownNotice[],
  incoming: NoticeInput,
  gathering: NoticeGathering,
  now: number,
): ShownNotice[] | undefined {
  const into = list.find(
    (shown) =>
      shown.gathering?.key === gathering.key && shown.level === incoming.level && now - shown.at <= GATHER_MS,
  )
  if (!into?.gathering) return undefined
  const items = [...new Set([...into.gathering.items, ...gathering.items])]
  const both = { ...gathering, items }
  const actions = gathering.actions(items)
  const message = gathering.words(items)
  const merged: ShownNotice = {
    ...into,
    message,
    // One count a notice: words that count the items ("Removed 4 tracks") carry no "×4" beside them; only the
    // same sentence again ("Saved. Undo" for the same track) counts its repeats.
    count: message === into.message ? into.count + 1 : into.count,
    at: now,
    expiresAt: expiryOf({ ...incoming, message }, actions.length > 0, now),
    actions,
    gathering: both,
  }
  return [...list.filter((shown) => shown !== into), merged]
}

/** Whether the notice should still show: not past its time (unless held), and its condition not over. */
export function stillShown(notice: ShownNotice, world: NoticeWorld, held: boolean): boolean {
  if (!held && notice.expiresAt !== null && world.now >= notice.expiresAt) return false
  const over = notice.code === undefined ? undefined : conditionOver[notice.code]
  return !over?.(notice, world)
}

/** The notices that still show. */
export function sweep(list: readonly ShownNotice[], world: NoticeWorld, held: boolean): ShownNotice[] {
  return list.filter((notice) => stillShown(notice, world, held))
}

/**
 * The list once the session ended (signed out, or another service chosen): a notice's buttons act for the user
 * who was signed in (Undo a removal from their library), so those notices go with that user.
 */
export function afterSessionEnded(list: readonly ShownNotice[]): ShownNotice[] {
  return list.filter((notice) => notice.actions.length === 0)
}

/** While held (pointer or focus on the notices) nothing expires; once released, what was due gets a moment. */
export function released(list: readonly ShownNotice[], now: number): ShownNotice[] {
  return list.map((notice) =>
    notice.expiresAt === null || notice.expiresAt >= now + RESUME_MS
      ? notice
      : { ...notice, expiresAt: now + RESUME_MS },
  )
}

/** When the list must be looked at again by time alone: the next expiry, or the end of a rate limit. */
export function nextCheck(list: readonly ShownNotice[], world: NoticeWorld, held: boolean): number | null {
  const times: number[] = []
  for (const notice of list) {
    if (!held && notice.expiresAt !== null) times.push(notice.expiresAt)
    if (notice.code === 'RATE_LIMITED' && world.status === 'rate-limited' && world.retryAt !== null)
      times.push(world.retryAt)
  }
  return times.length ? Math.min(...times) : null
}
