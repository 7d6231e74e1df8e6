import { describe, expect, it } from 'vitest'
import type { PlaybackStatus } from '../../../../electron/contract'
import type { FailureMeaning } from '../../../../electron/core/service/failures'
import { PREDICTION_TTL_MS } from '../../../../electron/core/features/playback/overlay'
import {
  OFFLINE_RETRY_MS,
  SHOWN_UNFOCUSED_PLAYING_MS,
  VISIBLE_PLAYING_MS,
} from '../../../../electron/core/features/playback/read-rhythm'
import { aReading, StepScript } from '../../../support/engine-steps'
import { aDevice, NOW } from '../../../support/playback-states'

/** The engine's step as tables: every status it can reach, and the life of a prediction on screen. */

const offline: FailureMeaning = { kind: 'offline' }
const rateLimited: FailureMeaning = { kind: 'rate-limited', retryAt: NOW + 30_000, quota: false }

describe('step: the status each situation leads to', () => {
  const cases: [string, (s: StepScript) => void, PlaybackStatus, RegExp | null][] = [
    ['a read with a track loaded', (s) => s.signedInWith(aReading()), 'ok', null],
    [
      'nothing loaded, devices to play on',
      (s) =>
        s.signedInWith(null).on({ type: 'devices-read', purpose: { kind: 'status' }, list: [aDevice()] }),
      'idle',
      /Nothing is playing/,
    ],
    [
      'nothing loaded, no device at all',
      (s) => s.signedInWith(null).on({ type: 'devices-read', purpose: { kind: 'status' }, list: [] }),
      'no-device',
      /No device is available/,
    ],
    [
      'the service cannot be reached',
      (s) => s.signedInWith(aReading()).readFails(offline),
      'offline',
      /cannot reach Spotify/,
    ],
    [
      'two 5xx in a row',
      (s) =>
        s.signedInWith(aReading()).readFails({ kind: 'server-error' }).readFails({ kind: 'server-error' }),
      'offline',
      /cannot reach/,
    ],
    ['one 5xx only', (s) => s.signedInWith(aReading()).readFails({ kind: 'server-error' }), 'ok', null],
    ['a 429', (s) => s.signedInWith(aReading()).readFails(rateLimited), 'rate-limited', /resumes in 30 s/],
    [
      'a command refused for a free account',
      (s) => s.signedInWith(aReading()).ask({ kind: 'pause' }).fail({ kind: 'premium-required' }),
      'read-only',
      /Premium/,
    ],
    [
      'signed out again',
      (s) => s.signedInWith(aReading()).on({ type: 'session-changed', session: null }),
      'signed-out',
      /Sign in/,
    ],
  ]
  it.each(cases)('%s: %s', (_name, script, status, message) => {
    const s = new StepScript()
    script(s)
    expect(s.view().status).toBe(status)
    if (message) expect(s.view().message).toMatch(message)
    else expect(s.view().message).toBeNull()
  })

  it('keeps the last state on screen while offline, refuses commands in words, and is back with the next read', () => {
    const s = new StepScript().signedInWith(aReading()).readFails(offline)
    expect(s.view()).toMatchObject({ status: 'offline', track: { name: 'Blue in Green' }, isPlaying: true })
    expect(s.readDelay()).toBe(OFFLINE_RETRY_MS) // tries again soon while shown: back within 2 s of the return
    s.ask({ kind: 'next' })
    expect(s.sent(s.effects)).toEqual([])
    expect(s.of('notice')[0]?.notice).toMatchObject({
      code: 'NETWORK',
      message: expect.stringContaining('did not skip'),
    })
    s.read(aReading({ isPlaying: false }))
    expect(s.view()).toMatchObject({ status: 'ok', message: null, isPlaying: false })
  })

  it('reads again within 1 s after one 5xx, to tell a passing fault from the service being down', () => {
    const s = new StepScript().signedInWith(aReading()).readFails({ kind: 'server-error' })
    expect(s.readDelay()).toBeLessThanOrEqual(1_000)
  })

  it('while rate-limited sends nothing, reads nothing before retryAt, and reads again after it', () => {
    const s = new StepScript().signedInWith(aReading()).readFails(rateLimited)
    expect(s.view().retryAt).toBe(NOW + 30_000)
    s.ask({ kind: 'pause' })
    expect(s.sent(s.effects)).toEqual([])
    expect(s.of('notice')[0]?.notice.code).toBe('RATE_LIMITED')
    s.on({ type: 'read-due' }, NOW + 10_000)
    expect(s.of('read-player')).toEqual([])
    expect(s.readDelay()).toBe(20_000)
    s.on({ type: 'read-due' }, NOW + 30_000)
    expect(s.of('read-player')).toHaveLength(1)
  })

  it('read-only: every control is refused with the reason, and reads go on', () => {
    const s = new StepScript()
      .signedInWith(aReading())
      .ask({ kind: 'pause' })
      .fail({ kind: 'premium-required' })
    expect(s.of('notice')[0]?.notice.code).toBe('PREMIUM_REQUIRED')
    expect(s.view().isPlaying).toBe(true) // the pause was taken back
    expect(s.view().disallowed.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['pause', 'resume', 'next', 'volume', 'shuffle']),
    )
    s.ask({ kind: 'next' })
    expect(s.sent(s.effects)).toEqual([])
    expect(s.of('notice')[0]?.notice.code).toBe('PREMIUM_REQUIRED')
    s.read(aReading())
    expect(s.view().status).toBe('read-only')
  })

  it('no device: reads the devices when nothing is loaded, and a play waits for the user to choose one', () => {
    const s = new StepScript().signedInWith(null)
    expect(s.of('read-devices')).toEqual([{ type: 'read-devices', purpose: { kind: 'status' } }])
    s.on({ type: 'devices-read', purpose: { kind: 'status' }, list: [] })
    expect(s.of('devices-changed')).toEqual([{ type: 'devices-changed', list: [] }])
    s.ask({ kind: 'play', play: { contextUri: 'spotify:album:al1' } }).fail({ kind: 'no-active-device' })
    expect(s.of('read-devices')[0]?.purpose).toMatchObject({ kind: 'recover' })
    s.on({
      type: 'devices-read',
      purpose: s.of('read-devices')[0]!.purpose,
      list: [aDevice({ id: 'phone' }), aDevice({ id: 'speaker', name: 'Kitchen Speaker' })],
    })
    expect(s.of('notice')[0]?.notice.code).toBe('CHOOSE_DEVICE')
    expect(s.state.awaiting?.waiting).toMatchObject({ kind: 'command', command: { kind: 'play' } })
    // The choice plays what was asked there, instead of just moving playback.
    s.ask({ kind: 'transfer', deviceId: 'phone', play: true })
    expect(s.sent(s.effects)).toMatchObject([
      { command: { kind: 'play', play: { contextUri: 'spotify:album:al1' } } },
    ])
    expect(s.of('send')[0]?.deviceId).toBe('phone')
  })

  it('a play from nothing goes to the only device there is, or to the one that last played before a restart', () => {
    const play = { kind: 'play', play: { contextUri: 'spotify:album:al1' } } as const
    const two = [aDevice({ id: 'phone' }), aDevice({ id: 'speaker', name: 'Kitchen Speaker' })]
    const only = new StepScript().signedInWith(null)
    only.ask(play).fail({ kind: 'no-active-device' })
    only.on({
      type: 'devices-read',
      purpose: only.of('read-devices')[0]!.purpose,
      list: [aDevice({ id: 'phone' }), aDevice({ id: 'tv', isRestricted: true })],
    })
    expect(only.of('send')).toMatchObject([{ command: play, deviceId: 'phone' }])
    expect(only.of('notice')).toEqual([])

    const kept = new StepScript()
    kept.on({ type: 'visibility-changed', visible: true })
    kept.on({ type: 'session-changed', session: 'spotify/listener', lastDeviceId: 'speaker' })
    kept.read(null).ask(play).fail({ kind: 'no-active-device' })
    kept.on({ type: 'devices-read', purpose: kept.of('read-devices')[0]!.purpose, list: two })
    expect(kept.of('send')).toMatchObject([{ command: play, deviceId: 'speaker' }])
  })

  it('a play from nothing goes to the device playback was moved to, before any read showed it playing there', () => {
    const play = { kind: 'play', play: { contextUri: 'spotify:album:al1' } } as const
    const two = [aDevice({ id: 'phone' }), aDevice({ id: 'speaker', name: 'Kitchen Speaker' })]
    // Playing on the speaker; `encore device phone` moves it; the phone's app is closed before the next read.
    const s = new StepScript().signedInWith(aReading({ device: aDevice({ id: 'speaker' }) }))
    s.ask({ kind: 'transfer', deviceId: 'phone', play: true })
    s.answer()
    s.ask(play).fail({ kind: 'no-active-device' })
    s.on({ type: 'devices-read', purpose: s.of('read-devices')[0]!.purpose, list: two })
    expect(s.of('send')).toMatchObject([{ command: play, deviceId: 'phone' }])
  })

  it('"no active device" moves playback to the last device used and sends the command once more', () => {
    const s = new StepScript().signedInWith(aReading({ isPlaying: false }))
    s.ask({ kind: 'next' }).fail({ kind: 'no-active-device' })
    s.on({ type: 'devices-read', purpose: s.of('read-devices')[0]!.purpose, list: [aDevice()] })
    expect(s.of('send')).toMatchObject([{ command: { kind: 'next' }, transferFirst: 'dev-desktop' }])
    s.fail({ kind: 'no-active-device' }) // a second time is final
    expect(s.of('read-devices')).toEqual([])
    expect(s.of('notice')[0]?.notice.code).toBe('CHOOSE_DEVICE')
  })

  it('signed out: no read is scheduled, nothing of the session shows, and commands ask to sign in', () => {
    const s = new StepScript().signedInWith(aReading())
    const late = s.startRead()
    s.on({ type: 'session-changed', session: null })
    expect(s.readDelay()).toBeNull()
    expect(s.view()).toMatchObject({ status: 'signed-out', track: null, device: null })
    s.on({ type: 'read-arrived', id: late, reading: aReading() }) // the last session's answer
    expect(s.view().track).toBeNull()
    s.ask({ kind: 'pause' })
    expect(s.of('notice')[0]?.notice.code).toBe('NOT_SIGNED_IN')
  })
})

describe('step: who looks at the player sets the rhythm', () => {
  it('reads every 55 s while shown without the focus, at once when the focus comes back, every 14 s with it', () => {
    // A track with a long way to go: its end does not bring a read forward here.
    const long = aReading({ progressMs: 0 })
    const s = new StepScript().signedInWith(long)
    expect(s.readDelay()).toBe(VISIBLE_PLAYING_MS)
    s.on({ type: 'visibility-changed', visible: true, focused: false })
    expect(s.of('read-player')).toEqual([]) // losing the focus reads nothing
    expect(s.readDelay()).toBe(SHOWN_UNFOCUSED_PLAYING_MS)
    s.on({ type: 'visibility-changed', visible: true, focused: true }, s.now + 30_000)
    expect(s.of('read-player')).toHaveLength(1) // what the person looks at again is read now
    s.read(long)
    expect(s.readDelay()).toBe(VISIBLE_PLAYING_MS)
    s.on({ type: 'visibility-changed', visible: false })
    expect(s.readDelay()).toBe(120_000)
    // Shown again without the focus (the mini player appears on top): read at once, then every 55 s.
    s.on({ type: 'visibility-changed', visible: true, focused: false }, s.now + 60_000)
    expect(s.of('read-player')).toHaveLength(1)
    s.read(long)
    expect(s.readDelay()).toBe(SHOWN_UNFOCUSED_PLAYING_MS)
  })
})

describe('step: the life of a prediction on screen', () => {
  const playing = aReading()
  const paused = aReading({ isPlaying: false, progressMs: 30_000 })

  it('shown at once: the page sees the command before any request went', () => {
    const s = new StepScript().signedInWith(playing).ask({ kind: 'pause' })
    expect(s.view().isPlaying).toBe(false)
    expect(s.of('publish')).toHaveLength(1)
    expect(s.sent(s.effects)).toMatchObject([{ command: { kind: 'pause' } }])
  })

  it('confirmed by a read once the service answered; before the answer no read removes it', () => {
    const s = new StepScript().signedInWith(playing).ask({ kind: 'pause' })
    s.read(paused, 50) // the service paused, its answer is still on its way
    expect(s.state.overlay).toHaveLength(1)
    s.answer()
    expect(s.view().isPlaying).toBe(false)
    s.read(paused, 50)
    expect(s.state.overlay).toEqual([])
    expect(s.view().isPlaying).toBe(false)
  })

  it('a read that started before the command was asked is dropped whole', () => {
    const s = new StepScript().signedInWith(playing)
    const before = s.startRead()
    const readAt = s.view().readAt
    s.ask({ kind: 'shuffle', on: true }, NOW + 100)
    s.on({ type: 'read-arrived', id: before, reading: aReading({ progressMs: 99_000 }) }, NOW + 200)
    expect(s.view()).toMatchObject({ shuffle: true, progressMs: 30_000, readAt })
  })

  it('expires 4 s after the answer when no read confirms it, and the page then sees the service', () => {
    const s = new StepScript().signedInWith(playing).ask({ kind: 'repeat', mode: 'track' }).answer()
    expect(s.of('wake')).toEqual([{ type: 'wake', at: NOW + PREDICTION_TTL_MS }])
    s.read(playing, 10) // still "off": another device changed it back
    expect(s.view().repeat).toBe('track')
    s.wait(PREDICTION_TTL_MS)
    expect(s.view().repeat).toBe('off')
    expect(s.of('publish')).toHaveLength(1)
  })

  it('never expires while the service has not answered', () => {
    const s = new StepScript().signedInWith(playing).ask({ kind: 'shuffle', on: true })
    s.wait(12_000)
    expect(s.view().shuffle).toBe(true)
    s.answer().wait(PREDICTION_TTL_MS - 1)
    expect(s.view().shuffle).toBe(true)
  })

  it.each<[string, FailureMeaning, string]>([
    ['refused by the device', { kind: 'refused', words: 'there is no next track' }, 'REFUSED'],
    ['the service is down', { kind: 'offline' }, 'NETWORK'],
    ['something else', { kind: 'other', words: 'bad gateway' }, 'COMMAND_FAILED'],
  ])('refused (%s): taken back at once, with a notice', (_name, failure, code) => {
    const s = new StepScript().signedInWith(playing).ask({ kind: 'pause' })
    expect(s.view().isPlaying).toBe(false)
    s.fail(failure)
    expect(s.view().isPlaying).toBe(true)
    expect(s.state.overlay).toEqual([])
    expect(s.of('notice')[0]?.notice.code).toBe(code)
  })

  it('publishes only what the page sees change: an answer that changes nothing publishes nothing', () => {
    const s = new StepScript()
      .signedInWith(playing)
      .ask({ kind: 'play', play: { contextUri: 'spotify:album:x' } })
    expect(s.of('publish')).toHaveLength(1)
    s.answer()
    expect(s.of('publish')).toEqual([])
    s.on({ type: 'time-passed' })
    expect(s.of('publish')).toEqual([])
  })
})

describe('step: work that got no answer says what happened, and leaves the player as the reads say', () => {
  const playing = aReading()
  it.each<[FailureMeaning, string]>([
    [
      { kind: 'offline', how: 'timeout' },
      'Encore could not add that to the queue: Spotify did not answer in time.',
    ],
    [
      { kind: 'offline', how: 'unsent' },
      'Encore could not add that to the queue: the request could not be sent from this computer.',
    ],
    [
      { kind: 'offline', how: 'unreachable' },
      'Encore could not add that to the queue: Spotify cannot be reached.',
    ],
  ])('%o', (failure, words) => {
    const s = new StepScript().signedInWith(playing)
    s.on({ type: 'work-failed', what: 'addToQueue', failure })
    expect(s.of('notice')[0]?.notice.message).toBe(words)
    expect(s.view().status).toBe('ok')
    // Read again soon: the read tells whether the service is down.
    expect(s.readDelay()).toBeLessThanOrEqual(2_000)
    const command = new StepScript().signedInWith(playing).ask({ kind: 'pause' })
    command.fail(failure)
    expect(command.view()).toMatchObject({ status: 'ok', isPlaying: true })
  })

  it('a read that gets no answer still marks the player offline', () => {
    const s = new StepScript().signedInWith(playing).readFails({ kind: 'offline', how: 'timeout' })
    expect(s.view().status).toBe('offline')
  })
})

describe('step: adding to the queue with nothing playing', () => {
  it('wakes the device that last played and queues there; with none known, asks to choose', () => {
    const s = new StepScript()
    s.on({ type: 'visibility-changed', visible: true })
    s.on({ type: 'session-changed', session: 'spotify/listener', lastDeviceId: 'speaker' })
    s.read(null)
    s.on({
      type: 'work-failed',
      what: 'addToQueue',
      failure: { kind: 'no-active-device' },
      queueUri: 'spotify:track:t9',
    })
    expect(s.of('notice')).toEqual([])
    expect(s.sent(s.effects)).toEqual([
      { id: expect.any(Number), command: { kind: 'transfer', deviceId: 'speaker', play: false } },
    ])
    s.answer()
    expect(s.of('queue')).toEqual([{ type: 'queue', uri: 'spotify:track:t9' }])

    const unknown = new StepScript().signedInWith(null)
    unknown.on({
      type: 'work-failed',
      what: 'addToQueue',
      failure: { kind: 'no-active-device' },
      queueUri: 'spotify:track:t9',
    })
    expect(unknown.of('notice')[0]?.notice.code).toBe('CHOOSE_DEVICE')
  })
})
