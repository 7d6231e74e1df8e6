import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { Feature } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { useTrackActions } = await import('../../../renderer/src/composables/useTrackActions')
const { signedIn } = await import('../support/states')
const { libTrack, libraryStatus } = await import('../support/library-states')
const { capabilities } = await import('../support/discover-states')

/** A track's menu with the fake bridge, on a service that offers everything and on today's, which does not. */
beforeEach(() => {
  fake.resetFakeBridge()
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  fake.answer('playback.get', () => null)
  fake.answer('library.status', () => libraryStatus())
})

async function menuLabels(unavailable: Feature[]): Promise<string[]> {
  fake.answer('app.capabilities', () => capabilities(unavailable))
  let actions: ReturnType<typeof useTrackActions> | undefined
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/', component: {} }] })
  const host = mount(
    defineComponent({
      setup: () => {
        actions = useTrackActions()
        return () => null
      },
    }),
    { global: { plugins: [router] } },
  )
  fake.connect()
  for (let i = 0; i < 4; i++) await flushPromises()
  const labels = actions!.menuFor(libTrack('Song', { id: 't1' }), null).map((item) => item.label)
  host.unmount()
  return labels
}

describe('a track’s menu', () => {
  it('offers Start radio and See its sound where the service offers them (the demo)', async () => {
    expect(await menuLabels([])).toEqual(expect.arrayContaining(['Start radio', 'See its sound']))
  })

  it('leaves both out on today’s service, which offers no recommendations or audio features', async () => {
    const labels = await menuLabels(['recommendations', 'audio.features', 'audio.analysis'])
    expect(labels).not.toContain('Start radio')
    expect(labels).not.toContain('See its sound')
    expect(labels).toEqual(expect.arrayContaining(['Play', 'Add to queue', 'Copy link']))
  })

  it('keeps See its sound while either part of the sound is offered', async () => {
    const labels = await menuLabels(['recommendations', 'audio.features'])
    expect(labels).not.toContain('Start radio')
    expect(labels).toContain('See its sound')
  })
})
