import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { methodNames, splitMethodName } from '../../electron/contract'
import { idle } from './support/playback-states'
import { signedIn, signedOut, snapshot } from './support/states'

/**
 * The page at start-up over IPC, with nothing faked but the preload: `window.encore` counts every call. Over
 * IPC the connection reports open at once, so this is where reading twice used to happen.
 */
describe('App start-up over IPC', () => {
  it('reads app.info, session.get, settings.get and playback.get exactly once each, and nothing twice', async () => {
    const calls: string[] = []
    const answers: Record<string, unknown> = {
      'app.info': { name: 'Encore', version: '1.2.3', mode: 'electron', service: 'demo' },
      'session.get': signedOut(),
      'settings.get': snapshot(),
      'playback.get': idle({ status: 'signed-out', message: 'Sign in to see and control what plays.' }),
      'app.notices': [],
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
    // The system's media controls are set just after the first screen (their module loads apart).
    const mediaActions: string[] = []
    vi.stubGlobal('MediaMetadata', class {})
    Object.defineProperty(navigator, 'mediaSession', {
      value: {
        metadata: null,
        playbackState: 'none',
        setActionHandler: (action: string) => mediaActions.push(action),
      },
      configurable: true,
    })
    vi.resetModules()
    const { router } = await import('../../renderer/src/router')
    const { default: App } = await import('../../renderer/src/App.vue')
    const wrapper = mount(App, { global: { plugins: [createPinia(), router] } })
    await router.isReady()
    await vi.waitFor(() => expect(wrapper.find('[data-testid="app-version"]').exists()).toBe(true))
    await flushPromises()
    await vi.waitFor(() =>
      expect(mediaActions).toEqual(expect.arrayContaining(['play', 'pause', 'nexttrack'])),
    )
    const counts: Record<string, number> = {}
    for (const call of calls) counts[call] = (counts[call] ?? 0) + 1
    expect(counts).toMatchObject({ 'app.info': 1, 'session.get': 1, 'settings.get': 1, 'playback.get': 1 })
    expect(Object.entries(counts).filter(([, count]) => count > 1)).toEqual([])
    wrapper.unmount()
    delete window.encore
    Reflect.deleteProperty(navigator, 'mediaSession')
    vi.unstubAllGlobals()
  })
})

describe('The player in the shell', () => {
  it('shows the Player region only while signed in, and tells core the page shows it', async () => {
    const calls: [string, unknown][] = []
    let session: unknown = signedOut()
    const listeners = new Map<string, (payload: unknown) => void>()
    const answers: Record<string, () => unknown> = {
      'app.info': () => ({ name: 'Encore', version: '1.2.3', mode: 'electron', service: 'demo' }),
      'session.get': () => session,
      'settings.get': () => snapshot(),
      'playback.get': () => idle(),
      'playback.setVisible': () => undefined,
    }
    const preload: Record<string, unknown> = {
      on: (event: string, listener: (payload: unknown) => void) => {
        listeners.set(event, listener)
        return () => listeners.delete(event)
      },
      cancel: () => {},
    }
    for (const name of methodNames) {
      const { area, verb } = splitMethodName(name)
      const group = (preload[area] ??= {}) as Record<string, unknown>
      group[verb] = async (input: unknown) => {
        calls.push([name, input])
        const answer = answers[name]
        return answer
          ? { ok: true, value: answer() }
          : { ok: false, error: { code: 'INTERNAL', message: `unexpected ${name}` } }
      }
    }
    window.encore = preload as never
    vi.resetModules()
    const { router } = await import('../../renderer/src/router')
    const { default: App } = await import('../../renderer/src/App.vue')
    const wrapper = mount(App, { global: { plugins: [createPinia(), router] } })
    await router.isReady()
    await flushPromises()
    expect(wrapper.find('[role="region"][aria-label="Player"]').exists()).toBe(false)
    expect(calls.filter(([name]) => name === 'playback.setVisible')).toEqual([])

    session = signedIn()
    listeners.get('session.changed')!(session)
    await flushPromises()
    expect(wrapper.find('[role="region"][aria-label="Player"]').exists()).toBe(true)
    expect(calls.filter(([name]) => name === 'playback.setVisible')).toEqual([
      ['playback.setVisible', { viewer: expect.stringMatching(/^page-/), visible: true, focused: true }],
    ])
    wrapper.unmount()
    delete window.encore
  })
})
