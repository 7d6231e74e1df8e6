import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick } from 'vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { usePlaybackStore } = await import('../../../renderer/src/stores/playback')
const { useMediaSession } = await import('../../../renderer/src/composables/useMediaSession')
const { signedIn } = await import('../support/states')
const { episodePlaying, playing } = await import('../support/playback-states')

/** The browser's Media Session, as Chromium offers it. */
function fakeMediaSession() {
  type Details = { seekTime?: number; seekOffset?: number }
  const handlers = new Map<string, (details: Details) => void>()
  const session = {
    metadata: null as {
      title: string
      artist: string
      album: string
      artwork: { src: string; sizes?: string }[]
    } | null,
    playbackState: 'none',
    setActionHandler: (action: string, handler: (details: Details) => void) => handlers.set(action, handler),
  }
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(init: object) {
        Object.assign(this, init)
      }
    },
  )
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true })
  return { session, handlers }
}

const runs = () => fake.calls.filter(([method]) => method === 'playback.run').map(([, input]) => input)

describe('useMediaSession', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('tells the system what plays and routes its controls to the player', async () => {
    const { session, handlers } = fakeMediaSession()
    fake.answer('session.get', () => signedIn())
    fake.answer('playback.get', () => playing())
    fake.answer('playback.setVisible', () => undefined)
    fake.answer('playback.run', () => ({ status: 'done' }))
    const store = usePlaybackStore()
    effectScope().run(() => useMediaSession())
    fake.connect()
    await vi.waitFor(() => expect(store.track).not.toBeNull())
    await nextTick()
    expect(session.metadata).toMatchObject({ title: 'Dusty Ghosts' })
    expect(session.playbackState).toBe('playing')
    // Each control is its command of the registry: Pause pauses and Play plays (never a toggle that guesses).
    handlers.get('pause')!({})
    handlers.get('play')!({})
    handlers.get('nexttrack')!({})
    handlers.get('previoustrack')!({})
    handlers.get('seekto')!({ seekTime: 42.0004 })
    handlers.get('seekto')!({})
    await vi.waitFor(() => expect(runs()).toHaveLength(5))
    expect(runs()).toEqual([
      { id: 'player.pause' },
      { id: 'player.play', args: {} },
      { id: 'player.next' },
      { id: 'player.previous' },
      { id: 'player.seekTo', args: { positionMs: 42_000 } },
    ])
  })

  it('tells an episode with its show and cover, and seeks back 15 s and forward 30 s (or as the system asks)', async () => {
    const { session, handlers } = fakeMediaSession()
    const now = Date.now()
    const state = episodePlaying({ isPlaying: false, progressMs: 600_000, sampledAt: now })
    fake.answer('session.get', () => signedIn())
    fake.answer('playback.get', () => state)
    fake.answer('playback.setVisible', () => undefined)
    fake.answer('playback.run', () => ({ status: 'done' }))
    const store = usePlaybackStore()
    effectScope().run(() => useMediaSession())
    fake.connect()
    await vi.waitFor(() => expect(store.track).not.toBeNull())
    await nextTick()
    expect(session.metadata).toEqual({
      title: 'Ask Us Anything',
      artist: 'Violet Comedy',
      album: 'Violet Comedy',
      artwork: [{ src: 'http://127.0.0.1:1/images/show/show1/300.png', sizes: '300x300' }],
    })
    handlers.get('seekbackward')!({})
    handlers.get('seekforward')!({})
    handlers.get('seekforward')!({ seekOffset: 10 })
    await vi.waitFor(() => expect(runs()).toHaveLength(3))
    // From where core shows the position when each arrives (its dispatcher keeps it within the episode).
    expect(runs()).toEqual([
      { id: 'player.seekBy', args: { deltaMs: -15_000 } },
      { id: 'player.seekBy', args: { deltaMs: 30_000 } },
      { id: 'player.seekBy', args: { deltaMs: 10_000 } },
    ])
  })
})
