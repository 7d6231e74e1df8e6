import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEncore } from '../../electron/core/app'
import { EventBus } from '../../electron/core/base/bridge/event-bus'
import { systemClock, type Clock } from '../../electron/core/base/ports'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../support/encore-on-emulator'
import { createMemoryLogger } from '../support/memory-logger'

/** The system's clock, counting the timers core armed that neither fired nor were cleared. */
function countingClock(): Clock & { pending(): number } {
  const armed = new Set<unknown>()
  return {
    now: () => systemClock.now(),
    setTimeout(fn, ms) {
      const handle = systemClock.setTimeout(() => {
        armed.delete(handle)
        fn()
      }, ms)
      armed.add(handle)
      return handle
    },
    clearTimeout(handle) {
      armed.delete(handle)
      systemClock.clearTimeout(handle)
    },
    pending: () => armed.size,
  }
}

let running: EncoreOnEmulator | undefined
afterEach(async () => {
  await running?.close()
  running = undefined
})

describe('disposing core', () => {
  it('leaves nothing subscribed on its bus and no timer armed, signed in, after the library, the player, the settings and the desktop ran', async () => {
    const bus = new EventBus()
    const clock = countingClock()
    running = await startEncoreOnEmulator({ account: { bus }, clock })
    await running.signIn()
    const { encore } = running
    await encore.api.playback.get()
    await encore.api.playback.setVisible({ viewer: 'main', visible: true, focused: true })
    await encore.api.library.status()
    // A settings change goes out on the bus alone; the session and the desktop follow it there.
    const heard: string[] = []
    const stop = encore.on('settings.changed', ({ values }) => heard.push(values.hotkeys.saveTrack))
    await encore.api.settings.update({ hotkeys: { saveTrack: 'Ctrl+Alt+J' } })
    stop()
    expect(heard).toEqual(['Ctrl+Alt+J'])
    const shell = { toggleMiniPlayer: vi.fn(), openMain: vi.fn(), openSettings: vi.fn(), quit: vi.fn() }
    await encore.desktop.runTrayAction('next', shell)
    expect(bus.listenerCount, 'the services listen while core runs').toBeGreaterThan(5)
    // Between two reads the player's next one waits on a timer (while a read is in flight, none may be).
    await expect
      .poll(() => clock.pending(), { message: 'core keeps timers while it runs' })
      .toBeGreaterThan(0)
    await encore.dispose()
    expect(bus.listenerCount).toBe(0)
    expect(clock.pending(), 'no timer of core left armed').toBe(0)
  })

  it('awaits an async teardown: core is disposed only once the demo service it started has stopped', async () => {
    let stopped: () => void = () => {}
    let stopCalls = 0
    const encore = createEncore({
      identity: { name: 'Encore', version: '0.0.0-test', mode: 'browser' },
      logger: createMemoryLogger().logger,
      clock: systemClock,
      demoService: {
        start: () => Promise.reject(new Error('not started in this test')),
        stop: () => {
          stopCalls++
          return new Promise<void>((resolve) => (stopped = resolve))
        },
      },
    })
    let disposed = false
    const disposing = encore.dispose().then(() => (disposed = true))
    await vi.waitFor(() => expect(stopCalls).toBe(1))
    // Several turns of the event loop: nothing but the demo service's stop holds core's dispose now.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve))
    expect(disposed, 'core’s dispose waits for the demo service to stop').toBe(false)
    stopped()
    await disposing
    expect(disposed).toBe(true)
  })
})
