import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionState } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: HistorySettings } = await import('../../../renderer/src/components/HistorySettings.vue')
const { default: ConfirmDialog } = await import('../../../renderer/src/components/library/ConfirmDialog.vue')
const { useLibraryUiStore } = await import('../../../renderer/src/stores/library-ui')
const { useNoticesStore } = await import('../../../renderer/src/stores/notices')
const { signedIn, signedOut } = await import('../support/states')
const { historyStatus } = await import('../support/history-states')
const { callsOf } = await import('../support/mount-player')

async function mountWith(session: SessionState) {
  setActivePinia(createPinia())
  fake.answer('session.get', () => session)
  const wrapper = mount(HistorySettings, { attachTo: document.body })
  fake.connect()
  await flushPromises()
  return wrapper
}

/** Settings: where the history is kept, and "Forget my listening history", asked first. */
describe('HistorySettings', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    fake.answer('history.status', () => historyStatus())
  })

  it('says what is kept and where', async () => {
    const wrapper = await mountWith(signedIn())
    expect(wrapper.get('[data-testid="history-kept"]').text()).toMatch(/^120 plays kept, since /)
    expect(wrapper.get('[data-testid="history-folder"] code').text()).toBe(
      '/home/me/.config/Encore/history/history-abc',
    )
  })

  it('a history kept in memory says so', async () => {
    fake.answer('history.status', () => historyStatus({ folder: null }))
    const wrapper = await mountWith(signedIn())
    expect(wrapper.get('[data-testid="history-folder"]').text()).toContain('in memory only')
  })

  it('"Forget my listening history" asks first, saying what it erases; only the answer erases', async () => {
    fake.answer('history.forget', () => historyStatus({ plays: 0, revision: 2, firstPlayedAt: null }))
    const wrapper = await mountWith(signedIn())
    const button = wrapper.findAll('button').find((each) => each.text() === 'Forget my listening history')!
    await button.trigger('click')
    expect(callsOf('history.forget')).toEqual([])
    const ui = useLibraryUiStore()
    const dialog = mount(ConfirmDialog, { attachTo: document.body })
    expect(dialog.text()).toContain(
      'Encore erases the 120 plays it keeps of Demo Listener from this computer',
    )
    expect(dialog.text()).toContain('Nothing changes on the service')
    // Cancel: nothing happens.
    await dialog.get('button.btn--ghost').trigger('click')
    expect(ui.confirmation).toBeNull()
    expect(callsOf('history.forget')).toEqual([])
    dialog.unmount()

    await button.trigger('click')
    const again = mount(ConfirmDialog, { attachTo: document.body })
    await again.get('button.btn--danger').trigger('click')
    await flushPromises()
    expect(callsOf('history.forget')).toEqual([undefined])
    expect(wrapper.get('[data-testid="history-kept"]').text()).toBe(
      'Nothing kept yet: it fills as you listen.',
    )
    expect(useNoticesStore().shown.map((notice) => notice.message)).toContain(
      'Your listening history was erased from this computer.',
    )
    again.unmount()
  })

  it('while signed out says the history is each user’s own, and offers nothing to forget', async () => {
    const wrapper = await mountWith(signedOut())
    expect(wrapper.text()).toContain('kept per user')
    expect(wrapper.find('button').exists()).toBe(false)
  })
})
