import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { expect, vi } from 'vitest'
import type { Component } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { PlaybackState } from '../../../electron/contract'
import * as fake from './fake-bridge'
import { signedIn } from './states'

/**
 * Mounts a player component against the fake bridge (mocked by the calling test file) with a signed-in
 * session and `state` as core's player, attached to the document so focus and keys behave as in a page.
 */
export async function mountPlayer(component: Component, state: PlaybackState | null) {
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  fake.answer('playback.get', () => state)
  fake.answer('playback.setVisible', () => undefined)
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', name: 'home', component: { render: () => null } },
      { path: '/now-playing', name: 'now-playing', component: { render: () => null } },
      { path: '/settings', name: 'settings', component: { render: () => null } },
      { path: '/show/:id', name: 'show', component: { render: () => null } },
    ],
  })
  await router.push('/')
  const wrapper = mount(component, { attachTo: document.body, global: { plugins: [router] } })
  fake.connect()
  await flushPromises()
  if (state) {
    const { usePlaybackStore } = await import('../../../renderer/src/stores/playback')
    await vi.waitFor(() => expect(usePlaybackStore().state).not.toBeNull())
  }
  return { wrapper, router }
}

/** The calls made to one bridge method, by input. */
export const callsOf = (method: string) =>
  fake.calls.filter(([name]) => name === method).map(([, input]) => input)
