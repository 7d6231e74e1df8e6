import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick } from 'vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { usePlaybackStore } = await import('../../../renderer/src/stores/playback')
const { useMediaSession } = await import('../../../renderer/src/composables/useMediaSession')
const { signedIn } = await import('../support/states')
const { playing } = await import('../support/playback-states')

/** The browser's Media Session, as Chromium offers it. */
function fakeMediaSession() {
  const handlers = new Map<string, (details: { seekTime?: number }) => void>()
  const session = {
    metadata: null as { title: string; artist: string; album: string } | null,
    playbackState: 'none',
    setActionHandler: (action: string, handler: (details: { seekTime?: number }) => void) =>
      handlers.set(action, handler),
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
})
