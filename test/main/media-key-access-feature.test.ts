import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DesktopState } from '../../electron/contract'
import { bootShell, pretendDesktop, restoreDesktop, settle, type Fake } from './shell-harness'
import { tempFolder } from '../support/temp-folders'

/**
 * macOS media keys through the whole shell (fake electron): they need Encore to be a trusted accessibility
 * client. Encore leaves them out until it is, asks once in its own words before the system's prompt, and
 * registers them as soon as access is granted.
 */

afterEach(() => {
  vi.useRealTimers()
  restoreDesktop()
})

async function bootMac(options: { answer?: number; userData?: string; trusted?: boolean } = {}) {
  pretendDesktop('darwin')
  const booted = await bootShell({
    setup: (fake: Fake) => {
      fake.systemPreferences.trusted = options.trusted ?? false
      fake.dialog.answer = options.answer ?? 0
      if (options.userData) fake.app.paths.set('userData', options.userData)
    },
  })
  const state = async () => ((await booted.call('desktop.get')) as { value: DesktopState }).value
  const result = async (action: string) =>
    (await state()).hotkeys.entries.find((entry) => entry.action === action)?.result
  return { ...booted, state, result }
}

// A whole shell boots in a second or two; the first of a file loads every module, on a shared machine.
describe('media keys on macOS', { timeout: 20_000 }, () => {
  it('untrusted: registers the other hotkeys, leaves the media keys waiting, and asks in Encore’s words first', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { fake, result } = await bootMac()
    expect(fake.globalShortcut.isRegistered('MediaPlayPause')).toBe(false)
    expect(fake.globalShortcut.isRegistered('CommandOrControl+Alt+M')).toBe(true)
    expect(await result('playPause')).toBe('needs-access')
    expect(fake.dialog.messageBoxes).toEqual([
      expect.objectContaining({
        message: 'Let Encore receive the media keys?',
        detail: expect.stringContaining('System Settings → Privacy & Security → Accessibility'),
        buttons: ['Open System Settings', 'Not Now'],
      }),
    ])
    await settle()
    // Then the system's own prompt, which lists Encore under Accessibility.
    expect(fake.systemPreferences.prompts).toEqual([false, true])

    // The person switches Encore on in System Settings: Encore sees it within seconds and takes the keys.
    fake.systemPreferences.trusted = true
    vi.advanceTimersByTime(3_000)
    expect(fake.globalShortcut.isRegistered('MediaPlayPause')).toBe(true)
    expect(await result('playPause')).toBe('registered')
    fake.app.emit('will-quit')
  })

  it('“Not Now”: no system prompt; granted later in System Settings, the keys come when Encore is next active', async () => {
    const { fake, result } = await bootMac({ answer: 1 })
    await settle()
    expect(fake.systemPreferences.prompts).toEqual([false])
    fake.systemPreferences.trusted = true
    fake.app.emit('did-become-active')
    expect(fake.globalShortcut.isRegistered('MediaNextTrack')).toBe(true)
    expect(await result('nextTrack')).toBe('registered')
    fake.app.emit('will-quit')
  })

  it('asks once ever: a later start still waiting for access does not ask again', async () => {
    const userData = tempFolder('encore-mac-')
    const first = await bootMac({ answer: 1, userData })
    expect(first.fake.dialog.messageBoxes).toHaveLength(1)
    first.fake.app.emit('will-quit')
    const second = await bootMac({ answer: 1, userData })
    expect(second.fake.dialog.messageBoxes).toHaveLength(0)
    expect(await second.result('playPause')).toBe('needs-access')
    second.fake.app.emit('will-quit')
  })

  it('trusted: media keys are registered at once and nothing is asked', async () => {
    const { fake, result } = await bootMac({ trusted: true })
    expect(fake.globalShortcut.isRegistered('MediaPlayPause')).toBe(true)
    expect(await result('playPause')).toBe('registered')
    expect(fake.dialog.messageBoxes).toEqual([])
    fake.app.emit('will-quit')
  })
})
