import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import type { OutboxEntry } from '../../../electron/contract'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { default: AccountChip } = await import('../../../renderer/src/components/AccountChip.vue')
const { default: ConfirmDialog } = await import('../../../renderer/src/components/library/ConfirmDialog.vue')
const { useLibraryUiStore } = await import('../../../renderer/src/stores/library-ui')
const { signedIn, signedOut } = await import('../support/states')
const { callsOf } = await import('../support/mount-player')
const { outboxEntry, outboxState } = await import('../support/outbox-states')

/**
 * Signing out while changes wait asks first (core drops them at a sign-out the person asked for): the
 * question says how many and which, "Sign out anyway" signs out, "Cancel" keeps everything. Nothing waiting:
 * Sign out signs out at once.
 */
const waiting = (label: string, id: string) => outboxEntry({ id, label, uri: `spotify:track:${id}` })

/** The account chip (Sign out) with the app's question dialog, as the shell mounts them. */
const Shell = defineComponent(() => {
  const ui = useLibraryUiStore()
  return () => [h(AccountChip), ui.confirmation ? h(ConfirmDialog) : null]
})

let wrapper: VueWrapper | undefined
async function mountWith(entries: OutboxEntry[]) {
  setActivePinia(createPinia())
  fake.answer('session.get', () => signedIn())
  fake.answer('session.signOut', () => signedOut({ code: 'signed-out', message: 'You signed out.' }))
  fake.answer('outbox.list', () => outboxState(entries))
  wrapper = mount(Shell, { attachTo: document.body, global: { stubs: { RouterLink: true } } })
  fake.connect()
  await flushPromises()
  return wrapper
}
const signOutButton = () => document.querySelector<HTMLButtonElement>('[data-testid="sign-out"]')!
const dialogButton = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find(
    (button) => button.textContent!.trim() === name,
  )

describe('useSignOut: Sign out asks before dropping waiting changes', () => {
  beforeEach(() => fake.resetFakeBridge())
  afterEach(() => {
    wrapper?.unmount()
    document.body.innerHTML = ''
  })

  it('signs out at once when nothing waits', async () => {
    await mountWith([])
    signOutButton().click()
    await flushPromises()
    expect(document.querySelector('dialog')).toBeNull()
    expect(callsOf('session.signOut')).toHaveLength(1)
  })

  it('asks, saying how many changes would be lost; Cancel keeps the sign-in and the changes', async () => {
    await mountWith([waiting('Save “One” to Your Library', 'a'), waiting('Follow Heat', 'b')])
    signOutButton().focus()
    signOutButton().click()
    await flushPromises()
    expect(callsOf('session.signOut')).toEqual([])
    const dialog = document.querySelector('dialog')!
    expect(dialog.textContent).toContain('Sign out and lose waiting changes?')
    expect(dialog.textContent).toContain(
      '2 changes are not sent yet and will be lost if you sign out now: Save “One” to Your Library and Follow Heat.',
    )
    // The safe answer has the focus.
    expect(document.activeElement).toBe(dialogButton('Cancel'))
    dialogButton('Cancel')!.click()
    await flushPromises()
    expect(document.querySelector('dialog')).toBeNull()
    expect(document.activeElement).toBe(signOutButton())
    expect(callsOf('session.signOut')).toEqual([])
    expect(callsOf('outbox.cancel')).toEqual([])
  })

  it('"Sign out anyway" signs out', async () => {
    await mountWith([waiting('Save “One” to Your Library', 'a')])
    signOutButton().click()
    await flushPromises()
    expect(document.querySelector('dialog')!.textContent).toContain('1 change is not sent yet')
    dialogButton('Sign out anyway')!.click()
    await flushPromises()
    expect(callsOf('session.signOut')).toHaveLength(1)
  })

  it('asks about what waits now, not what the page heard last', async () => {
    await mountWith([])
    fake.answer('outbox.list', () => outboxState([waiting('Follow Heat', 'b')]))
    signOutButton().click()
    await flushPromises()
    expect(callsOf('session.signOut')).toEqual([])
    expect(document.querySelector('dialog')!.textContent).toContain('1 change is not sent yet')
  })
})
