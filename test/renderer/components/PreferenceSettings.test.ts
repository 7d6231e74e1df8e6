import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DesktopState } from '../../../electron/contract'
import { numberSettings } from '../../../electron/contract/page'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { snapshot } = await import('../support/states')
const { default: PreferenceSettings } =
  await import('../../../renderer/src/components/PreferenceSettings.vue')

const hotkeys: DesktopState['hotkeys'] = { enabled: true, mechanism: 'native', support: '', entries: [] }
const mediaControls: DesktopState['mediaControls'] = { kind: 'none', status: 'off', message: null }
const closeToTray = { effective: true, reason: 'On.' }
const xdg = {
  supported: true,
  how: 'xdg-autostart',
  note: 'Encore puts app.encore.remote.desktop in ~/.config/autostart, which GNOME, KDE and other desktops start at login, and removes it when this is off.',
} as const
const linuxTaskbar = {
  supported: false,
  place: 'taskbar',
  hidden: false,
  note: 'Linux desktops decide which windows the taskbar lists; an app cannot leave it there (Electron offers this on macOS and Windows only).',
} as const

/** What core answers `desktop.get` with on a desktop (core's own tables are tested in test/core). */
const desktopWith = (
  parts: Pick<DesktopState, 'dock' | 'startAtLogin'> & { miniPlayer: Partial<DesktopState['miniPlayer']> },
): DesktopState => ({
  hotkeys,
  mediaControls,
  closeToTray,
  commandLine: { command: 'encore', linkHandler: true, linkHandlerGivesBack: true },
  askCrashReports: false,
  ...parts,
  miniPlayer: {
    placements: ['popover', 'floating'],
    placement: 'popover',
    alwaysOnTop: true,
    remembersPosition: true,
    outOfTaskbar: true,
    note: null,
    ...parts.miniPlayer,
  },
})

const desktops: Record<string, DesktopState> = {
  wayland: desktopWith({
    dock: linuxTaskbar,
    startAtLogin: xdg,
    miniPlayer: {
      placements: ['floating'],
      placement: 'floating',
      alwaysOnTop: false,
      remembersPosition: false,
      outOfTaskbar: false,
      note: 'On Wayland the desktop places every window: the mini player opens where the desktop puts it.',
    },
  }),
  x11: desktopWith({
    dock: linuxTaskbar,
    startAtLogin: xdg,
    miniPlayer: {
      outOfTaskbar: false,
      note: 'Linux desktops list the mini player in the taskbar and the window switcher like any window.',
    },
  }),
  mac: desktopWith({
    dock: { supported: true, place: 'Dock', hidden: false, note: 'Shown in the Dock, like any app.' },
    startAtLogin: {
      supported: true,
      how: 'login-item',
      note: 'Encore is added to System Settings → General → Login Items.',
    },
    miniPlayer: {},
  }),
}

async function mountOn(desktop: DesktopState) {
  fake.answer('settings.get', () => snapshot())
  fake.answer('app.info', () => ({ name: 'Encore', version: '1.0.0', mode: 'electron', service: 'demo' }))
  fake.answer('desktop.get', () => desktop)
  const wrapper = mount(PreferenceSettings)
  fake.connect()
  await flushPromises()
  return wrapper
}

describe('PreferenceSettings: what the desktop session supports', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('Wayland: offers only the floating window, no “above other windows”, and says why', async () => {
    const wrapper = await mountOn(desktops['wayland']!)
    const placement = wrapper.get<HTMLSelectElement>('[data-testid="mini-placement"]')
    expect(placement.findAll('option').map((option) => option.text())).toEqual([
      'A window that stays where I put it',
    ])
    expect(placement.element.value).toBe('floating')
    expect(placement.attributes('disabled')).toBeDefined()
    expect(wrapper.text()).toContain('On Wayland the desktop places every window')
    const onTop = wrapper.get<HTMLInputElement>('[data-testid="mini-always-on-top"]')
    expect(onTop.element.disabled).toBe(true)
    expect(onTop.element.checked).toBe(false)
  })

  it('X11: both placements and “above other windows”; start at login through the autostart folder; no taskbar hiding', async () => {
    const wrapper = await mountOn(desktops['x11']!)
    const placement = wrapper.get<HTMLSelectElement>('[data-testid="mini-placement"]')
    expect(placement.findAll('option')).toHaveLength(2)
    expect(placement.element.value).toBe('popover')
    expect(wrapper.get<HTMLInputElement>('[data-testid="mini-always-on-top"]').element.disabled).toBe(false)
    expect(wrapper.text()).toContain('~/.config/autostart')
    expect(wrapper.get<HTMLInputElement>('[data-testid="start-at-login"]').element.disabled).toBe(false)
    expect(wrapper.get<HTMLInputElement>('[data-testid="hide-from-dock"]').element.disabled).toBe(true)
    expect(wrapper.text()).toContain('an app cannot leave it there')
  })

  it('“Free memory when the window is hidden”: on by default, saved when turned off, only in the desktop app', async () => {
    const wrapper = await mountOn(desktops['x11']!)
    const box = wrapper.get<HTMLInputElement>('[data-testid="free-memory"]')
    expect(box.element.checked).toBe(true)
    expect(box.element.disabled).toBe(false)
    expect(wrapper.text()).toContain('opens again where you left it')
    fake.answer('settings.update', () => snapshot())
    await box.setValue(false)
    expect(fake.calls).toContainEqual(['settings.update', { tray: { freeMemoryWhenHidden: false } }])
  })

  it('browser mode: “Free memory when the window is hidden” is the desktop app’s', async () => {
    fake.answer('settings.get', () => snapshot())
    fake.answer('app.info', () => ({ name: 'Encore', version: '1.0.0', mode: 'browser', service: 'demo' }))
    fake.answer('desktop.get', () => desktops['x11']!)
    const wrapper = mount(PreferenceSettings)
    fake.connect()
    await flushPromises()
    expect(wrapper.get<HTMLInputElement>('[data-testid="free-memory"]').element.disabled).toBe(true)
    expect(wrapper.text()).toContain('Available in the desktop app.')
  })

  it('macOS: Login Items, and the Dock can be hidden', async () => {
    const wrapper = await mountOn(desktops['mac']!)
    expect(wrapper.text()).toContain('Login Items')
    expect(wrapper.get<HTMLInputElement>('[data-testid="hide-from-dock"]').element.disabled).toBe(false)
    expect(wrapper.text()).toContain('Hide Encore from the Dock')
  })

  it('spotify: links: off until asked, saved when ticked, only where the shell can take them', async () => {
    const wrapper = await mountOn(desktops['x11']!)
    const box = wrapper.get<HTMLInputElement>('[data-testid="open-spotify-links"]')
    expect(box.element.checked).toBe(false)
    expect(box.element.disabled).toBe(false)
    fake.answer('settings.update', () => snapshot())
    await box.setValue(true)
    expect(fake.calls.find(([method]) => method === 'settings.update')?.[1]).toEqual({
      openSpotifyLinks: true,
    })
    const browser = await mountOn({
      ...desktops['x11']!,
      commandLine: { command: null, linkHandler: false, linkHandlerGivesBack: false },
    })
    expect(browser.get<HTMLInputElement>('[data-testid="open-spotify-links"]').element.disabled).toBe(true)
  })

  it('spotify: links on Linux: unticking cannot give them back, so the hint says where to', async () => {
    const linux = await mountOn({
      ...desktops['x11']!,
      commandLine: { command: 'encore', linkHandler: true, linkHandlerGivesBack: false },
    })
    expect(linux.text()).toContain('until you choose another app for spotify: links')
    const mac = await mountOn(desktops['mac']!)
    expect(mac.text()).not.toContain('until you choose another app')
  })

  it('the request numbers: each field shows its setting and saves it, under its own label', async () => {
    const wrapper = await mountOn(desktops['x11']!)
    const { requestBudget, polling } = snapshot().values
    const fields = [
      [
        'daily-budget',
        'Daily budget',
        requestBudget.perDay,
        numberSettings.perDay,
        'requestBudget',
        'perDay',
      ],
      [
        'paused-seconds',
        'Check while paused every',
        polling.pausedSeconds,
        numberSettings.pausedSeconds,
        'polling',
        'pausedSeconds',
      ],
      [
        'hidden-seconds',
        'Check while hidden every',
        polling.hiddenSeconds,
        numberSettings.hiddenSeconds,
        'polling',
        'hiddenSeconds',
      ],
      [
        'request-budget',
        'At most in 30 seconds',
        requestBudget.per30Seconds,
        numberSettings.per30Seconds,
        'requestBudget',
        'per30Seconds',
      ],
    ] as const
    fake.answer('settings.update', () => snapshot())
    for (const [id, label, shown, range, group, key] of fields) {
      const input = wrapper.get<HTMLInputElement>(`#${id}`)
      expect(wrapper.get(`label[for="${id}"]`).text(), id).toBe(label)
      expect(input.element.value, id).toBe(String(shown))
      const next = shown === range.max ? range.min : range.max
      await input.setValue(String(next))
      await input.trigger('change')
      const saved = fake.calls.filter(([method]) => method === 'settings.update').at(-1)?.[1]
      expect(saved, id).toEqual({ [group]: { [key]: next } })
    }
  })
})
