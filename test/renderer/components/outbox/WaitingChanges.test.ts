import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OutboxEntry } from '../../../../electron/contract'

vi.mock('../../../../renderer/src/bridge', () => import('../../support/fake-bridge'))
const fake = await import('../../support/fake-bridge')
const { default: WaitingChanges } =
  await import('../../../../renderer/src/components/outbox/WaitingChanges.vue')
// The list's own code, which the count loads when it opens: at hand, as a page that opened it before has it.
await import('../../../../renderer/src/components/outbox/OutboxDialog.vue')
const { useLibraryStore } = await import('../../../../renderer/src/stores/library')
const { callsOf } = await import('../../support/mount-player')
const { outboxEntry, fakeOutbox } = await import('../../support/outbox-states')

/**
 * The status bar's count of waiting changes and their list, against the fake bridge: the count in words,
 * shown only while something waits; the list with each change's words, why and when; Cancel per change,
 * which asks core and shows what core answers (the change gone, the row's heart back as it was).
 */
const heatWave = 'spotify:track:heat1'
/** Today at 14:05:30, whenever the test runs (a time of another day would carry its date). */
const todayAt = (hours: number, minutes: number, seconds: number) =>
  new Date().setHours(hours, minutes, seconds, 0)
const entry = (overrides: Partial<OutboxEntry> = {}) =>
  outboxEntry({
    reason: 'rate-limited',
    why: 'Spotify asked Encore to wait. It is sent in 30 s.',
    until: todayAt(14, 5, 30),
    ...overrides,
  })
const follow = outboxEntry({ id: 'c2', label: 'Follow Heat', uri: 'spotify:artist:heat' })

let wrapper: VueWrapper | undefined
let box = fakeOutbox()
async function mountWith(entries: OutboxEntry[]) {
  setActivePinia(createPinia())
  box = fakeOutbox(entries)
  fake.answer('outbox.list', () => box.state())
  wrapper = mount(WaitingChanges, { attachTo: document.body })
  fake.connect()
  await flushPromises()
  return wrapper
}
const count = () => document.querySelector<HTMLButtonElement>('[data-testid="outbox-count"]')
const dialog = () => document.querySelector<HTMLDialogElement>('dialog')
const buttonsNamed = (prefix: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('dialog button')].filter((button) =>
    (button.getAttribute('aria-label') ?? button.textContent!.trim()).startsWith(prefix),
  )

describe('WaitingChanges', () => {
  beforeEach(() => fake.resetFakeBridge())
  afterEach(() => {
    wrapper?.unmount()
    document.body.innerHTML = ''
  })

  it('shows nothing while nothing waits, then counts in words as changes come and go', async () => {
    await mountWith([])
    expect(count()).toBeNull()
    fake.emit('outbox.changed', box.set([entry()]))
    await flushPromises()
    expect(count()!.textContent!.trim()).toBe('1 change waiting')
    fake.emit('outbox.changed', box.set([entry(), follow]))
    await flushPromises()
    expect(count()!.textContent!.trim()).toBe('2 changes waiting')
    fake.emit('outbox.changed', box.set([]))
    await flushPromises()
    expect(count()).toBeNull()
  })

  it('opens the list: what each change is, why it waits, when it is tried next', async () => {
    await mountWith([entry(), follow])
    expect(count()!.getAttribute('aria-haspopup')).toBe('dialog')
    count()!.focus()
    count()!.click()
    await flushPromises()
    expect(dialog()!.getAttribute('aria-labelledby')).toBeTruthy()
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Changes waiting to be sent',
    )
    const rows = [...document.querySelectorAll('[data-testid="outbox-entry"]')]
    expect(rows.map((row) => row.querySelector('.outbox__label')!.textContent)).toEqual([
      'Save “Heat Wave” to Your Library',
      'Follow Heat',
    ])
    expect(rows[0]!.textContent).toContain('Spotify asked Encore to wait.')
    const time = rows[0]!.querySelector('time')!
    expect(time.getAttribute('datetime')).toBe(new Date(entry().until!).toISOString())
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
        entry().until!,
      ),
    )
    // Waiting for the service to be back is not a time: no "Next try at".
    expect(rows[1]!.textContent).toContain('Spotify cannot be reached.')
    expect(rows[1]!.querySelector('time')).toBeNull()
    expect(buttonsNamed('Cancel').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Cancel Save “Heat Wave” to Your Library',
      'Cancel Follow Heat',
    ])
    // The safe button has the focus, not a Cancel.
    expect(document.activeElement!.textContent!.trim()).toBe('Done')
  })

  it('Cancel takes the change back through core; the row shows what core rolled back', async () => {
    await mountWith([entry(), follow])
    const library = useLibraryStore()
    fake.answer('library.setSaved', () => [true])
    await library.setSaved([heatWave], true)
    expect(library.isSaved(heatWave)).toBe(true)
    fake.answer('outbox.cancel', () => {
      // Core settles the change and pushes what it rolled back before it answers.
      fake.emit('outbox.changed', box.set([follow], [{ uri: heatWave, saved: false }]))
      return box.state()
    })
    count()!.click()
    await flushPromises()
    buttonsNamed('Cancel Save')[0]!.click()
    await flushPromises()
    expect(callsOf('outbox.cancel')).toEqual([{ id: 'c1' }])
    expect(document.querySelectorAll('[data-testid="outbox-entry"]')).toHaveLength(1)
    expect(count()!.textContent!.trim()).toBe('1 change waiting')
    expect(library.isSaved(heatWave)).toBe(false)
  })

  it('a change on its way cannot be cancelled; a refused Cancel says why and shows the list as it is', async () => {
    await mountWith([entry({ state: 'sending', reason: 'queued', why: 'On its way.', until: null }), follow])
    count()!.click()
    await flushPromises()
    const [sending, waiting] = buttonsNamed('Cancel')
    expect(sending!.disabled).toBe(true)
    expect(sending!.title).toBe('On its way: it can no longer be taken back.')
    expect(waiting!.disabled).toBe(false)
    fake.fail('outbox.cancel', { code: 'INVALID_INPUT', message: 'That change is no longer waiting.' })
    fake.answer('outbox.list', () => {
      box.set([])
      return box.state()
    })
    waiting!.click()
    await flushPromises()
    expect(document.querySelector('[role="alert"]')!.textContent).toBe('That change is no longer waiting.')
    expect(document.querySelector('[role="status"]')!.textContent).toContain('Nothing waits')
  })

  it('Escape and Done close the list, and focus goes back to the count', async () => {
    await mountWith([entry()])
    count()!.focus()
    count()!.click()
    await flushPromises()
    expect(count()!.getAttribute('aria-expanded')).toBe('true')
    // The browser turns Escape on a modal dialog into its cancel event.
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }))
    await flushPromises()
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(count())
    expect(count()!.getAttribute('aria-expanded')).toBe('false')
    count()!.click()
    await flushPromises()
    buttonsNamed('Done')[0]!.click()
    await flushPromises()
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(count())
  })
})
