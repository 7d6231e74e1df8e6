import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { hotkeyActions, type DesktopState, type HotkeyEntry } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: HotkeySettings } = await import('../../../renderer/src/components/HotkeySettings.vue')
const { signedIn, snapshot } = await import('../support/states')

const BROWSER_WORDS =
  'Browser mode cannot listen for keys outside the page; the desktop app registers global hotkeys.'

function desktop(mechanism: 'none' | 'native', result: HotkeyEntry['result']): DesktopState {
  return {
    hotkeys: {
      enabled: true,
      mechanism,
      support: mechanism === 'none' ? BROWSER_WORDS : 'Global hotkeys work in every app.',
      entries: hotkeyActions.map((action) => ({
        action,
        accelerator: 'F8',
        result,
        message: result === 'unsupported' ? 'This session cannot register global hotkeys.' : null,
      })),
    },
    mediaControls: { kind: 'none', status: 'off', message: null },
    closeToTray: { effective: false, reason: '' },
    dock: { supported: false, place: 'taskbar', hidden: false, note: '' },
    miniPlayer: {
      placements: ['floating'],
      placement: 'floating',
      alwaysOnTop: true,
      remembersPosition: true,
      outOfTaskbar: false,
      note: null,
    },
    startAtLogin: { supported: false, how: 'none', note: '' },
    commandLine: { command: 'encore', linkHandler: mechanism !== 'none', linkHandlerGivesBack: false },
    askCrashReports: false,
  }
}

async function mountWith(state: DesktopState) {
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  fake.answer('settings.get', () => snapshot())
  fake.answer('desktop.get', () => state)
  const wrapper = mount(HotkeySettings)
  fake.connect()
  await flushPromises()
  return wrapper
}

describe('HotkeySettings', () => {
  beforeEach(() => fake.resetFakeBridge())

  it('says once for the section that this session cannot register hotkeys, not beside each one', async () => {
    const wrapper = await mountWith(desktop('none', 'unsupported'))
    expect(wrapper.findAll('[data-testid="hotkey-field"]')).toHaveLength(hotkeyActions.length)
    expect(wrapper.findAll('[data-testid="hotkey-status"]')).toHaveLength(0)
    expect(wrapper.text().split('Not available here').length - 1).toBe(1)
    expect(wrapper.text()).toContain(`Not available here. ${BROWSER_WORDS}`)
    // The commands to bind in the desktop's own keyboard settings instead.
    expect(wrapper.get('[data-testid="hotkey-commands"]').text()).toContain('encore toggle')
  })

  it('shows each hotkey’s own result where the session registers them', async () => {
    const wrapper = await mountWith(desktop('native', 'registered'))
    expect(wrapper.findAll('[data-testid="hotkey-status"]').map((status) => status.text())).toEqual(
      hotkeyActions.map(() => 'Registered'),
    )
    expect(wrapper.find('[data-testid="hotkey-commands"]').exists()).toBe(false)
  })

  it('tells the desktop app while a field records (its focus), not while the section is merely shown', async () => {
    fake.answer('desktop.recordHotkey', () => undefined)
    const wrapper = await mountWith(desktop('native', 'registered'))
    const recorded = () =>
      fake.calls.filter(([method]) => method === 'desktop.recordHotkey').map(([, input]) => input)
    expect(recorded()).toEqual([])
    const field = wrapper.findAll('[data-testid="hotkey-field"]')[1]!
    await field.trigger('focus')
    await field.trigger('blur')
    await field.trigger('focus')
    expect(recorded()).toEqual([{ recording: true }, { recording: false }, { recording: true }])
    // Leaving Settings with the field focused ends the recording: no blur comes from a removed field.
    wrapper.unmount()
    expect(recorded()).toEqual([
      { recording: true },
      { recording: false },
      { recording: true },
      { recording: false },
    ])
  })
})
