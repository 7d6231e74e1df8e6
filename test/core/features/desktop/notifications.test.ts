import { describe, expect, it } from 'vitest'
import type { Notice } from '../../../../electron/contract'
import {
  CLOSED_TO_TRAY_CODE,
  coverUrl,
  notificationFor,
  REPEAT_AFTER_MS,
  type NotificationContext,
} from '../../../../electron/core/features/desktop/notifications'
import { anEpisodeState, aState, aTrack, NOW, statesByStatus } from '../../../support/playback-states'

const context = (changes: Partial<NotificationContext> = {}): NotificationContext => ({
  settings: { trackChange: true, errors: true },
  windowFocused: false,
  now: NOW,
  recent: [],
  ...changes,
})

const before = aState()
const next = aState({ track: aTrack({ id: 'track0002', uri: 'spotify:track:track0002', name: 'So What' }) })

describe('track-change notifications', () => {
  it('shows the new track with its artists, album and cover', () => {
    expect(notificationFor({ kind: 'playback', state: next, previous: before }, context())).toEqual({
      key: 'track:spotify:track:track0002',
      title: 'So What',
      body: 'Miles Davis, Bill Evans — Kind of Blue',
      imageUrl: 'https://img.example/300.jpg',
    })
  })

  it('shows a new episode with its show and publisher, once (not "show — show")', () => {
    expect(
      notificationFor({ kind: 'playback', state: anEpisodeState(), previous: before }, context()),
    ).toEqual({
      key: 'track:spotify:episode:ep0001',
      title: 'Ask Us Anything: Our Worst Gigs',
      body: 'Night Shift Radio — Honey Echo Productions',
      imageUrl: 'https://img.example/show-300.jpg',
    })
  })

  it.each([
    ['the setting is off (the default)', { settings: { trackChange: false, errors: true } }],
    ['an Encore window has focus', { windowFocused: true }],
    ['it was shown a moment ago', { recent: [{ key: 'track:spotify:track:track0002', at: NOW - 5_000 }] }],
  ])('is not shown when %s', (_name, changes) => {
    expect(notificationFor({ kind: 'playback', state: next, previous: before }, context(changes))).toBeNull()
  })

  it('is shown again once the repeat window has passed', () => {
    const recent = [{ key: 'track:spotify:track:track0002', at: NOW - REPEAT_AFTER_MS }]
    expect(
      notificationFor({ kind: 'playback', state: next, previous: before }, context({ recent })),
    ).not.toBeNull()
  })

  it('is not shown for the same track, a paused one, the first reading or after sign-in', () => {
    const same = { kind: 'playback' as const, state: aState({ progressMs: 90_000 }), previous: before }
    expect(notificationFor(same, context())).toBeNull()
    expect(
      notificationFor(
        { kind: 'playback', state: aState({ ...next, isPlaying: false }), previous: before },
        context(),
      ),
    ).toBeNull()
    expect(notificationFor({ kind: 'playback', state: next, previous: null }, context())).toBeNull()
    expect(
      notificationFor(
        { kind: 'playback', state: next, previous: aState({ readAt: null, track: null }) },
        context(),
      ),
    ).toBeNull()
    expect(
      notificationFor({ kind: 'playback', state: next, previous: statesByStatus['signed-out'] }, context()),
    ).toBeNull()
  })
})

describe('failure notifications', () => {
  const failure: Notice = {
    level: 'error',
    message: 'Encore could not pause: Spotify cannot be reached.',
    code: 'NETWORK',
  }

  it('shows a failure nobody saw (no Encore window has focus)', () => {
    expect(notificationFor({ kind: 'notice', notice: failure }, context())).toEqual({
      key: `notice:${failure.message}`,
      title: 'Encore',
      body: failure.message,
      imageUrl: null,
    })
    expect(
      notificationFor({ kind: 'notice', notice: { ...failure, level: 'warning' } }, context()),
    ).not.toBeNull()
  })

  it('stays quiet while a window has focus (the page shows it), for info, and when the setting is off', () => {
    expect(notificationFor({ kind: 'notice', notice: failure }, context({ windowFocused: true }))).toBeNull()
    expect(notificationFor({ kind: 'notice', notice: { ...failure, level: 'info' } }, context())).toBeNull()
    expect(
      notificationFor(
        { kind: 'notice', notice: failure },
        context({ settings: { trackChange: true, errors: false } }),
      ),
    ).toBeNull()
  })

  it('does not repeat the same failure within the repeat window', () => {
    const recent = [{ key: `notice:${failure.message}`, at: NOW - 1_000 }]
    expect(notificationFor({ kind: 'notice', notice: failure }, context({ recent }))).toBeNull()
  })

  it('always says that closing the window kept Encore in the tray, whatever the error setting', () => {
    const closed: Notice = {
      level: 'info',
      code: CLOSED_TO_TRAY_CODE,
      message: 'Encore is still running in the tray.',
    }
    expect(
      notificationFor(
        { kind: 'notice', notice: closed },
        context({ settings: { trackChange: false, errors: false } }),
      ),
    ).toMatchObject({ body: expect.stringMatching(/^Encore is still running in the tray, so hotkeys/) })
    // In the person's language: core's own words, not the notice's English.
    expect(notificationFor({ kind: 'notice', notice: closed }, context({ language: 'ja' }))?.body).toMatch(
      /^Encore はトレイで動作を続けているため/,
    )
  })
})

describe('coverUrl', () => {
  it('picks the image nearest 256 px, or none', () => {
    expect(coverUrl(aTrack().album!.images)).toBe('https://img.example/300.jpg')
    expect(coverUrl([{ url: 'u', width: null, height: null }])).toBe('u')
    expect(coverUrl([])).toBeNull()
  })
})
