import { describe, expect, it } from 'vitest'
import type { SessionState } from '../../../../electron/contract'
import { stopDemoWhenUnused } from '../../../../electron/core/features/account/demo-service'
import { ManualClock } from '../../../support/manual-clock'
import { createMemoryLogger } from '../../../support/memory-logger'

const out = (profile: 'demo' | 'spotify'): SessionState => ({ status: 'signed-out', profile, reason: null })
const signingIn: SessionState = {
  status: 'signing-in',
  profile: 'demo',
  authorizeUrl: null,
  openedBy: 'none',
  redirectUri: null,
  expiresAt: 0,
}

describe('stopDemoWhenUnused', () => {
  it('stops the demo a while after its session ends, unless a demo sign-in starts again', () => {
    const clock = new ManualClock()
    let stops = 0
    const demoService = {
      start: async () => ({ apiUrl: '', accountsUrl: '', clientId: '' }),
      stop: async () => void stops++,
    }
    const use = stopDemoWhenUnused({ demoService, clock, logger: createMemoryLogger().logger }, 15_000)
    use.sessionChanged(out('demo'))
    clock.advance(10_000)
    use.sessionChanged(signingIn) // signing in again: keep it
    clock.advance(30_000)
    expect(stops).toBe(0)
    use.sessionChanged(out('spotify')) // switched to Spotify
    clock.advance(14_999)
    expect(stops).toBe(0)
    clock.advance(1)
    expect(stops).toBe(1)
    use.sessionChanged(out('demo'))
    use.dispose()
    clock.advance(60_000)
    expect(stops).toBe(1)
  })
})
