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
    fake.answer('playback.togglePlay', () => playing({ isPlaying: false }))
    fake.answer('playback.seek', () => playing())
    const store = usePlaybackStore()
    effectScope().run(() => useMediaSession())
    fake.connect()
    await vi.waitFor(() => expect(store.track).not.toBeNull())
    await nextTick()
    expect(session.metadata).toMatchObject({ title: 'Dusty Ghosts' })
    expect(session.playbackState).toBe('playing')
    handlers.get('pause')!({})
    handlers.get('seekto')!({ seekTime: 42 })
    await vi.waitFor(() => expect(fake.calls.map(([method]) => method)).toContain('playback.seek'))
    expect(fake.calls.find(([method]) => method === 'playback.seek')?.[1]).toEqual({ positionMs: 42_000 })
    expect(fake.calls.map(([method]) => method)).toContain('playback.togglePlay')
  })

  it('tells an episode with its show and cover, and seeks back 15 s and forward 30 s (or as the system asks)', async () => {
    const { session, handlers } = fakeMediaSession()
    const now = Date.now()
    const state = episodePlaying({ isPlaying: false, progressMs: 600_000, sampledAt: now })
    fake.answer('session.get', () => signedIn())
    fake.answer('playback.get', () => state)
    fake.answer('playback.setVisible', () => undefined)
    fake.answer('playback.seek', () => state)
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
    const seeks = () => fake.calls.filter(([method]) => method === 'playback.seek').map(([, input]) => input)
    handlers.get('seekbackward')!({})
    handlers.get('seekforward')!({})
    handlers.get('seekforward')!({ seekOffset: 10 })
    await vi.waitFor(() => expect(seeks()).toHaveLength(3))
    expect(seeks()).toEqual([{ positionMs: 585_000 }, { positionMs: 630_000 }, { positionMs: 610_000 }])
  })
})
