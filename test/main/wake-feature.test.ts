import { afterEach, describe, expect, it } from 'vitest'
import { createFakeEncore } from '../support/fake-encore'
import { aState, aTrack } from '../support/playback-states'
import { loadShellFeatures } from './shell-harness'

const originalPlatform = process.platform
afterEach(() => Object.defineProperty(process, 'platform', { value: originalPlatform, configurable: true }))

/** The tray and the wake feature on the fake electron, a track from before sleep on show. */
async function beforeSleep() {
  Object.defineProperty(process, 'platform', { value: 'linux', configurable: true })
  const { fake, features, start } = await loadShellFeatures()
  const core = createFakeEncore({ state: aState() })
  const shell = await start(core.encore)
  await shell.run(features.tray)
  await shell.run(features.wake)
  return { fake, core, tray: fake.Tray.created[0]! }
}

const afterSleep = aState({ track: aTrack({ name: 'So What', uri: 'spotify:track:sowhat' }) })

describe('waking from sleep (fake electron)', () => {
  it('resume reads the service at once and the tray shows what plays now', async () => {
    const { fake, core, tray } = await beforeSleep()
    expect(tray.tooltip).toContain('Blue in Green')
    core.readWillBring(afterSleep)
    expect(core.api.app.wake).not.toHaveBeenCalled()

    fake.powerMonitor.emit('resume')
    expect(core.api.app.wake).toHaveBeenCalledTimes(1)
    await expect.poll(() => tray.tooltip).toContain('So What')
  })

  it('unlocking the screen reads it too; nothing reads while the computer sleeps', async () => {
    const { fake, core, tray } = await beforeSleep()
    core.readWillBring(afterSleep)
    fake.powerMonitor.emit('suspend')
    expect(core.api.app.wake).not.toHaveBeenCalled()
    fake.powerMonitor.emit('unlock-screen')
    expect(core.api.app.wake).toHaveBeenCalledTimes(1)
    await expect.poll(() => tray.tooltip).toContain('So What')
  })
})
