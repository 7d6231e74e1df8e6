import { describe, expect, it, vi } from 'vitest'
import type { Device, Notice, PlaybackState } from '../../../../electron/contract'
import type { Command, OutputOptions } from '../../../../electron/core/features/command-line/command'
import {
  runCommand,
  UNMUTE_FALLBACK_PERCENT,
  type CommandDeps,
  type ShellCommands,
} from '../../../../electron/core/features/command-line/run-command'
import {
  createRecentDevices,
  DEVICES_FRESH_MS,
  PLAYER_FRESH_MS,
} from '../../../../electron/core/features/command-line/recent-devices'
import { aDevice, aState, aTrack, NOW } from '../../../support/playback-states'

const ID = '4aawyAB9vmqN3uQ7FjRGTy'
const text: OutputOptions = { json: false, format: null, follow: false }
const json: OutputOptions = { json: true, format: null, follow: false }
const devices: Device[] = [
  aDevice(),
  aDevice({ id: 'dev-phone', name: 'Pocket Phone', type: 'Smartphone', isActive: false, volumePercent: 55 }),
  aDevice({
    id: 'dev-kitchen',
    name: 'Kitchen Speaker',
    type: 'Speaker',
    isActive: false,
    volumePercent: null,
  }),
]

/**
 * The command over a player played by the test: every `encore.api.playback` method a spy answering the state,
 * notices and published states sent by the test (as the engine sends them), a clock at NOW.
 */
function setup(
  options: {
    state?: PlaybackState
    notice?: Notice
    /** Said a moment after the operation answered (a slider's command: the service refuses later). */
    later?: Notice
    /** Published a moment after the operation answered (the read that follows a command). */
    laterState?: PlaybackState
    shell?: ShellCommands
    audible?: number
  } = {},
) {
  const state = options.state ?? aState()
  const noticeListeners = new Set<(notice: Notice) => void>()
  const stateListeners = new Set<(state: PlaybackState) => void>()
  /** What the engine says while a command runs (a refusal, a failure). */
  const act = async () => {
    if (options.notice) for (const listener of noticeListeners) listener(options.notice)
    setTimeout(() => {
      if (options.later) for (const listener of noticeListeners) listener(options.later)
      if (options.laterState) for (const listener of stateListeners) listener(options.laterState)
    }, 5)
    return state
  }
  const playback = {
    get: vi.fn(async () => state),
    play: vi.fn(act),
    pause: vi.fn(act),
    togglePlay: vi.fn(act),
    next: vi.fn(act),
    previous: vi.fn(act),
    seek: vi.fn(act),
    setVolume: vi.fn(act),
    setRepeat: vi.fn(act),
    setShuffle: vi.fn(act),
    transfer: vi.fn(act),
    setSaved: vi.fn(act),
    addToQueue: vi.fn(async () => (await act(), { upNext: [aTrack()] })),
    devices: vi.fn(async () => devices),
    queue: vi.fn(async () => ({
      upNext: [aTrack(), aTrack({ name: 'So What', artists: [{ id: 'a1', name: 'Miles Davis', uri: 'x' }] })],
    })),
  }
  const openLink = vi.fn()
  const deps: CommandDeps = {
    playback: playback as unknown as CommandDeps['playback'],
    onNotice: (listener) => (noticeListeners.add(listener), () => noticeListeners.delete(listener)),
    onState: (listener) => (stateListeners.add(listener), () => stateListeners.delete(listener)),
    openLink,
    shell: options.shell ?? {},
    clock: {
      now: () => NOW,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as never),
    },
    audibleVolume: () => options.audible ?? null,
    settleMs: 20,
  }
  return {
    deps,
    playback,
    openLink,
    publish: (next: PlaybackState) => stateListeners.forEach((l) => l(next)),
  }
}

describe('runCommand maps each command onto one playback operation', () => {
  const album = { kind: 'album' as const, id: ID, uri: `spotify:album:${ID}` }
  const track = { kind: 'track' as const, id: ID, uri: `spotify:track:${ID}` }
  const episode = { kind: 'episode' as const, id: ID, uri: `spotify:episode:${ID}` }
  // The state: track at 0:30 of 3:20, playing, volume 60, shuffle off, repeat off, not saved.
  const cases: [Command, string, unknown][] = [
    [{ name: 'play', link: null }, 'play', undefined],
    [{ name: 'play', link: album }, 'play', { contextUri: album.uri }],
    [{ name: 'play', link: track }, 'play', { uris: [track.uri] }],
    [{ name: 'play', link: episode }, 'play', { uris: [episode.uri] }],
    [{ name: 'pause' }, 'pause', undefined],
    [{ name: 'toggle' }, 'togglePlay', undefined],
    [{ name: 'next' }, 'next', undefined],
    [{ name: 'previous' }, 'previous', undefined],
    [{ name: 'seek', ms: { relative: true, delta: 15_000 } }, 'seek', { positionMs: 45_000 }],
    [{ name: 'seek', ms: { relative: true, delta: -40_000 } }, 'seek', { positionMs: 0 }],
    [{ name: 'seek', ms: { relative: false, value: 90_000 } }, 'seek', { positionMs: 90_000 }],
    [{ name: 'seek', ms: { relative: false, value: 999_000 } }, 'seek', { positionMs: 199_000 }],
    [{ name: 'volume', percent: { relative: true, delta: 5 } }, 'setVolume', { percent: 65 }],
    [{ name: 'volume', percent: { relative: true, delta: -70 } }, 'setVolume', { percent: 0 }],
    [{ name: 'volume', percent: { relative: false, value: 40 } }, 'setVolume', { percent: 40 }],
    [{ name: 'mute' }, 'setVolume', { percent: 0 }],
    [{ name: 'shuffle', to: 'on' }, 'setShuffle', { on: true }],
    [{ name: 'shuffle', to: 'off' }, 'setShuffle', { on: false }],
    [{ name: 'shuffle', to: 'toggle' }, 'setShuffle', { on: true }],
    [{ name: 'repeat', to: 'track' }, 'setRepeat', { mode: 'track' }],
    [{ name: 'repeat', to: 'cycle' }, 'setRepeat', { mode: 'context' }],
    [{ name: 'like' }, 'setSaved', { saved: true }],
    [{ name: 'unlike' }, 'setSaved', { saved: false }],
    [{ name: 'like-toggle' }, 'setSaved', { saved: true }],
    [{ name: 'queue', link: track }, 'addToQueue', { uri: track.uri }],
    [{ name: 'device', target: 'pocket' }, 'transfer', { deviceId: 'dev-phone' }],
    [{ name: 'device', target: 'DEV-KITCHEN' }, 'transfer', { deviceId: 'dev-kitchen' }],
  ]

  it('calls that operation, with what it needs, and prints nothing', async () => {
    for (const [command, verb, input] of cases) {
      const { deps, playback } = setup()
      const reply = await runCommand(command, text, deps)
      const label = JSON.stringify(command)
      expect(reply, label).toEqual({ code: 0, out: [], message: null })
      const fn = playback[verb as keyof typeof playback]
      expect(fn, label).toHaveBeenCalledOnce()
      if (input !== undefined) expect(fn, label).toHaveBeenCalledWith(input)
    }
  })

  it('unmutes to the last volume heard above zero, or to the fallback', async () => {
    const muted = aState({ device: aDevice({ volumePercent: 0 }) })
    const remembered = setup({ state: muted, audible: 35 })
    await runCommand({ name: 'unmute' }, text, remembered.deps)
    expect(remembered.playback.setVolume).toHaveBeenCalledWith({ percent: 35 })
    const unknown = setup({ state: muted })
    await runCommand({ name: 'unmute' }, text, unknown.deps)
    expect(unknown.playback.setVolume).toHaveBeenCalledWith({ percent: UNMUTE_FALLBACK_PERCENT })
    const audible = setup()
    expect(await runCommand({ name: 'unmute' }, text, audible.deps)).toMatchObject({ code: 0 })
    expect(audible.playback.setVolume).not.toHaveBeenCalled()
  })

  it('prints the player’s state with --json', async () => {
    const { deps } = setup()
    const reply = await runCommand({ name: 'next' }, json, deps)
    expect(JSON.parse(reply.out[0]!)).toMatchObject({ state: 'playing', track: { name: 'Blue in Green' } })
  })
})

describe('runCommand: the reads', () => {
  it('status, devices and the queue, as text and JSON', async () => {
    const { deps } = setup()
    expect((await runCommand({ name: 'status' }, text, deps)).out).toEqual([
      'Playing: Miles Davis, Bill Evans – Blue in Green (0:30/3:20) on Encore Desktop',
    ])
    expect((await runCommand({ name: 'status' }, { ...text, format: '{title}|{volume}' }, deps)).out).toEqual(
      ['Blue in Green|60'],
    )
    expect(JSON.parse((await runCommand({ name: 'status' }, json, deps)).out[0]!)).toMatchObject({
      status: 'ok',
      state: 'playing',
      positionMs: 30_000,
      device: { name: 'Encore Desktop', volumePercent: 60 },
    })
    expect((await runCommand({ name: 'devices' }, text, deps)).out).toEqual([
      '* Encore Desktop (Computer, volume 60%)',
      '  Pocket Phone (Smartphone, volume 55%)',
      '  Kitchen Speaker (Speaker)',
    ])
    expect(JSON.parse((await runCommand({ name: 'devices' }, json, deps)).out[0]!)).toHaveLength(3)
    expect((await runCommand({ name: 'queue-list' }, text, deps)).out).toEqual([
      '1. Miles Davis, Bill Evans – Blue in Green',
      '2. Miles Davis – So What',
    ])
    expect(JSON.parse((await runCommand({ name: 'queue-list' }, json, deps)).out[0]!)[1]).toEqual({
      uri: 'spotify:track:track0001',
      name: 'So What',
      artists: ['Miles Davis'],
      album: 'Kind of Blue',
      durationMs: 200_000,
    })
  })
})

describe('runCommand: what is not done says why, with its exit code', () => {
  it('4 when nobody is signed in, before anything is sent', async () => {
    const { deps, playback } = setup({ state: aState({ status: 'signed-out', track: null, device: null }) })
    for (const command of [{ name: 'next' }, { name: 'status' }, { name: 'devices' }] as Command[]) {
      expect(await runCommand(command, text, deps)).toEqual({
        code: 4,
        out: [],
        message: 'Not signed in: open Encore and sign in first.',
      })
    }
    expect(playback.next).not.toHaveBeenCalled()
    expect(playback.devices).not.toHaveBeenCalled()
  })

  it('5 with the notice the engine sent (the page shows the same words)', async () => {
    const cases: [Notice, number, string][] = [
      [
        {
          level: 'warning',
          code: 'PREMIUM_REQUIRED',
          message: 'Controlling playback needs a Premium account.',
        },
        5,
        'Controlling playback needs a Premium account.',
      ],
      [
        { level: 'warning', code: 'NETWORK', message: 'Encore cannot reach Spotify right now.' },
        5,
        'Encore cannot reach Spotify right now.',
      ],
      [
        {
          level: 'warning',
          code: 'RATE_LIMITED',
          message: 'Spotify asked Encore to wait. Try again in 12 s.',
        },
        5,
        'Spotify asked Encore to wait. Try again in 12 s.',
      ],
      [
        { level: 'info', code: 'CHOOSE_DEVICE', message: 'Choose where to play.' },
        5,
        'No device is playing: choose one with encore device NAME (encore devices lists them).',
      ],
      [
        { level: 'warning', code: 'NOT_SIGNED_IN', message: 'Sign in to skip to the next track.' },
        4,
        'Sign in to skip to the next track.',
      ],
    ]
    for (const [notice, code, message] of cases) {
      const { deps } = setup({ notice })
      expect(await runCommand({ name: 'next' }, text, deps), notice.code).toEqual({ code, out: [], message })
    }
    const queued = setup({ notice: { level: 'info', code: 'QUEUED', message: 'Added to the queue.' } })
    const link = { kind: 'track' as const, id: ID, uri: `spotify:track:${ID}` }
    expect(await runCommand({ name: 'queue', link }, text, queued.deps)).toMatchObject({ code: 0 })
  })

  it('5 when the volume or position cannot change, without sending', async () => {
    const fixed = setup({
      state: aState({ device: aDevice({ name: 'Kitchen Speaker', volumePercent: null }) }),
    })
    expect(
      await runCommand({ name: 'volume', percent: { relative: true, delta: 5 } }, text, fixed.deps),
    ).toEqual({
      code: 5,
      out: [],
      message: 'Kitchen Speaker does not let apps change its volume.',
    })
    const nothing = setup({ state: aState({ track: null }) })
    expect(
      await runCommand({ name: 'seek', ms: { relative: true, delta: 5_000 } }, text, nothing.deps),
    ).toMatchObject({
      code: 5,
      message: 'Nothing is playing, so there is nothing to move within.',
    })
    expect(fixed.playback.setVolume).not.toHaveBeenCalled()
    expect(nothing.playback.seek).not.toHaveBeenCalled()
  })

  it('a seek or volume hears a refusal that comes after its answer, until the next read', async () => {
    const refusal: Notice = {
      level: 'warning',
      code: 'REFUSED',
      message: 'Encore could not move within the track.',
    }
    const refused = setup({ later: refusal })
    const seek: Command = { name: 'seek', ms: { relative: true, delta: 5_000 } }
    expect(await runCommand(seek, text, { ...refused.deps, settleMs: 5_000 })).toMatchObject({
      code: 5,
      message: 'Encore could not move within the track.',
    })
    // A read after the command ends the wait: done, long before the wait's end.
    const confirmed = setup({ laterState: aState({ readAt: NOW + 1 }) })
    const started = Date.now()
    const volume: Command = { name: 'volume', percent: { relative: false, value: 30 } }
    expect(await runCommand(volume, text, { ...confirmed.deps, settleMs: 5_000 })).toMatchObject({ code: 0 })
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('2 for a device that is not there or not one', async () => {
    const { deps, playback } = setup()
    expect(await runCommand({ name: 'device', target: 'Garage' }, text, deps)).toEqual({
      code: 2,
      out: [],
      message:
        'device: no device is called “Garage”; the devices are Encore Desktop, Pocket Phone, Kitchen Speaker',
    })
    expect(playback.transfer).not.toHaveBeenCalled()
  })

  it('the windows: through the shell; browser mode has none', async () => {
    const shell = { show: vi.fn(), hide: vi.fn(), mini: vi.fn(), quit: vi.fn() }
    for (const name of ['show', 'hide', 'mini'] as const) {
      expect(await runCommand({ name }, text, setup({ shell }).deps)).toMatchObject({ code: 0 })
      expect(shell[name]).toHaveBeenCalledOnce()
      expect(await runCommand({ name }, text, setup().deps)).toEqual({
        code: 5,
        out: [],
        message: `Browser mode has no windows: ${name} needs the desktop app.`,
      })
    }
    // Browser mode shows no window: `show` prints a fresh link to its page (a second start hands over with it).
    const pageLink = vi.fn(() => 'http://127.0.0.1:4100/?token=fresh')
    expect(await runCommand({ name: 'show' }, text, setup({ shell: { pageLink } }).deps)).toEqual({
      code: 0,
      out: ['http://127.0.0.1:4100/?token=fresh'],
      message: null,
    })
    const quit = await runCommand({ name: 'quit' }, text, setup({ shell }).deps)
    expect(shell.quit, 'not before the reply is sent').not.toHaveBeenCalled()
    quit.after?.()
    expect(shell.quit).toHaveBeenCalledOnce()
  })

  it('open: shows the main window and the item; shows and episodes have no page yet', async () => {
    const shell = { show: vi.fn() }
    const album = { kind: 'album' as const, id: ID, uri: `spotify:album:${ID}` }
    const { deps, openLink } = setup({ shell })
    expect(await runCommand({ name: 'open', link: album }, text, deps)).toMatchObject({ code: 0 })
    expect(shell.show).toHaveBeenCalledOnce()
    expect(openLink).toHaveBeenCalledWith(album)
    const show = { kind: 'show' as const, id: ID, uri: `spotify:show:${ID}` }
    expect(await runCommand({ name: 'open', link: show }, text, deps)).toEqual({
      code: 5,
      out: [],
      message: 'Encore has no page for shows yet; play it with encore play instead.',
    })
  })
})

describe('device: the requests a move costs', () => {
  const memoryAt = (at: { now: number }) => createRecentDevices({ now: () => at.now })

  it('matches against a list read moments ago instead of reading it again', async () => {
    const at = { now: NOW }
    const recent = memoryAt(at)
    const { deps, playback } = setup()
    deps.devices = recent
    await runCommand({ name: 'device', target: 'pocket' }, text, deps)
    await runCommand({ name: 'device', target: 'kitchen' }, text, deps)
    expect(playback.devices).toHaveBeenCalledOnce()
    expect(playback.transfer.mock.calls).toEqual([[{ deviceId: 'dev-phone' }], [{ deviceId: 'dev-kitchen' }]])
    at.now += DEVICES_FRESH_MS + 1
    await runCommand({ name: 'device', target: 'pocket' }, text, deps)
    expect(playback.devices, 'an older list is read again').toHaveBeenCalledTimes(2)
  })

  it('reads the list again when the fresh one does not know the name', async () => {
    const { deps, playback } = setup()
    deps.devices = memoryAt({ now: NOW })
    deps.devices.keep([aDevice()])
    await runCommand({ name: 'device', target: 'kitchen' }, text, deps)
    expect(playback.devices).toHaveBeenCalledOnce()
    expect(playback.transfer).toHaveBeenCalledWith({ deviceId: 'dev-kitchen' })
  })

  it('keeps no list from a read the service refused', async () => {
    const { deps, playback } = setup()
    const listeners: ((notice: Notice) => void)[] = []
    deps.onNotice = (listener) => (listeners.push(listener), () => {})
    // As the engine answers a refused read: the devices it knew, and a notice.
    playback.devices.mockImplementation(async () => {
      for (const listener of listeners) listener({ level: 'error', message: 'Encore is offline.' })
      return devices
    })
    deps.devices = memoryAt({ now: NOW })
    expect(await runCommand({ name: 'device', target: 'pocket' }, text, deps)).toMatchObject({ code: 5 })
    expect(deps.devices.recent()).toBeNull()
    expect(playback.transfer).not.toHaveBeenCalled()
  })

  it('sends no transfer to the device the player plays on, as read just now', async () => {
    const { deps, playback } = setup()
    expect(await runCommand({ name: 'device', target: 'encore desktop' }, text, deps)).toEqual({
      code: 0,
      out: [],
      message: null,
    })
    expect(playback.transfer).not.toHaveBeenCalled()
  })

  it('transfers when the player is paused there, or its read is not recent', async () => {
    for (const state of [
      aState({ isPlaying: false }),
      aState({ readAt: NOW - PLAYER_FRESH_MS - 1 }),
      aState({ device: null }),
    ]) {
      const { deps, playback } = setup({ state })
      await runCommand({ name: 'device', target: 'encore desktop' }, text, deps)
      expect(playback.transfer, JSON.stringify(state.device)).toHaveBeenCalledWith({
        deviceId: 'dev-desktop',
      })
    }
  })

  it('shuffle is one operation and reads no devices', async () => {
    const { deps, playback } = setup()
    await runCommand({ name: 'shuffle', to: 'toggle' }, text, deps)
    expect(playback.setShuffle).toHaveBeenCalledOnce()
    expect(playback.devices).not.toHaveBeenCalled()
    expect(playback.transfer).not.toHaveBeenCalled()
  })
})
