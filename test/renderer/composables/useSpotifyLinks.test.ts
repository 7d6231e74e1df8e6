import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { droppedText, routeOfLink, useLinkOpening } =
  await import('../../../renderer/src/composables/useSpotifyLinks')
const { useNoticesStore } = await import('../../../renderer/src/stores/notices')

const ID = '4aawyAB9vmqN3uQ7FjRGTy'
const link = (kind: 'track' | 'album' | 'playlist' | 'artist' | 'show' | 'episode') => ({
  kind,
  id: ID,
  uri: `spotify:${kind}:${ID}`,
})

function dataTransfer(items: Record<string, string>): DataTransfer {
  return {
    types: Object.keys(items),
    getData: (type: string) => items[type] ?? '',
    dropEffect: 'none',
  } as unknown as DataTransfer
}

const mounted: { unmount(): void }[] = []

async function mountApp(start = '/') {
  const page = { render: () => null }
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: page },
      { path: '/track/:id', name: 'track', component: page },
      { path: '/album/:id', name: 'album', component: page },
      { path: '/playlist/:id', name: 'playlist', component: page },
      { path: '/artist/:id', name: 'artist', component: page },
      { path: '/mini', name: 'mini', component: page, meta: { bare: true } },
    ],
  })
  await router.push(start)
  const App = defineComponent({ setup: () => (useLinkOpening(), () => h('div')) })
  const wrapper = mount(App, { global: { plugins: [router] } })
  mounted.push(wrapper)
  return { wrapper, router }
}

describe('Spotify links in the page', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })
  afterEach(() => {
    for (const wrapper of mounted.splice(0)) wrapper.unmount()
  })

  it('routes each kind to its page; shows and episodes have none yet', () => {
    expect(routeOfLink(link('track'))).toEqual({ name: 'track', params: { id: ID } })
    expect(routeOfLink(link('album'))).toEqual({ name: 'album', params: { id: ID } })
    expect(routeOfLink(link('playlist'))).toEqual({ name: 'playlist', params: { id: ID } })
    expect(routeOfLink(link('artist'))).toEqual({ name: 'artist', params: { id: ID } })
    expect(routeOfLink(link('show'))).toBeNull()
    expect(routeOfLink(link('episode'))).toBeNull()
  })

  it('opens what the command or another app asks for (app.openLink), in the main window only', async () => {
    const { router } = await mountApp()
    fake.emit('app.openLink', link('album'))
    await flushPromises()
    expect(router.currentRoute.value.fullPath).toBe(`/album/${ID}`)
    fake.emit('app.openLink', link('show'))
    await flushPromises()
    expect(router.currentRoute.value.fullPath).toBe(`/album/${ID}`)
    expect(useNoticesStore().shown.map((notice) => notice.message)).toEqual([
      'Encore cannot open shows yet: podcasts come in a later version. Play it with the Spotify app.',
    ])

    const mini = await mountApp('/mini')
    fake.emit('app.openLink', link('track'))
    await flushPromises()
    expect(mini.router.currentRoute.value.fullPath).toBe('/mini')
  })

  it('opens a link dropped on the window, and says why a dropped text is not one', async () => {
    const { router } = await mountApp()
    const drop = (items: Record<string, string>) => {
      const event = new Event('drop', { cancelable: true }) as DragEvent
      Object.defineProperty(event, 'dataTransfer', { value: dataTransfer(items) })
      window.dispatchEvent(event)
      return event
    }
    const dropped = drop({
      'text/uri-list': `# a comment\nhttps://open.spotify.com/intl-de/playlist/${ID}?si=1`,
    })
    expect(dropped.defaultPrevented, 'the page itself does not navigate').toBe(true)
    await flushPromises()
    expect(router.currentRoute.value.fullPath).toBe(`/playlist/${ID}`)
    drop({ 'text/plain': 'https://example.com/album/1' })
    await flushPromises()
    expect(router.currentRoute.value.fullPath).toBe(`/playlist/${ID}`)
    expect(useNoticesStore().shown.at(-1)?.message).toBe(
      'That is not a link to a Spotify track, album, playlist, artist, show or episode.',
    )
  })

  it('reads a drag’s address before its text', () => {
    expect(droppedText(dataTransfer({ 'text/uri-list': 'spotify:album:x', 'text/plain': 'Album' }))).toBe(
      'spotify:album:x',
    )
    expect(droppedText(dataTransfer({ 'text/plain': 'spotify:track:y' }))).toBe('spotify:track:y')
    expect(droppedText(dataTransfer({ Files: '' }))).toBeNull()
    expect(droppedText(null)).toBeNull()
  })
})
