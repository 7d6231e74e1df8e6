import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { useOutboxStore } = await import('../../../renderer/src/stores/outbox')
const { callsOf } = await import('../support/mount-player')
const { outboxEntry, fakeOutbox } = await import('../support/outbox-states')

/**
 * The outbox's store follows what changed (`outbox.changed`), and reads the whole list again only when a
 * change does not follow the revision it holds.
 */
const save = (n: number) => outboxEntry({ id: `c${n}`, uri: `spotify:track:t${n}`, label: `Save ${n}` })

describe('useOutboxStore', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('applies each change to the list it read, without reading it again', async () => {
    const box = fakeOutbox([save(1)])
    fake.answer('outbox.list', () => box.state())
    const store = useOutboxStore()
    fake.connect()
    await flushPromises()
    expect(store.count).toBe(1)
    fake.emit('outbox.changed', {
      ...box.set([save(1), save(2)]),
      whole: false,
      added: [save(2)],
    })
    fake.emit('outbox.changed', { ...box.set([save(2)]), whole: false, added: [], removed: ['c1'] })
    await flushPromises()
    expect(store.entries.map((entry) => entry.id)).toEqual(['c2'])
    expect(callsOf('outbox.list')).toHaveLength(1)
  })

  it('a change that skips a revision reads the list again, and shows what it answers', async () => {
    const box = fakeOutbox([save(1)])
    fake.answer('outbox.list', () => box.state())
    const store = useOutboxStore()
    fake.connect()
    await flushPromises()
    box.set([save(1), save(2)])
    // The page never heard of revision 2: the third cannot be applied to what it holds.
    const third = box.set([save(1), save(2), save(3)])
    fake.emit('outbox.changed', { ...third, whole: false, added: [save(3)] })
    await flushPromises()
    expect(callsOf('outbox.list')).toHaveLength(2)
    expect(store.entries.map((entry) => entry.id)).toEqual(['c1', 'c2', 'c3'])
  })
})
