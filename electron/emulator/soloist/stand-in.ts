import { mkdir, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { WebSocketServer, type WebSocket } from 'ws'
import { z } from 'zod'
import { playableIdOfUri } from '../http/spotify-uri'
import * as commands from '../player/commands'
import { userWorld } from '../routes/player-world'
import type { ServiceContext } from '../service-context'
import { deviceIdOf } from '../state/player-state'
import { authStateEvent, playbackStateEvent, queueChangedEvent } from './events'

/**
 * A stand-in for Spotify Soloist, so tests and the demo run without Spotify's binary: a WebSocket server on
 * 127.0.0.1 speaking Soloist's local protocol, its endpoint written to `ws.addr`/`ws.port` in its data folder
 * (removed on close), and a Connect device of the demo user's that the Web API lists and plays on. Whatever
 * the emulated player does while that device is active (a Web API command, the simulation moving on) is
 * pushed as Soloist's events; its own commands act on the same player.
 */

export const DEFAULT_SOLOIST_NAME = 'This computer (Encore)'
/**
 * How often the player is compared with what was last pushed while it plays (real time: events follow within
 * this). While nothing plays only a request, a command or a test control changes it: each request and command
 * is followed by a look, and the slow look catches the rest, so an idle demo does not wake 20 times a second.
 */
const WATCH_MS = 50
const IDLE_WATCH_MS = 2_000
/** How far the position may stray from where it should be before it counts as a seek. */
const SEEK_SLACK_MS = 1_000

export interface SoloistStandInOptions {
  dataDir: string
  deviceName?: string
}

export interface SoloistStandIn {
  url: string
  port: number
  dataDir: string
  deviceId: string
  deviceName: string
  /** Logs the user out (auth_state with logged_in false) or back in. */
  setLoggedIn(loggedIn: boolean): void
  /** Drops every connection, as a crash of Soloist's socket would. */
  dropConnections(): void
  /** Frames sent to clients, newest last (tests read what went out). */
  sent(): Record<string, unknown>[]
  close(): Promise<void>
}

const command = <C extends string>(name: C) =>
  z.strictObject({ type: z.literal('command'), command: z.literal(name) })
const toggle = <C extends string>(name: C) => command(name).extend({ enabled: z.boolean() })

/** The reference's commands the stand-in carries out (what Encore sends, and the state and auth queries). */
const CommandSchema = z.discriminatedUnion('command', [
  command('play'),
  command('pause'),
  command('skip_next'),
  command('skip_prev'),
  command('get_state'),
  command('get_auth_state'),
  command('seek').extend({ position_ms: z.number().int().min(0) }),
  command('set_volume').extend({ volume: z.number().int().min(0).max(100) }),
  toggle('set_shuffle'),
  toggle('set_repeat_context'),
  toggle('set_repeat_track'),
  command('add_to_queue').extend({ uri: z.string().max(200) }),
])
type StandInCommand = z.infer<typeof CommandSchema>

/** The stand-in's Connect device among the demo user's, first, unless it is there already. */
function listDevice(devices: ReturnType<typeof userWorld>['player']['devices'], id: string, name: string) {
  if (devices.some((device) => device.id === id)) return
  devices.unshift({ id, name, type: 'Computer', volumePercent: 100, restricted: false })
}

/** Takes the stand-in's device off the demo user's list again. */
function unlistDevice(devices: ReturnType<typeof userWorld>['player']['devices'], id: string) {
  const index = devices.findIndex((device) => device.id === id)
  if (index !== -1) devices.splice(index, 1)
}

/** Where Soloist's clients find it: `ws.addr` and `ws.port` in its data folder. */
async function writeEndpoint(dataDir: string, port: number): Promise<void> {
  await mkdir(dataDir, { recursive: true })
  await writeFile(join(dataDir, 'ws.addr'), '127.0.0.1\n')
  await writeFile(join(dataDir, 'ws.port'), `${port}\n`)
}

async function removeEndpoint(dataDir: string): Promise<void> {
  await Promise.all(['ws.addr', 'ws.port'].map((name) => rm(join(dataDir, name), { force: true })))
}

/**
 * What a command frame brings back to its sender: an error, a state asked for, or nothing (its events
 * follow).
 */
function answerFrame(
  ctx: ServiceContext,
  stand: { deviceId: string; loggedIn: boolean; current: () => ReturnType<typeof userWorld> },
  frame: string,
): Record<string, unknown> | 'state' | 'auth' | null {
  let command: StandInCommand
  try {
    const parsed = CommandSchema.safeParse(JSON.parse(frame))
    if (!parsed.success) return refusal('bad_request', 'Unknown or malformed command.')
    command = parsed.data
  } catch {
    return refusal('bad_request', 'Frames must be JSON text.')
  }
  if (command.command === 'get_auth_state') return 'auth'
  if (!stand.loggedIn) return refusal('not_logged_in', 'No user is logged in.')
  if (command.command === 'get_state') return 'state'
  const current = stand.current()
  if (current.player.activeDeviceId !== stand.deviceId)
    return refusal('not_active', 'This device is not active.')
  try {
    applyCommand(ctx, stand.deviceId, current, command)
    return null
  } catch (error) {
    return refusal('command_failed', error instanceof Error ? error.message : 'The command failed.')
  }
}

/** Carries out one of Soloist's commands on the emulated player, as its device. */
function applyCommand(
  ctx: ServiceContext,
  deviceId: string,
  current: ReturnType<typeof userWorld>,
  command: StandInCommand,
): void {
  const now = ctx.clock.now()
  switch (command.command) {
    case 'play':
      return commands.play(current, ctx.state.playlists, { deviceId }, now)
    case 'pause':
      return commands.pause(current, deviceId, now)
    case 'skip_next':
      return commands.next(current, deviceId, now)
    case 'skip_prev':
      return commands.previous(current, deviceId, now)
    case 'seek':
      return commands.seek(current, deviceId, command.position_ms, now)
    case 'set_volume':
      return commands.setVolume(current, deviceId, command.volume)
    case 'set_shuffle':
      return commands.setShuffle(current, deviceId, command.enabled, now)
    case 'set_repeat_context':
    case 'set_repeat_track': {
      // Two toggles on the wire, one mode in the player: track repeat wins while it is on.
      const track =
        command.command === 'set_repeat_track' ? command.enabled : current.player.repeat === 'track'
      const context =
        command.command === 'set_repeat_context' ? command.enabled : current.player.repeat === 'context'
      return commands.setRepeat(current, deviceId, track ? 'track' : context ? 'context' : 'off', now)
    }
    case 'add_to_queue':
      return commands.addToQueue(current, deviceId, playableIdOfUri(ctx.catalog, command.uri, 'uri'))
    case 'get_state':
    case 'get_auth_state':
      return
  }
}

export async function startSoloistStandIn(
  ctx: ServiceContext,
  options: SoloistStandInOptions,
): Promise<SoloistStandIn> {
  const userId = ctx.catalog.demoUserId
  const deviceName = options.deviceName ?? DEFAULT_SOLOIST_NAME
  const deviceId = deviceIdOf(userId, deviceName)
  const world = () => userWorld(ctx, userId)
  listDevice(world().player.devices, deviceId, deviceName)

  let loggedIn = true
  const sentFrames: Record<string, unknown>[] = []
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 64 * 1024 })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const port = (server.address() as AddressInfo).port

  const send = (socket: WebSocket, event: Record<string, unknown>) => {
    sentFrames.push(event)
    if (sentFrames.length > 1_000) sentFrames.shift()
    socket.send(JSON.stringify(event))
  }
  const broadcast = (event: Record<string, unknown>) => {
    for (const socket of server.clients) send(socket, event)
  }
  const playback = () => {
    const current = world()
    return {
      state: playbackStateEvent(ctx.catalog, ctx.urls, current.player, deviceId, ctx.clock.now()),
      queue: queueChangedEvent(ctx.catalog, ctx.urls, current.player, deviceId),
    }
  }

  // What was last pushed. Progress moves by itself and is not news; a seek is: the position then leaves where
  // the last event's position, moved on by the time since, puts it.
  let lastState = ''
  let lastQueue = ''
  let last = { positionMs: 0, at: 0, playing: false }
  const watch = () => {
    if (!loggedIn || server.clients.size === 0) return
    const now = ctx.clock.now()
    const { state, queue } = playback()
    const position = state.position as { position_ms: number } | undefined
    const positionMs = position?.position_ms ?? 0
    const expected = last.positionMs + (last.playing ? now - last.at : 0)
    const stateKey = JSON.stringify({ ...state, position: undefined })
    if (stateKey !== lastState || Math.abs(positionMs - expected) > SEEK_SLACK_MS) {
      lastState = stateKey
      last = { positionMs, at: now, playing: state.status === 'playing' }
      broadcast(state)
    }
    const queueKey = JSON.stringify(queue)
    if (queueKey !== lastQueue) {
      lastQueue = queueKey
      broadcast(queue)
    }
  }
  const looks = lookRhythm(watch, {
    playing: () => last.playing,
    awake: () => loggedIn && server.clients.size > 0,
  })
  const stopFollowingRequests = ctx.traffic.onEnd(looks.now)

  server.on('connection', (socket) => {
    socket.once('close', looks.later)
    looks.soon()
    const { state, queue } = playback()
    send(socket, authStateEvent(loggedIn, state.is_active === true))
    if (loggedIn) {
      send(socket, state)
      send(socket, queue)
    }
    socket.on('message', (data, isBinary) => {
      const answer = isBinary
        ? refusal('bad_request', 'Frames must be JSON text.')
        : answerFrame(ctx, { deviceId, loggedIn, current: world }, String(data))
      if (answer === 'state') send(socket, playback().state)
      else if (answer === 'auth') send(socket, authStateEvent(loggedIn, playback().state.is_active === true))
      else if (answer) send(socket, answer)
      looks.now()
    })
  })

  await writeEndpoint(options.dataDir, port)

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    dataDir: options.dataDir,
    deviceId,
    deviceName,
    setLoggedIn(next) {
      loggedIn = next
      lastState = ''
      lastQueue = ''
      const { state } = playback()
      broadcast(authStateEvent(next, state.is_active === true))
      looks.now()
    },
    dropConnections() {
      for (const socket of server.clients) socket.terminate()
    },
    sent: () => [...sentFrames],
    async close() {
      looks.stop()
      stopFollowingRequests()
      for (const socket of server.clients) socket.terminate()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await removeEndpoint(options.dataDir)
      unlistDevice(world().player.devices, deviceId)
    },
  }
}

/**
 * When the stand-in looks at the player: `now()` looks at once (after a request, a command) and arms the next
 * look, WATCH_MS away while it plays and IDLE_WATCH_MS otherwise; `soon()` looks WATCH_MS from now (a new
 * client); `later()` re-arms without looking (a client left). Nothing is armed while `awake()` is false.
 */
export function lookRhythm(watch: () => void, player: { playing(): boolean; awake(): boolean }) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const arm = (ms: number) => {
    clearTimeout(timer)
    timer = undefined
    if (!stopped && player.awake()) timer = setTimeout(now, ms)
  }
  const later = () => arm(player.playing() ? WATCH_MS : IDLE_WATCH_MS)
  function now() {
    watch()
    later()
  }
  return {
    now,
    later,
    soon: () => arm(WATCH_MS),
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

function refusal(code: string, message: string): Record<string, unknown> {
  return { type: 'error', code, message }
}
