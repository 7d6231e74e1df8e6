import { beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope } from 'vue'

vi.mock('../../../renderer/src/bridge', () => import('../support/fake-bridge'))
const fake = await import('../support/fake-bridge')
const { usePlaylistChanges } = await import('../../../renderer/src/composables/usePlaylistChanges')

const state = (id: string, revision: number) => ({ id, revision, total: 3, pending: 0, snapshotId: 's' })

describe('usePlaylistChanges', () => {
  beforeEach(() => fake.resetFakeBridge())

  it('follows the open playlist’s changes, and stops listening when its page goes', () => {
    const scope = effectScope()
    const changes = scope.run(() => usePlaylistChanges('p1'))!
    fake.emit('playlist.changed', state('p2', 4))
    expect(changes.latest.value).toBeNull()
    fake.emit('playlist.changed', state('p1', 5))
    expect(changes.latest.value).toMatchObject({ id: 'p1', revision: 5 })
    scope.stop()
    fake.emit('playlist.changed', state('p1', 6))
    expect(changes.latest.value).toMatchObject({ revision: 5 })
    expect(fake.listenerCount('playlist.changed')).toBe(0)
  })
})
