import { describe, expect, it } from 'vitest'
import {
  afterSessionEnded,
  GATHER_MS,
  MAX_SHOWN,
  nextCheck,
  released,
  stillShown,
  sweep,
  withNotice,
  type NoticeGathering,
  type NoticeInput,
  type NoticeWorld,
  type ShownNotice,
} from '../../../renderer/src/stores/notice-rules'

const T = 1_000_000
const world = (over: Partial<NoticeWorld> = {}): NoticeWorld => ({
  now: T,
  signedIn: true,
  status: 'ok',
  readAt: T - 10_000,
  retryAt: null,
  ...over,
})
const shown = (notice: NoticeInput, at = T, actions: ShownNotice['actions'] = []) =>
  withNotice([], notice, { id: 1, now: at, actions })[0]!

const offline: NoticeInput = {
  level: 'warning',
  message: 'Encore cannot reach Spotify right now, so it did not pause. Try again once it is back.',
  code: 'NETWORK',
}
const rateLimited: NoticeInput = {
  level: 'warning',
  message: 'Spotify asked Encore to wait, so it did not skip. Try again in 3 s.',
  code: 'RATE_LIMITED',
}
const disallowed: NoticeInput = {
  level: 'warning',
  message: 'Encore did not skip to the next track: there is no next track.',
  code: 'DISALLOWED',
}
const queued: NoticeInput = { level: 'info', message: 'Added to the queue.', code: 'QUEUED' }
const failed: NoticeInput = { level: 'error', message: 'Encore could not pause: Spotify had a problem.' }

describe('withNotice: identical notices merge with a count', () => {
  it('counts twenty identical warnings as one notice and restarts its time', () => {
    let list: ShownNotice[] = []
    for (let click = 0; click < 20; click++)
      list = withNotice(list, disallowed, { id: click + 1, now: T + click * 100 })
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ id: 1, count: 20, at: T + 1_900, expiresAt: T + 1_900 + 8_000 })
  })

  it.each([
    ['another message', { ...disallowed, message: 'Encore did not go back: nothing before.' }],
    ['another level', { ...disallowed, level: 'error' as const }],
    ['another code', { ...disallowed, code: 'REFUSED' }],
  ])('keeps two notices apart with %s', (_case, other) => {
    const list = withNotice(withNotice([], disallowed, { id: 1, now: T }), other, { id: 2, now: T })
    expect(list.map((notice) => notice.count)).toEqual([1, 1])
  })

  it('never merges notices with Undo: each takes back something else', () => {
    const undo = [{ label: 'Undo', run: () => undefined }]
    const removed: NoticeInput = { level: 'success', message: 'Removed from Your Library.' }
    const once = withNotice([], removed, { id: 1, now: T, actions: undo })
    expect(withNotice(once, removed, { id: 2, now: T, actions: undo })).toHaveLength(2)
  })

  it(`shows at most ${MAX_SHOWN}: the oldest goes`, () => {
    let list: ShownNotice[] = []
    for (let at = 0; at < MAX_SHOWN + 2; at++)
      list = withNotice(list, { level: 'error', message: `error ${at}` }, { id: at, now: T })
    expect(list.map((notice) => notice.message)).toEqual(['error 2', 'error 3', 'error 4', 'error 5'])
  })
})

describe('expiry: information, success and refusals of the moment go by themselves; the rest stays', () => {
  it.each([
    ['info', queued, undefined, T + 4_000],
    ['success', { level: 'success' as const, message: 'Link copied.' }, undefined, T + 4_000],
    ['a refusal of the moment', disallowed, undefined, T + 8_000],
    [
      'a warning about what lasts',
      { level: 'warning' as const, message: 'Encore could not save your sign-in…', code: 'NOT_KEPT' },
      undefined,
      null,
    ],
    ['success with Undo', { level: 'success' as const, message: 'Removed.' }, 'Undo', T + 8_000],
    ['an error', failed, undefined, null],
    ['offline (a condition)', offline, undefined, null],
    ['rate limited (a condition)', rateLimited, undefined, null],
  ])('%s expires at %s', (_case, notice, action, expiresAt) => {
    const actions = action ? [{ label: action, run: () => undefined }] : []
    expect(shown(notice, T, actions).expiresAt).toBe(expiresAt)
  })

  it('goes at its time, not before, and never while held', () => {
    const notice = shown(queued)
    expect(stillShown(notice, world({ now: T + 3_999 }), false)).toBe(true)
    expect(stillShown(notice, world({ now: T + 4_000 }), false)).toBe(false)
    expect(stillShown(notice, world({ now: T + 60_000 }), true)).toBe(true)
  })

  it('gives what was due a moment once released, and leaves later ones alone', () => {
    const due = shown(queued)
    const later = { ...shown(disallowed), id: 2 }
    const [again, untouched] = released([due, later], T + 5_000)
    expect(again!.expiresAt).toBe(T + 7_000)
    expect(untouched!.expiresAt).toBe(T + 8_000)
  })
})

describe('gathering: notices of one kind coming one after another become one for all of them', () => {
  const undone: (readonly string[])[] = []
  const removal = (uri: string): NoticeGathering => ({
    key: 'REMOVED',
    items: [uri],
    words: (items) => `Removed ${items.length} from Your Library.`,
    actions: (items) => [{ label: 'Undo', run: () => undone.push(items) }],
  })
  const removed: NoticeInput = { level: 'success', message: 'Removed 1 from Your Library.' }
  const push = (list: ShownNotice[], uri: string, now: number, id: number) =>
    withNotice(list, removed, { id, now, gathering: removal(uri), actions: removal(uri).actions([uri]) })

  it('counts them once, in words, in one notice whose one Undo takes back all of them', () => {
    let list: ShownNotice[] = []
    for (const [index, uri] of ['a', 'b', 'c', 'd', 'e'].entries())
      list = push(list, uri, T + index * 1_000, index + 1)
    expect(list).toHaveLength(1)
    // No "×5" beside "Removed 5": the words count already.
    expect(list[0]).toMatchObject({ message: 'Removed 5 from Your Library.', count: 1, at: T + 4_000 })
    undone.length = 0
    void list[0]!.actions[0]!.run()
    expect(undone).toEqual([['a', 'b', 'c', 'd', 'e']])
  })

  it('the same sentence gathered again counts its repeats, once', () => {
    const again = (list: ShownNotice[], now: number, id: number) =>
      withNotice(
        list,
        { ...removed, message: 'Removed it.' },
        { id, now, gathering: { ...removal('a'), words: () => 'Removed it.' } },
      )
    const list = again(again(again([], T, 1), T + 1_000, 2), T + 2_000, 3)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ message: 'Removed it.', count: 3 })
  })

  it(`starts a new one when the last came more than ${GATHER_MS} ms before`, () => {
    const list = push(push([], 'a', T, 1), 'b', T + GATHER_MS + 1, 2)
    expect(list.map((notice) => notice.message)).toEqual([
      'Removed 1 from Your Library.',
      'Removed 1 from Your Library.',
    ])
  })
})

describe('withdrawal: a notice goes when what it says stops being true', () => {
  it.each([
    ['offline, then signed out (the sign-in screen)', offline, { signedIn: false, status: null }, false],
    [
      'rate limited, then signed out',
      rateLimited,
      { signedIn: false, status: null, retryAt: T + 60_000 },
      false,
    ],
    ['offline, still offline', offline, { status: 'offline' as const, readAt: T + 1 }, true],
    ['offline, no read since', offline, { status: 'ok' as const, readAt: T - 1 }, true],
    [
      'offline, a read since and the service back',
      offline,
      { status: 'ok' as const, readAt: T + 4_000 },
      false,
    ],
    ['offline, back but nothing playing', offline, { status: 'idle' as const, readAt: T + 4_000 }, false],
    [
      'rate limited, still waiting',
      rateLimited,
      { status: 'rate-limited' as const, retryAt: T + 3_000 },
      true,
    ],
    [
      'rate limited, the wait is over',
      rateLimited,
      { status: 'rate-limited' as const, retryAt: T + 3_000, now: T + 3_000 },
      false,
    ],
    ['rate limited, reads work again', rateLimited, { status: 'ok' as const, readAt: T + 3_500 }, false],
    [
      'Premium needed, still read-only',
      { level: 'warning' as const, message: 'Premium…', code: 'PREMIUM_REQUIRED' },
      { status: 'read-only' as const, readAt: T + 5_000 },
      true,
    ],
    [
      'sign in first, then signed in',
      { level: 'warning' as const, message: 'Sign in to pause.', code: 'NOT_SIGNED_IN' },
      { signedIn: true },
      false,
    ],
    [
      'sign in first, still signed out',
      { level: 'warning' as const, message: 'Sign in to pause.', code: 'NOT_SIGNED_IN' },
      { signedIn: false, status: null },
      true,
    ],
    [
      'an error about one command, the service back',
      failed,
      { status: 'ok' as const, readAt: T + 4_000 },
      true,
    ],
  ])('%s: shown %s', (_case, notice, over, expected) => {
    expect(stillShown(shown(notice), world(over), false)).toBe(expected)
  })

  it('sweeps what expired and what is no longer true, and keeps the rest in order', () => {
    const list = [shown(offline), { ...shown(failed), id: 2 }, { ...shown(queued), id: 3 }]
    const after = sweep(list, world({ now: T + 5_000, status: 'ok', readAt: T + 4_500 }), false)
    expect(after.map((notice) => notice.id)).toEqual([2])
  })
})

describe('nextCheck: when time alone changes the list', () => {
  it.each([
    ['nothing timed', [failed], world(), null],
    ['the next expiry', [disallowed, queued], world(), T + 4_000],
    [
      'the end of a rate limit',
      [rateLimited],
      world({ status: 'rate-limited', retryAt: T + 2_500 }),
      T + 2_500,
    ],
  ] as const)('%s', (_case, notices, at, expected) => {
    const list = notices.map((notice, id) => ({ ...shown(notice), id }))
    expect(nextCheck(list, at, false)).toBe(expected)
  })

  it('sets no expiry while held', () => {
    expect(nextCheck([shown(queued)], world(), true)).toBeNull()
  })

  it('lets the notices with a button go with the session that made them (an Undo acts for that user)', () => {
    const removed: NoticeInput = { level: 'info', message: 'Removed from Your Library.' }
    const undo = [{ label: 'Undo', run: () => {} }]
    const list = withNotice([shown(disallowed)], removed, { id: 2, now: T, actions: undo })
    expect(list).toHaveLength(2)
    expect(afterSessionEnded(list)).toEqual([shown(disallowed)])
  })
})
