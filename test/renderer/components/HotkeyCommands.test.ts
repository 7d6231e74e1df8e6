import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DesktopState } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: HotkeyCommands } = await import('../../../renderer/src/components/HotkeyCommands.vue')

const desktop = (mechanism: DesktopState['hotkeys']['mechanism'], command: string | null) =>
  ({
    hotkeys: { enabled: true, mechanism, support: '', entries: [] },
    commandLine: { command, linkHandler: false },
  }) as unknown as DesktopState

async function mountWith(state: DesktopState) {
  fake.answer('desktop.get', () => state)
  const wrapper = mount(HotkeyCommands)
  fake.connect()
  await flushPromises()
  return wrapper
}

describe('HotkeyCommands', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('where no global hotkeys can be registered: the command for each action, with a Copy button', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const wrapper = await mountWith(desktop('none', 'npm --prefix /src/encore run -s ctl --'))
    const rows = wrapper.findAll('li').map((row) => [row.find('span').text(), row.find('code').text()])
    expect(rows).toEqual([
      ['Play / pause', 'npm --prefix /src/encore run -s ctl -- toggle'],
      ['Next track', 'npm --prefix /src/encore run -s ctl -- next'],
      ['Previous track', 'npm --prefix /src/encore run -s ctl -- previous'],
      ['Volume up', 'npm --prefix /src/encore run -s ctl -- volume +5'],
      ['Volume down', 'npm --prefix /src/encore run -s ctl -- volume -5'],
      ['Forward 10 seconds', 'npm --prefix /src/encore run -s ctl -- seek +10'],
      ['Back 10 seconds', 'npm --prefix /src/encore run -s ctl -- seek -10'],
      ['Save or remove the current track', 'npm --prefix /src/encore run -s ctl -- like-toggle'],
      ['Show or hide the mini player', 'npm --prefix /src/encore run -s ctl -- mini'],
    ])
    const copy = wrapper.get('button[aria-label="Copy the command for Next track"]')
    await copy.trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith('npm --prefix /src/encore run -s ctl -- next')
    expect(copy.text()).toBe('Copied')
  })

  it('shows nothing where the desktop registers hotkeys, or where no command reaches Encore', async () => {
    expect(
      (await mountWith(desktop('native', 'encore'))).find('[data-testid="hotkey-commands"]').exists(),
    ).toBe(false)
    expect(
      (await mountWith(desktop('portal', 'encore'))).find('[data-testid="hotkey-commands"]').exists(),
    ).toBe(false)
    expect((await mountWith(desktop('none', null))).find('[data-testid="hotkey-commands"]').exists()).toBe(
      false,
    )
  })
})
