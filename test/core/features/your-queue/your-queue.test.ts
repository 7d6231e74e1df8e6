import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Notice, ShownLanguage, YourQueueState } from '../../../../electron/contract'
import { createPlayerControl } from '../../../../electron/core/features/playback'
import { createYourQueue, type YourQueue } from '../../../../electron/core/features/your-queue'
import { HAND_OVER_BEFORE_END_MS } from '../../../../electron/core/features/your-queue/queue-rules'
import { startEngineHarness, type EngineHarness } from '../../../support/engine-harness'

/**
 * Encore's queue over the real playback engine and the emulator, on the fake clock: what it sends (one
 * request per track queued, plus the skip), what plays, and what a restart keeps.
 */

let h: EngineHarness
const kept = new Map<string, unknown>()
const documents = {
  read: (name: string) => kept.get(name),
  write: (name: string, value: unknown) => void kept.set(name, JSON.parse(JSON.stringify(value))),
}
vi.setConfig({ testTimeout: 30_000 })

function queueOn(harness: EngineHarness, language: ShownLanguage = 'en') {
  const commands = createPlayerControl(harness.engine)
  const queue = createYourQueue({
    clock: harness.clock,
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    bus: harness.bus,
    documents,
    player: commands,
    handOver: (uri) => harness.api.player.addToQueue(uri, {}, { lane: 'interactive', retries: false }),
    language: () => language,
  })
  return { queue, player: queue.dispatcher(commands) }
}

let queue: YourQueue
let player: ReturnType<YourQueue['dispatcher']>

/** Tracks of the catalog's second album: what the person queues. */
const tracksToQueue = () => {
  const album = h.emulator.catalog.albums[1]!
  return album.trackIds.slice(0, 3).map((id) => `spotify:track:${id}`)
}
const queuePosts = () => h.requests().filter((r) => r.method === 'POST' && r.path === '/me/player/queue')
const skips = () => h.requests().filter((r) => r.method === 'POST' && r.path === '/me/player/next')
const playingUri = async () => (await h.truth())?.item.uri

beforeEach(async () => {
  kept.clear()
  h = await startEngineHarness()
  ;({ queue, player } = queueOn(h))
  h.signIn()
  const album = h.emulator.catalog.albums[0]!
  expect(await h.asAnotherDevice('PUT', '/me/player', { device_ids: [h.deviceId('Encore Desktop')] })).toBe(
    204,
  )
  await h.engine.run({ kind: 'play', play: { contextUri: `spotify:album:${album.id}` } })
  await h.advance(1_000)
}, 30_000)
afterEach(async () => {
  queue.dispose()
  await h.close()
})

describe('Encore’s queue against the service', () => {
  it('sends nothing when queued, moved or removed; Next plays Encore’s order with one request per track plus the skip', async () => {
    const [a, b, c] = tracksToQueue() as [string, string, string]
    h.forgetRequests()
    for (const uri of [a, b, c]) expect(queue.add({ uri }).status).toBe('done')
    expect(queue.move(3, 1).status).toBe('done')
    expect(queue.remove(2).status).toBe('done')
    await h.advance(2_000, 500)
    expect(queuePosts()).toEqual([])
    expect(queue.get().items.map((item) => item.uri)).toEqual([c, b])

    expect(await player.run({ id: 'player.next' })).toEqual({ status: 'done' })
    await h.advance(1_000, 500)
    expect(await playingUri()).toBe(c)
    expect(await player.run({ id: 'player.next' })).toEqual({ status: 'done' })
    await h.advance(1_000, 500)
    expect(await playingUri()).toBe(b)
    expect(queue.get().items).toEqual([])
    // One request per track queued that played, plus each skip; the one removed never went.
    expect(queuePosts()).toHaveLength(2)
    expect(skips()).toHaveLength(2)
    expect(h.emulator.state.user(h.emulator.user.id).player.queue).toEqual([])
  })

  it('hands the first item over in the last 20 s of the track, one at a time, and it plays next', async () => {
    const [a, b] = tracksToQueue() as [string, string]
    queue.add({ uri: a })
    queue.add({ uri: b })
    const now = await h.truth()
    const leftMs = now!.item.duration_ms - now!.progress_ms
    h.forgetRequests()
    await h.advance(leftMs - HAND_OVER_BEFORE_END_MS - 2_000, 5_000)
    expect(queuePosts()).toEqual([])
    await h.advance(4_000, 500)
    expect(queuePosts()).toHaveLength(1)
    expect(queue.get().items.map((item) => [item.uri, item.withSpotify])).toEqual([
      [a, true],
      [b, false],
    ])
    await h.advance(HAND_OVER_BEFORE_END_MS, 1_000)
    expect(await playingUri()).toBe(a)
    expect(queue.get().items.map((item) => item.uri)).toEqual([b])
    expect(queuePosts()).toHaveLength(1)
  })

  it('a track queued on the phone plays first; the item with Spotify waits, and nothing more is handed', async () => {
    const [a, b, phone] = tracksToQueue() as [string, string, string]
    queue.add({ uri: a })
    queue.add({ uri: b })
    expect(await h.asAnotherDevice('POST', `/me/player/queue?uri=${encodeURIComponent(phone)}`)).toBe(204)
    // The player shows: Encore reads it every few seconds, as with the window open.
    h.engine.setVisible('page', true)
    const now = await h.truth()
    h.forgetRequests()
    await h.advance(now!.item.duration_ms - now!.progress_ms + 2_000, 1_000)
    expect(await playingUri()).toBe(phone)
    expect(queuePosts()).toHaveLength(1)
    expect(queue.get().items.map((item) => [item.uri, item.withSpotify])).toEqual([
      [a, true],
      [b, false],
    ])
    // Through the phone's track: still one item with Spotify, and it plays next.
    const playing = await h.truth()
    await h.advance(playing!.item.duration_ms - playing!.progress_ms + 6_000, 2_000)
    expect(await playingUri()).toBe(a)
    expect(queuePosts()).toHaveLength(1)
    expect(queue.get().items.map((item) => item.uri)).toEqual([b])
  })

  it('skips an item already with Spotify that was removed, and says so in the list', async () => {
    const [a, b] = tracksToQueue() as [string, string]
    queue.add({ uri: a })
    queue.add({ uri: b })
    // Handed over near the track's end, then removed.
    const now = await h.truth()
    await h.advance(now!.item.duration_ms - now!.progress_ms - 10_000, 5_000)
    expect(queue.get().items[0]).toMatchObject({ uri: a, withSpotify: true })
    queue.remove(1)
    expect(queue.get().skipping).toEqual({ uri: a, track: null })
    await h.advance(15_000, 500)
    // a came up and was skipped: b, handed over first, plays.
    expect(await playingUri()).toBe(b)
    expect(queue.get()).toEqual({ items: [], skipping: null })
  })

  it('survives a restart, says it carries on, and Next still plays it', async () => {
    const [a] = tracksToQueue() as [string]
    queue.add({ uri: a })
    queue.dispose()
    const notices: Notice[] = []
    h.bus.on('notice', (notice) => notices.push(notice))
    const changed: YourQueueState[] = []
    h.bus.on('yourQueue.changed', (state) => changed.push(state))
    ;({ queue, player } = queueOn(h))
    h.signIn()
    expect(queue.get().items.map((item) => item.uri)).toEqual([a])
    expect(notices.map((notice) => notice.code)).toContain('QUEUE_RESUMED')
    await player.run({ id: 'player.next' })
    await h.advance(1_000, 500)
    expect(await playingUri()).toBe(a)
    expect(changed.at(-1)).toEqual({ items: [], skipping: null })
  })

  it('says it carries on in the language spoken, counting the tracks that wait', async () => {
    const [a, b] = tracksToQueue() as [string, string]
    queue.add({ uri: a })
    queue.add({ uri: b })
    queue.dispose()
    const notices: Notice[] = []
    h.bus.on('notice', (notice) => notices.push(notice))
    ;({ queue, player } = queueOn(h, 'de'))
    h.signIn()
    expect(notices.find((notice) => notice.code === 'QUEUE_RESUMED')?.message).toBe(
      'Deine Warteschlange geht weiter: 2 Titel warten in der Warteschlange von Encore.',
    )
  })
})
