import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import * as dbus from '@jellybrick/dbus-next'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PlaybackState } from '../../../../../electron/contract'
import type { EngineCall } from '../../../../../electron/core/features/desktop/mpris/mpris-model'
import {
  MPRIS_BUS_NAME,
  MPRIS_PATH,
  MPRIS_PLAYER_INTERFACE,
  MPRIS_ROOT_INTERFACE,
  startMprisPlayer,
  type MprisPlayer,
} from '../../../../../electron/core/features/desktop/mpris/mpris-service'
import { ManualClock } from '../../../../support/manual-clock'
import { aState, aTrack, NOW } from '../../../../support/playback-states'
import { startPrivateBus, type PrivateBus } from '../../../../support/private-dbus'

/**
 * The MPRIS player on a private session bus (a `dbus-daemon` this file starts), driven by a fake engine and
 * called by a second, independent D-Bus client the way `playerctl` and the desktops' media widgets do.
 */

const bus: PrivateBus = await startPrivateBus()
if (!bus.available) {
  process.stderr.write(`[mpris-dbus.test] skipped: ${bus.reason}\n`)
}
const PROPERTIES = 'org.freedesktop.DBus.Properties'

/** A stand-in for the engine: a state the test sets, and the calls the player made. */
function fakeEngine(initial: PlaybackState) {
  let state = initial
  const listeners = new Set<(state: PlaybackState) => void>()
  const calls: EngineCall[] = []
  return {
    calls,
    set(next: PlaybackState) {
      state = next
      for (const listener of listeners) listener(state)
    },
    playback: {
      state: () => state,
      onState(listener: (state: PlaybackState) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      async call(call: EngineCall) {
        calls.push(call)
      },
    },
  }
}

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

describe.runIf(bus.available)('the MPRIS player on a private session bus', () => {
  const address = bus.available ? bus.address : ''
  let client: dbus.MessageBus
  let player: MprisPlayer | undefined
  let engine: ReturnType<typeof fakeEngine>
  let clock: ManualClock
  const raise = vi.fn()
  const signals: dbus.Message[] = []

  /** One method call from the second client, answering the reply's body. */
  async function call(
    iface: string,
    member: string,
    signature = '',
    body: unknown[] = [],
    destination = MPRIS_BUS_NAME,
  ): Promise<unknown[]> {
    const reply = await client.call(
      new dbus.Message({ destination, path: MPRIS_PATH, interface: iface, member, signature, body }),
    )
    return reply?.body ?? []
  }
  const get = async (iface: string, name: string) =>
    ((await call(PROPERTIES, 'Get', 'ss', [iface, name]))[0] as dbus.Variant).value
  const set = (name: string, variant: dbus.Variant) =>
    call(PROPERTIES, 'Set', 'ssv', [MPRIS_PLAYER_INTERFACE, name, variant])

  beforeAll(async () => {
    client = dbus.sessionBus({ busAddress: address })
    await client.call(
      new dbus.Message({
        destination: 'org.freedesktop.DBus',
        path: '/org/freedesktop/DBus',
        interface: 'org.freedesktop.DBus',
        member: 'AddMatch',
        signature: 's',
        body: [`type='signal',path='${MPRIS_PATH}'`],
      }),
    )
    client.on('message', (message) => {
      if (message.type === dbus.MessageType.SIGNAL) signals.push(message)
    })
  })

  async function start(state: PlaybackState = aState({ sampledAt: NOW })) {
    clock = new ManualClock(NOW)
    engine = fakeEngine(state)
    signals.length = 0
    raise.mockClear()
    player = await startMprisPlayer({
      playback: engine.playback,
      clock,
      logger: quiet,
      busAddress: address,
      instanceId: 'test',
      identity: 'Encore',
      desktopEntry: 'encore',
      raise,
    })
    return player
  }

  afterEach(async () => {
    await player?.stop()
    player = undefined
  })

  afterAll(async () => {
    client?.disconnect()
    if (bus.available) await bus.stop()
  })

  it('takes its well-known name and describes itself (org.mpris.MediaPlayer2)', async () => {
    await start()
    const [owned] = await call(
      'org.freedesktop.DBus',
      'NameHasOwner',
      's',
      [MPRIS_BUS_NAME],
      'org.freedesktop.DBus',
    )
    expect(owned).toBe(true)
    expect(await get(MPRIS_ROOT_INTERFACE, 'Identity')).toBe('Encore')
    expect(await get(MPRIS_ROOT_INTERFACE, 'DesktopEntry')).toBe('encore')
    expect(await get(MPRIS_ROOT_INTERFACE, 'CanRaise')).toBe(true)
    expect(await get(MPRIS_ROOT_INTERFACE, 'CanQuit')).toBe(false)
    await call(MPRIS_ROOT_INTERFACE, 'Raise')
    expect(raise).toHaveBeenCalledOnce()
  })

  it('answers GetAll with the metadata in MPRIS types', async () => {
    await start()
    const [all] = (await call(PROPERTIES, 'GetAll', 's', [MPRIS_PLAYER_INTERFACE])) as [
      Record<string, dbus.Variant>,
    ]
    expect(all['PlaybackStatus']?.value).toBe('Playing')
    expect(all['LoopStatus']?.value).toBe('None')
    expect(all['Volume']?.value).toBe(0.6)
    expect(all['CanGoNext']?.value).toBe(true)
    expect(all['CanControl']?.value).toBe(true)
    const metadata = all['Metadata']?.value as Record<string, dbus.Variant>
    expect(metadata['mpris:trackid']).toMatchObject({ signature: 'o', value: '/app/encore/track/track0001' })
    expect(metadata['mpris:length']).toMatchObject({ signature: 'x', value: 200_000_000n })
    expect(metadata['xesam:title']?.value).toBe('Blue in Green')
    expect(metadata['xesam:artist']).toMatchObject({ signature: 'as', value: ['Miles Davis', 'Bill Evans'] })
    expect(metadata['xesam:album']?.value).toBe('Kind of Blue')
    expect(metadata['mpris:artUrl']?.value).toBe('https://img.example/300.jpg')
  })

  it('extrapolates Position from the clock', async () => {
    await start(aState({ progressMs: 30_000, sampledAt: NOW }))
    expect(await get(MPRIS_PLAYER_INTERFACE, 'Position')).toBe(30_000_000n)
    clock.advance(2_500)
    expect(await get(MPRIS_PLAYER_INTERFACE, 'Position')).toBe(32_500_000n)
  })

  it('routes PlayPause, Next, Previous, Pause, Seek and SetPosition from another client to the engine', async () => {
    await start(aState({ progressMs: 30_000, sampledAt: NOW }))
    await call(MPRIS_PLAYER_INTERFACE, 'PlayPause')
    await call(MPRIS_PLAYER_INTERFACE, 'Next')
    await call(MPRIS_PLAYER_INTERFACE, 'Previous')
    await call(MPRIS_PLAYER_INTERFACE, 'Pause')
    await call(MPRIS_PLAYER_INTERFACE, 'Play') // already playing: nothing, as the specification says
    await call(MPRIS_PLAYER_INTERFACE, 'Seek', 'x', [10_000_000n])
    await call(MPRIS_PLAYER_INTERFACE, 'SetPosition', 'ox', ['/app/encore/track/track0001', 90_000_000n])
    await call(MPRIS_PLAYER_INTERFACE, 'SetPosition', 'ox', ['/app/encore/track/elsewhere', 90_000_000n])
    expect(engine.calls).toEqual([
      { id: 'player.toggle' },
      { id: 'player.next' },
      { id: 'player.previous' },
      { id: 'player.pause' },
      { id: 'player.seekTo', args: { positionMs: 40_000 } },
      { id: 'player.seekTo', args: { positionMs: 90_000 } },
    ])
  })

  it('takes writes of Volume, Shuffle and LoopStatus', async () => {
    await start()
    await set('Volume', new dbus.Variant('d', 0.25))
    await set('Shuffle', new dbus.Variant('b', true))
    await set('LoopStatus', new dbus.Variant('s', 'Track'))
    expect(engine.calls).toEqual([
      { id: 'player.volumeTo', args: { percent: 25 } },
      { id: 'player.setShuffle', args: { on: true } },
      { id: 'player.setRepeat', args: { mode: 'track' } },
    ])
  })

  it('announces changed properties with PropertiesChanged, and a jump with Seeked', async () => {
    await start(aState({ progressMs: 30_000, sampledAt: NOW }))
    engine.set(aState({ progressMs: 30_000, sampledAt: NOW, isPlaying: false, disallowed: [] }))
    await vi.waitFor(() => expect(signals.some((signal) => signal.member === 'PropertiesChanged')).toBe(true))
    const changed = signals.find((signal) => signal.member === 'PropertiesChanged')!
    expect(changed.body[0]).toBe(MPRIS_PLAYER_INTERFACE)
    expect(Object.keys(changed.body[1] as object)).toEqual(['PlaybackStatus'])
    expect((changed.body[1] as Record<string, dbus.Variant>)['PlaybackStatus']?.value).toBe('Paused')

    engine.set(aState({ progressMs: 150_000, sampledAt: NOW, isPlaying: false, disallowed: [] }))
    await vi.waitFor(() => expect(signals.some((signal) => signal.member === 'Seeked')).toBe(true))
    expect(signals.find((signal) => signal.member === 'Seeked')?.body).toEqual([150_000_000n])

    engine.set(
      aState({ track: aTrack({ id: 'track0002', uri: 'spotify:track:track0002', name: 'So What' }) }),
    )
    await vi.waitFor(() =>
      expect(
        signals.some(
          (signal) =>
            signal.member === 'PropertiesChanged' &&
            (signal.body[1] as Record<string, dbus.Variant>)['Metadata'] !== undefined,
        ),
      ).toBe(true),
    )
  })

  it('answers a real PlayPause from dbus-send, a separate client process (as playerctl sends it)', async (context) => {
    await start()
    const run = promisify(execFile)
    try {
      await run(
        'dbus-send',
        [
          `--bus=${address}`,
          '--print-reply',
          `--dest=${MPRIS_BUS_NAME}`,
          MPRIS_PATH,
          `${MPRIS_PLAYER_INTERFACE}.PlayPause`,
        ],
        { timeout: 10_000 },
      )
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      process.stderr.write(
        '[mpris-dbus.test] dbus-send is not installed; the separate-process call is skipped\n',
      )
      context.skip()
    }
    expect(engine.calls).toEqual([{ id: 'player.toggle' }])
  })

  it('is listed, read and controlled by playerctl itself', async (context) => {
    // Paused: playerctl extrapolates a playing position with its own clock, which would make it inexact.
    await start(aState({ progressMs: 30_000, sampledAt: NOW, isPlaying: false, disallowed: [] }))
    const run = promisify(execFile)
    const env = { ...process.env, DBUS_SESSION_BUS_ADDRESS: address }
    const playerctl = async (...args: string[]) =>
      (await run('playerctl', args, { env, timeout: 10_000 })).stdout.trim()
    try {
      expect(await playerctl('--list-all')).toBe('encore')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      process.stderr.write(
        '[mpris-dbus.test] playerctl is not installed (apt-get install playerctl); its check is skipped\n',
      )
      context.skip()
    }
    expect(await playerctl('-p', 'encore', 'status')).toBe('Paused')
    expect(
      await playerctl('-p', 'encore', 'metadata', '--format', '{{artist}} - {{title}} ({{album}})'),
    ).toBe('Miles Davis, Bill Evans - Blue in Green (Kind of Blue)')
    expect(await playerctl('-p', 'encore', 'position')).toBe('30.000000')
    await playerctl('-p', 'encore', 'play-pause')
    await playerctl('-p', 'encore', 'next')
    await playerctl('-p', 'encore', 'position', '90')
    await playerctl('-p', 'encore', 'volume', '0.3')
    await playerctl('-p', 'encore', 'loop', 'Playlist')
    expect(engine.calls).toEqual([
      { id: 'player.toggle' },
      { id: 'player.next' },
      { id: 'player.seekTo', args: { positionMs: 90_000 } },
      { id: 'player.volumeTo', args: { percent: 30 } },
      { id: 'player.setRepeat', args: { mode: 'context' } },
    ])
  })

  it('releases its name when stopped, and a second player takes the instance name', async () => {
    const first = await start()
    const second = await startMprisPlayer({
      playback: fakeEngine(aState()).playback,
      clock: new ManualClock(NOW),
      logger: quiet,
      busAddress: address,
      instanceId: '4242',
      identity: 'Encore',
      desktopEntry: 'encore',
    })
    expect(second.busName).toBe(`${MPRIS_BUS_NAME}.instance4242`)
    await second.stop()
    await first.stop()
    const [owned] = await call(
      'org.freedesktop.DBus',
      'NameHasOwner',
      's',
      [MPRIS_BUS_NAME],
      'org.freedesktop.DBus',
    )
    expect(owned).toBe(false)
  })
})

if (!bus.available) {
  describe('the MPRIS player on a private session bus', () => {
    process.stderr.write(`[mpris-dbus.test.ts] skipped: needs a private dbus-daemon: ${bus.reason}\n`)
    it.skip(`needs a private dbus-daemon: ${bus.reason}`, () => {})
  })
}
