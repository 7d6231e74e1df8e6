import { afterEach, describe, expect, it } from 'vitest'
import type { Device } from '../../../../electron/contract'
import { Emitter } from '../../../../electron/core/base/emitter'
import type { RuntimeFiles } from '../../../../electron/core/features/soloist/endpoint'
import {
  COMMAND_WORD_MS,
  createEngineFeed,
  createFollowingFeed,
  type FeedChange,
  type FeedSource,
  type EngineFeed,
} from '../../../../electron/core/features/soloist/engine-feed'
import {
  feedStep,
  feedView,
  initialFeedState,
  type FeedInput,
} from '../../../../electron/core/features/soloist/feed'
import type { SoloistLink } from '../../../../electron/core/features/soloist/link'
import type { FeedClient, FeedClientOptions } from '../../../../electron/core/features/soloist/feed-client'
import type { SoloistCommand, SoloistEvent } from '../../../../electron/core/features/soloist/protocol'
import { createMemoryLogger } from '../../../support/memory-logger'
import { ManualClock } from '../../../support/manual-clock'

/**
 * The engine's feed over a socket the test plays (a fake feed client: what Soloist says is fed to the real state
 * machine): who leads, and a command's word from Soloist (its next event, an error event, silence, a drop).
 */

const NAME = 'This computer (Encore)'
const device: Device = {
  id: 'dev-soloist',
  name: NAME,
  type: 'Computer',
  isActive: true,
  isRestricted: false,
  volumePercent: 100,
}
const files: RuntimeFiles = {
  read: async (_dir, name) => (name === 'ws.addr' ? '127.0.0.1' : '41234'),
  clear: async () => {},
}
const event = (value: SoloistEvent, at = 0): FeedInput => ({ kind: 'event', event: value, at })
const playing = (uri = 'spotify:track:t1') =>
  event({ type: 'playback_state', status: 'playing', is_active: true, item: { uri, name: uri } })

let feed: EngineFeed | undefined
afterEach(async () => {
  await feed?.dispose()
  feed = undefined
})

/** A feed whose socket the test speaks for; `sent` is what went over it. */
async function feedOnFakeSocket() {
  const clock = new ManualClock()
  const sent: SoloistCommand[] = []
  let options: FeedClientOptions | undefined
  let state = initialFeedState
  const say = (input: FeedInput) => {
    state = feedStep(state, input)
    options!.onView(feedView(state), state)
  }
  const connect = (given: FeedClientOptions): FeedClient => {
    options = given
    return {
      view: () => feedView(state),
      state: () => state,
      activeDevice: (isSoloist) => say({ kind: 'active-device', isSoloist }),
      send: (command) => (state.socket === 'open' ? (sent.push(command), true) : false),
      dispose: () => {},
    }
  }
  feed = createEngineFeed({
    source: { kind: 'existing', dataDir: '/soloist' },
    deviceName: NAME,
    files,
    clock,
    logger: createMemoryLogger().logger,
    connect,
  })
  await expect.poll(() => options).toBeDefined()
  for (const input of [{ kind: 'open' } as const, event({ type: 'auth_state', logged_in: true }), playing()])
    say(input)
  const words: boolean[] = []
  const next = () => feed!.send({ kind: 'next' }, (taken) => words.push(taken))
  return { feed, clock, sent, say, words, next }
}

describe("the engine's feed", () => {
  it('leads once Soloist plays and the Web API lists its device by name', async () => {
    const { feed } = await feedOnFakeSocket()
    expect(feed.lead([device], null)).toMatchObject({
      leads: true,
      reading: { device: { id: 'dev-soloist' } },
    })
    expect(feed.lead([{ ...device, name: 'Pocket Phone' }], null)).toEqual({
      leads: false,
      reason: 'waiting',
    })
  })

  it("sends Soloist's commands over the socket and hears its next event as taken", async () => {
    const { sent, say, words, next } = await feedOnFakeSocket()
    expect(next()).toBe(true)
    expect(sent).toEqual([{ type: 'command', command: 'skip_next' }])
    say(event({ type: 'queue_changed', items: [] }))
    expect(words).toEqual([])
    say(playing('spotify:track:t2'))
    expect(words).toEqual([true])
  })

  it('hears an error event as refused (the Web API then sends it), and a drop too', async () => {
    const { say, words, next } = await feedOnFakeSocket()
    next()
    say(event({ type: 'error', code: 'not_active', message: 'This device is not active.' }))
    expect(words).toEqual([false])
    next()
    say({ kind: 'closed', reason: 'closed 1006' })
    expect(words).toEqual([false, false])
  })

  it('takes silence as taken after a while (a command that changed nothing is not sent twice)', async () => {
    const { clock, words, next } = await feedOnFakeSocket()
    next()
    clock.advance(COMMAND_WORD_MS - 1)
    expect(words).toEqual([])
    clock.advance(1)
    expect(words).toEqual([true])
  })

  it('sends nothing over the socket while it does not lead, nor what only the Web API does', async () => {
    const { feed, sent, say } = await feedOnFakeSocket()
    expect(feed.send({ kind: 'play', play: { contextUri: 'spotify:album:al1' } }, () => {})).toBe(false)
    say(event({ type: 'auth_state', logged_in: false }))
    expect(feed.send({ kind: 'pause' }, () => {})).toBe(false)
    expect(sent).toEqual([])
  })

  it('hands a track to Soloist’s queue over the socket, taken once what comes next changes', async () => {
    const { feed, sent, say } = await feedOnFakeSocket()
    const words: boolean[] = []
    expect(feed.queue('spotify:track:q1', (taken) => words.push(taken))).toBe(true)
    expect(sent).toEqual([{ type: 'command', command: 'add_to_queue', uri: 'spotify:track:q1' }])
    say(event({ type: 'queue_changed', items: [] }))
    expect(words).toEqual([true])
    // Another device plays: the feed does not lead, and the Web API adds it instead.
    feed.activeDevice({ ...device, name: 'Pocket Phone' })
    expect(feed.queue('spotify:track:q2', () => {})).toBe(false)
    expect(sent).toHaveLength(1)
  })

  it('tells the feed whether the Web API names this device as the one playing', async () => {
    const { feed } = await feedOnFakeSocket()
    feed.activeDevice({ ...device, name: 'Pocket Phone' })
    expect(feed.lead([device], null)).toEqual({ leads: false, reason: 'other-device' })
    feed.activeDevice(device)
    expect(feed.lead([device], null).leads).toBe(true)
  })
})

describe('the feed core makes before Soloist’s service', () => {
  it('leads nothing until it follows the service, then whichever link the service holds', () => {
    const following = createFollowingFeed(new ManualClock())
    const sent: SoloistCommand[] = []
    const words: boolean[] = []
    expect(following.lead([device], null)).toEqual({ leads: false })
    expect(following.send({ kind: 'next' }, (taken) => words.push(taken))).toBe(false)

    let state = initialFeedState
    const feed = new Emitter<FeedChange>()
    const link = {
      view: () => feedView(state),
      send: (command: SoloistCommand) => (sent.push(command), true),
      activeDevice: () => {},
    } as unknown as SoloistLink
    let current: SoloistLink | null = link
    const source: FeedSource = {
      link: () => current,
      deviceName: () => NAME,
      onFeed: feed.event,
    }
    const say = (input: FeedInput) => {
      state = feedStep(state, input)
      feed.fire({ view: feedView(state), status: null, state })
    }
    let changes = 0
    following.onChange(() => changes++)
    const stop = following.follow(source)
    for (const input of [
      { kind: 'open' } as const,
      event({ type: 'auth_state', logged_in: true }),
      playing(),
    ])
      say(input)
    expect(changes).toBe(3)
    expect(following.lead([device], null)).toMatchObject({ leads: true })
    expect(following.send({ kind: 'next' }, (taken) => words.push(taken))).toBe(true)
    expect(sent).toEqual([{ type: 'command', command: 'skip_next' }])
    say(playing('spotify:track:t2'))
    expect(words).toEqual([true])

    // Settings turned Soloist off: the service holds no link, and the feed leads nothing.
    current = null
    expect(following.lead([device], null)).toEqual({ leads: false })
    expect(following.send({ kind: 'next' }, () => {})).toBe(false)

    stop.dispose()
    say(playing('spotify:track:t3'))
    expect(changes).toBe(4)
    following.dispose()
  })
})
