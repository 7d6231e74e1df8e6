import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { methodNames, splitMethodName } from '../../electron/contract'
import { signedOut, snapshot } from './support/states'

/**
 * The page at start-up over IPC, with nothing faked but the preload: `window.encore` counts every call. Over
 * IPC the connection reports open at once, so this is where reading twice used to happen.
 */
describe('App start-up over IPC', () => {
  it('reads app.info, session.get and settings.get exactly once each, and nothing twice', async () => {
    const calls: string[] = []
    const answers: Record<string, unknown> = {
      'app.info': { name: 'Encore', version: '1.2.3', mode: 'electron', service: 'demo' },
      'session.get': signedOut(),
      'settings.get': snapshot(),
    }
    const preload: Record<string, unknown> = { on: () => () => {}, cancel: () => {} }
    for (const name of methodNames) {
      const { area, verb } = splitMethodName(name)
      const group = (preload[area] ??= {}) as Record<string, unknown>
      group[verb] = async () => {
        calls.push(name)
        return name in answers
          ? { ok: true, value: answers[name] }
          : { ok: false, error: { code: 'INTERNAL', message: `unexpected ${name}` } }
      }
    }
    window.encore = preload as never
    vi.resetModules()
    const { router } = await import('../../renderer/src/router')
    const { default: App } = await import('../../renderer/src/App.vue')
    const wrapper = mount(App, { global: { plugins: [createPinia(), router] } })
    await router.isReady()
    await vi.waitFor(() => expect(wrapper.find('[data-testid="app-version"]').exists()).toBe(true))
    await flushPromises()
    const counts: Record<string, number> = {}
    for (const call of calls) counts[call] = (counts[call] ?? 0) + 1
    expect(counts).toMatchObject({ 'app.info': 1, 'session.get': 1, 'settings.get': 1 })
    expect(Object.entries(counts).filter(([, count]) => count > 1)).toEqual([])
    wrapper.unmount()
    delete window.encore
  })
})
