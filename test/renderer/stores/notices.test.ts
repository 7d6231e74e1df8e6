import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { useNoticesStore } = await import('../../../renderer/src/stores/notices')

describe('the notices store: what core held while no page heard it', () => {
  beforeEach(() => {
    fake.resetFakeBridge()
    setActivePinia(createPinia())
  })

  it('reads the held notices once the connection opens, and shows them', async () => {
    const held = {
      level: 'warning' as const,
      code: 'OUTBOX_UNREADABLE',
      message: 'One line of the outbox file could not be read and was left out.',
    }
    fake.answer('app.notices', () => [held])
    const notices = useNoticesStore()
    expect(notices.shown).toEqual([])
    fake.connect()
    await vi.waitFor(() => expect(notices.shown.map((shown) => shown.message)).toEqual([held.message]))
    expect(fake.calls.filter(([method]) => method === 'app.notices')).toHaveLength(1)
  })
})
