import { describe, expect, it, vi } from 'vitest'
import type {
  Device,
  PlaybackState,
  PlayerCommandCall,
  PlayerCommandOutcome,
  YourQueueAnswer,
  YourQueueState,
} from '../../../../electron/contract'
import type { Command, OutputOptions } from '../../../../electron/core/features/command-line/command'
import { wireCommandOf } from '../../../../electron/core/features/command-line/player-call'
import {
  runCommand as runWire,
  type CommandDeps,
  type ShellCommands,
} from '../../../../electron/core/features/command-line/run-command'
import type { PlayerAnswer } from '../../../../electron/core/features/playback'
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

/** A parsed command run as it crosses the socket (the player's by id). */
const runCommand = (command: Command, output: OutputOptions, deps: CommandDeps) =>
  runWire(wireCommandOf(command), output, deps)

/**
 * The command over a player played by the test: every method of the playback feature's control a spy,
 * `run` (the player's dispatcher) answering the outcome the test gives, the queue and device operations the
 * outcome `operation` gives (as the engine answers them), a clock at NOW.
 */
function setup(
  options: {
    state?: PlaybackState
    /** What the queue and device operations answer (a refusal, a failure); done when absent. */
    operation?: PlayerCommandOutcome
    /** What the dispatcher answers for a player command. */
    outcome?: PlayerCommandOutcome
    shell?: ShellCommands
    /** What Encore's queue answers a change. */
    queueAnswer?: YourQueueAnswer
  } = {},
) {
  const state = options.state ?? aState()
  const done: PlayerCommandOutcome = { status: 'done' }
  const act = async (_input: unknown) => options.operation ?? done
  const playback = {
    state: vi.fn(() => state),
    run: vi.fn(async (_call: PlayerCommandCall) => options.outcome ?? done),
    transfer: vi.fn(act),
    devices: vi.fn(async (): Promise<PlayerAnswer<Device[]>> => ({ value: devices, outcome: done })),
    queue: vi.fn(async () => ({
      value: [aTrack(), aTrack({ name: 'So What', artists: [{ id: 'a1', name: 'Miles Davis', uri: 'x' }] })],
      outcome: done,
    })),
  }
  const openLink = vi.fn()
  const mine: YourQueueState = {
    items: [{ key: 'k1', uri: 'spotify:track:mine1', track: null, withSpotify: false }],
    skipping: null,
  }
  const answer = (): YourQueueAnswer => options.queueAnswer ?? { status: 'done', queue: mine }
  const yourQueue = {
    get: vi.fn(() => mine),
    add: vi.fn(answer),
    move: vi.fn(answer),
    remove: vi.fn(answer),
    clear: vi.fn(answer),
  }
  const deps: CommandDeps = {
    player: playback,
    yourQueue,
    onState: () => () => undefined,
    openLink,
    sleep: { set: async () => ({ status: 'done', timer: { mode: 'off' } }) },
    shell: options.shell ?? {},
    clock: {
      now: () => NOW,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as never),
    },
  }
  return { deps, playback, openLink, yourQueue }
}

describe('runCommand sends each player command to the dispatcher by id, and the others to one operation', () => {
  const album = { kind: 'album' as const, id: ID, uri: `spotify:album:${ID}` }
  const track = { kind: 'track' as const, id: ID, uri: `spotify:track:${ID}` }
  const episode = { kind: 'episode' as const, id: ID, uri: `spotify:episode:${ID}` }
  const cases: [Command, PlayerCommandCall][] = [
    [
      { name: 'play', link: null },
      { id: 'player.play', args: {} },
    ],
    [
      { name: 'play', link: album },
      { id: 'player.play', args: { uri: album.uri } },
    ],
    [
      { name: 'play', link: track },
      { id: 'player.play', args: { uri: track.uri } },
    ],
    [
      { name: 'play', link: episode },
      { id: 'player.play', args: { uri: episode.uri } },
    ],
    [{ name: 'pause' }, { id: 'player.pause' }],
    [{ name: 'toggle' }, { id: 'player.toggle' }],
    [{ name: 'next' }, { id: 'player.next' }],
    [{ name: 'previous' }, { id: 'player.previous' }],
    [
      { name: 'seek', ms: { relative: true, delta: 15_000 } },
      { id: 'player.seekBy', args: { deltaMs: 15_000 } },
    ],
    [
      { name: 'seek', ms: { relative: true, delta: -40_000 } },
      { id: 'player.seekBy', args: { deltaMs: -40_000 } },
    ],
    [
      { name: 'seek', ms: { relative: false, value: 90_000 } },
      { id: 'player.seekTo', args: { positionMs: 90_000 } },
    ],
    [
      { name: 'volume', percent: { relative: true, delta: 5 } },
      { id: 'player.volumeBy', args: { delta: 5 } },
    ],
    [
      { name: 'volume', percent: { relative: true, delta: -70 } },
      { id: 'player.volumeBy', args: { delta: -70 } },
    ],
    [
      { name: 'volume', percent: { relative: false, value: 40 } },
      { id: 'player.volumeTo', args: { percent: 40 } },
    ],
    [{ name: 'mute' }, { id: 'player.mute' }],
    [{ name: 'unmute' }, { id: 'player.unmute' }],
    [
      { name: 'shuffle', to: 'on' },
      { id: 'player.setShuffle', args: { on: true } },
    ],
    [
      { name: 'shuffle', to: 'off' },
      { id: 'player.setShuffle', args: { on: false } },
    ],
    [{ name: 'shuffle', to: 'toggle' }, { id: 'player.toggleShuffle' }],
    [
      { name: 'repeat', to: 'track' },
      { id: 'player.setRepeat', args: { mode: 'track' } },
    ],
    [{ name: 'repeat', to: 'cycle' }, { id: 'player.cycleRepeat' }],
    [{ name: 'like' }, { id: 'player.setSaved', args: { saved: true } }],
    [{ name: 'unlike' }, { id: 'player.setSaved', args: { saved: false } }],
    [{ name: 'like-toggle' }, { id: 'player.toggleSaved' }],
  ]

  it('runs that command once, and prints nothing', async () => {
    for (const [command, call] of cases) {
      const { deps, playback } = setup()
      const reply = await runCommand(command, text, deps)
      const label = JSON.stringify(command)
      expect(reply, label).toEqual({ code: 0, out: [], message: null })
      expect(playback.run, label).toHaveBeenCalledOnce()
      expect(playback.run, label).toHaveBeenCalledWith(call)
    }
  })

  it('queue: one change of Encore’s queue each, nothing sent to the player', async () => {
    const track = { kind: 'track' as const, id: ID, uri: `spotify:track:${ID}` }
    const cases: [Command, 'add' | 'move' | 'remove' | 'clear', unknown[]][] = [
      [{ name: 'queue', link: track }, 'add', [{ uri: track.uri, at: 'end' }]],
      [{ name: 'queue-move', from: 3, to: 1 }, 'move', [3, 1]],
      [{ name: 'queue-remove', position: 2 }, 'remove', [2]],
      [{ name: 'queue-clear' }, 'clear', []],
    ]
    for (const [command, verb, args] of cases) {
      const { deps, playback, yourQueue } = setup()
      expect(await runCommand(command, text, deps)).toEqual({ code: 0, out: [], message: null })
      expect(yourQueue[verb]).toHaveBeenCalledWith(...args)
      expect(playback.run).not.toHaveBeenCalled()
    }
  })

  it('device: one operation each', async () => {
    const cases: [Command, 'transfer', unknown][] = [
      [{ name: 'device', target: 'pocket' }, 'transfer', { deviceId: 'dev-phone' }],
      [{ name: 'device', target: 'DEV-KITCHEN' }, 'transfer', { deviceId: 'dev-kitchen' }],
    ]
    for (const [command, verb, input] of cases) {
      const { deps, playback } = setup()
      expect(await runCommand(command, text, deps)).toEqual({ code: 0, out: [], message: null })
      expect(playback[verb]).toHaveBeenCalledWith(input)
      expect(playback.run).not.toHaveBeenCalled()
    }
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
      'Queued by you:',
      '1. spotify:track:mine1',
      'Then from Spotify:',
      '- Miles Davis, Bill Evans – Blue in Green',
      '- Miles Davis – So What',
    ])
    const listed = JSON.parse((await runCommand({ name: 'queue-list' }, json, deps)).out[0]!)
    expect(listed[0]).toEqual({
      source: 'encore',
      position: 1,
      withSpotify: false,
      uri: 'spotify:track:mine1',
    })
    expect(listed[2]).toEqual({
      source: 'spotify',
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
    expect(playback.run).not.toHaveBeenCalled()
    expect(playback.devices).not.toHaveBeenCalled()
  })

  it('5 with the reason the dispatcher answered (the page’s notice says the same words)', async () => {
    const cases: [PlayerCommandOutcome, number, string][] = [
      [
        {
          status: 'refused',
          code: 'PREMIUM_REQUIRED',
          reason: 'Controlling playback needs a Premium account.',
        },
        5,
        'Controlling playback needs a Premium account.',
      ],
      [
        { status: 'refused', code: 'NETWORK', reason: 'Encore cannot reach Spotify right now.' },
        5,
        'Encore cannot reach Spotify right now.',
      ],
      [
        { status: 'refused', code: null, reason: 'Kitchen Speaker does not let apps change its volume.' },
        5,
        'Kitchen Speaker does not let apps change its volume.',
      ],
      [
        { status: 'refused', code: 'CHOOSE_DEVICE', reason: 'Choose where to play.' },
        5,
        'No device is playing: choose one with encore device NAME (encore devices lists them).',
      ],
      [
        { status: 'refused', code: 'NOT_SIGNED_IN', reason: 'Sign in to skip to the next track.' },
        4,
        'Sign in to skip to the next track.',
      ],
    ]
    for (const [outcome, code, message] of cases) {
      const { deps } = setup({ outcome })
      const label = outcome.status === 'refused' ? outcome.reason : ''
      expect(await runCommand({ name: 'next' }, text, deps), label).toEqual({ code, out: [], message })
      const volume: Command = { name: 'volume', percent: { relative: true, delta: 5 } }
      expect(await runCommand(volume, json, deps), label).toEqual({ code, out: [], message })
    }
  })

  it('5 for a full queue, 2 for a position out of range, with the words Encore’s queue gave', async () => {
    const link = { kind: 'track' as const, id: ID, uri: `spotify:track:${ID}` }
    const queue: YourQueueState = { items: [], skipping: null }
    const full = setup({
      queueAnswer: { status: 'refused', code: 'FULL', reason: 'Your queue is full.', queue },
    })
    expect(await runCommand({ name: 'queue', link }, text, full.deps)).toEqual({
      code: 5,
      out: [],
      message: 'Your queue is full.',
    })
    const range = setup({
      queueAnswer: {
        status: 'refused',
        code: 'POSITION',
        reason: 'There is no position 7. Use 1 to 3.',
        queue,
      },
    })
    expect(await runCommand({ name: 'queue-remove', position: 7 }, text, range.deps)).toEqual({
      code: 2,
      out: [],
      message: 'There is no position 7. Use 1 to 3.',
    })
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
    // As the engine answers a refused read: the devices it knew, and why not.
    playback.devices.mockImplementation(async () => ({
      value: devices,
      outcome: { status: 'refused', reason: 'Encore is offline.', code: null },
    }))
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
    expect(playback.run).toHaveBeenCalledExactlyOnceWith({ id: 'player.toggleShuffle' })
    expect(playback.devices).not.toHaveBeenCalled()
    expect(playback.transfer).not.toHaveBeenCalled()
  })
})
