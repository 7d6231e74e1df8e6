import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { usePlaybackStore } = await import('../../../renderer/src/stores/playback')
const { useNoticesStore } = await import('../../../renderer/src/stores/notices')
const { useYourQueueStore } = await import('../../../renderer/src/stores/your-queue')
const { speak } = await import('../../../renderer/src/i18n')
const { signedIn, signedOut } = await import('../support/states')
const { devices, device, playing, queue, suggestions } = await import('../support/playback-states')

/** Answers that hold until the test releases them, to interleave pushes with calls in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

const callsOf = (method: string) => fake.calls.filter(([name]) => name === method).map(([, input]) => input)

async function connected(state = playing()) {
  fake.answer('session.get', () => signedIn())
  fake.answer('playback.get', () => state)
  fake.answer('playback.setVisible', () => undefined)
  const store = usePlaybackStore()
  fake.connect()
  await vi.waitFor(() => expect(store.state).not.toBeNull())
  return store
}

describe('usePlaybackStore', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('reads the player when the connection opens, then follows playback.state', async () => {
    const store = await connected()
    expect(store.track?.name).toBe('Dusty Ghosts')
    expect(store.isPlaying).toBe(true)
    fake.emit('playback.state', playing({ isPlaying: false }))
    expect(store.isPlaying).toBe(false)
  })

  it('drops a command answer older than a push that arrived meanwhile', async () => {
    const store = await connected()
    const answer = deferred<unknown>()
    fake.answer('playback.play', () => answer.promise)
    const running = store.play()
    fake.emit('playback.state', playing({ track: null, status: 'idle' }))
    answer.resolve(playing({ progressMs: 1 }))
    await running
    expect(store.state?.status).toBe('idle')
  })

  it('keeps a command answer when no push came first', async () => {
    const store = await connected()
    fake.answer('playback.play', () => playing({ isPlaying: false }))
    await store.play()
    expect(store.isPlaying).toBe(false)
  })

  it('runs a player command by its id through core, which decides the toggle, and answers its outcome', async () => {
    const store = await connected(playing({ device: device({ volumePercent: 64 }) }))
    fake.answer('playback.run', (input) => {
      // Core pushes its prediction before it answers.
      if ((input as { id: string }).id === 'player.toggleMute') {
        fake.emit('playback.state', playing({ device: device({ volumePercent: 0 }) }))
      }
      return { status: 'done' }
    })
    expect(await store.run({ id: 'player.toggleMute' })).toEqual({ status: 'done' })
    expect(store.isMuted).toBe(true)
    fake.answer('playback.run', () => ({ status: 'refused', reason: 'Nothing is playing.', code: null }))
    expect(await store.run({ id: 'player.cycleRepeat' })).toEqual({
      status: 'refused',
      reason: 'Nothing is playing.',
      code: null,
    })
    // The page names the command and nothing it decided: no volume to go back to, no next repeat mode.
    expect(callsOf('playback.run')).toEqual([{ id: 'player.toggleMute' }, { id: 'player.cycleRepeat' }])
    // A refusal is core's to say (as a notice it pushes): the page adds none of its own.
    expect(useNoticesStore().shown).toEqual([])
  })

  it('sends whole, bounded values for seek and volume', async () => {
    const store = await connected()
    fake.answer('playback.seek', () => playing())
    fake.answer('playback.setVolume', () => playing())
    await store.seek(1234.6)
    await store.seek(-5)
    await store.setVolume(101.2)
    expect(callsOf('playback.seek')).toEqual([{ positionMs: 1235 }, { positionMs: 0 }])
    expect(callsOf('playback.setVolume')).toEqual([{ percent: 100 }])
  })

  it('moves playback with play: true, and starts contexts as asked', async () => {
    const store = await connected()
    fake.answer('playback.transfer', () => playing())
    fake.answer('playback.play', () => playing())
    await store.transfer('phone')
    await store.play({ contextUri: 'spotify:album:a1' })
    expect(callsOf('playback.transfer')).toEqual([{ deviceId: 'phone', play: true }])
    expect(callsOf('playback.play')).toEqual([{ contextUri: 'spotify:album:a1' }])
  })

  it('says so when core cannot be reached for a command', async () => {
    const store = await connected()
    fake.fail('playback.run', { code: 'TRANSPORT_CLOSED', message: 'The connection to Encore closed.' })
    expect(await store.run({ id: 'player.next' })).toBeNull()
    expect(useNoticesStore().shown.map((notice) => notice.message)).toEqual([
      'The connection to Encore closed.',
    ])
  })

  it('reads devices on demand and follows devices.changed; an answer older than a push is dropped', async () => {
    const store = await connected()
    fake.answer('playback.devices', () => devices())
    expect(await store.readDevices()).toHaveLength(4)
    const answer = deferred<unknown>()
    fake.answer('playback.devices', () => answer.promise)
    const reading = store.readDevices()
    fake.emit('devices.changed', [device({ name: 'Pushed' })])
    answer.resolve(devices())
    await reading
    expect(store.devices?.map((entry) => entry.name)).toEqual(['Pushed'])
  })

  it('reads the queue, follows queue.changed; Add to queue goes to Encore’s queue and leaves Spotify’s', async () => {
    const store = await connected()
    fake.answer('playback.queue', () => queue('One', 'Two'))
    await store.readQueue()
    expect(store.queue?.upNext.map((entry) => entry.name)).toEqual(['One', 'Two'])
    fake.emit('queue.changed', queue('Pushed'))
    expect(store.queue?.upNext.map((entry) => entry.name)).toEqual(['Pushed'])
    const mine = { items: [], skipping: null }
    fake.answer('yourQueue.add', () => ({ status: 'done', queue: mine }))
    await store.addToQueue('spotify:track:x')
    expect(callsOf('yourQueue.add')).toEqual([{ uri: 'spotify:track:x', track: null, at: 'end' }])
    expect(callsOf('playback.addToQueue')).toEqual([])
    expect(store.queue?.upNext.map((entry) => entry.name)).toEqual(['Pushed'])
    // A full queue is said in words.
    const full = 'Your queue is full: Encore keeps at most 500 tracks. Remove some, then add again.'
    fake.answer('yourQueue.add', () => ({ status: 'refused', code: 'FULL', reason: full, queue: mine }))
    await store.addToQueue('spotify:track:y')
    expect(useNoticesStore().shown.map((notice) => notice.message)).toContain(full)
  })

  it("says Encore's queue's refusals by their code while another language is spoken", async () => {
    const store = await connected()
    const mine = { items: [], skipping: null }
    const full = 'Your queue is full: Encore keeps at most 500 tracks. Remove some, then add again.'
    fake.answer('yourQueue.add', () => ({ status: 'refused', code: 'FULL', reason: full, queue: mine }))
    try {
      await speak('ja')
      await store.addToQueue('spotify:track:y')
      await speak('de')
      await store.addToQueue('spotify:track:y')
    } finally {
      await speak('en')
    }
    expect(useNoticesStore().shown.map((notice) => notice.message)).toEqual([
      'キューがいっぱいです。Encore が保持できるのは 500 曲までです。いくつか削除してから、もう一度追加してください。',
      'Deine Warteschlange ist voll: Encore behält höchstens 500 Titel. Entferne einige und versuch es dann noch einmal.',
    ])
  })

  it("names the position out of range and the queue's range while another language is spoken", async () => {
    await connected()
    const item = (n: number) => ({
      key: `k${n}`,
      uri: `spotify:track:t${n}`,
      track: null,
      withSpotify: false,
    })
    const refusedWith = (position: number, items: ReturnType<typeof item>[]) =>
      fake.answer('yourQueue.move', () => ({
        status: 'refused',
        code: 'POSITION',
        position,
        reason: `There is no position ${position} in your queue.`,
        queue: { items, skipping: null },
      }))
    fake.answer('yourQueue.remove', () => ({
      status: 'refused',
      code: 'POSITION',
      position: 4,
      reason: 'There is no position 4 in your queue. Your queue is empty.',
      queue: { items: [], skipping: null },
    }))
    const queue = useYourQueueStore()
    try {
      await speak('de')
      refusedWith(7, [item(1), item(2)])
      expect(await queue.move(1, 7)).toBe(false)
      refusedWith(3, [item(1)])
      await queue.move(3, 1)
      await speak('ja')
      refusedWith(9, [item(1), item(2), item(3)])
      await queue.move(9, 1)
      await queue.remove(4)
    } finally {
      await speak('en')
    }
    expect(useNoticesStore().shown.map((notice) => notice.message)).toEqual([
      'Position 7 gibt es in deiner Warteschlange nicht. Wähle 1 bis 2.',
      'Position 3 gibt es in deiner Warteschlange nicht. Die einzige Position ist 1.',
      'キューに 9 番目の位置はありません。1～3 を指定してください。',
      'キューに 4 番目の位置はありません。キューは空です。',
    ])
  })

  it('loads suggestions, keeping only the latest of two reads', async () => {
    const store = await connected()
    const slow = deferred<unknown>()
    fake.answer('playback.suggestions', () => slow.promise)
    const first = store.loadSuggestions()
    fake.answer('playback.suggestions', () => suggestions())
    await store.loadSuggestions()
    slow.resolve([])
    await first
    expect(store.suggestions?.map((entry) => entry.name)).toEqual([
      'Carousel in Kyoto',
      'Morning Mix',
      'Leaving',
    ])
  })

  it('forgets devices, queue and suggestions at sign-out', async () => {
    const store = await connected()
    fake.emit('devices.changed', devices())
    fake.emit('queue.changed', queue('One'))
    fake.emit('session.changed', signedOut())
    await vi.waitFor(() => expect(store.devices).toBeNull())
    expect(store.queue).toBeNull()
    expect(store.suggestions).toBeNull()
  })
})
