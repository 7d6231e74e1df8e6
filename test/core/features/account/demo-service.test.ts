import { describe, expect, it } from 'vitest'
import type { SessionState } from '../../../../electron/contract'
import {
  createLazyDemoService,
  stopDemoWhenUnused,
  type RunningDemo,
} from '../../../../electron/core/features/account/demo-service'
import { createPageRecovery } from '../../../../electron/core/features/desktop/page-crash'
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

/** A demo process as a shell's start answers it: where it listens, and a way to play its end. */
function demoProcesses() {
  const started: { port: number | undefined; approve: boolean[]; end(code: number | null): void }[] = []
  const start = async ({ port }: { port?: number }): Promise<RunningDemo> => {
    const gone: ((code: number | null) => void)[] = []
    const entry = {
      port,
      approve: [] as boolean[],
      end: (code: number | null) => gone.forEach((g) => g(code)),
    }
    started.push(entry)
    return {
      apiUrl: `http://127.0.0.1:${port ?? 40_000 + started.length}/v1`,
      accountsUrl: 'http://127.0.0.1/accounts',
      clientId: 'demo',
      setAutoApprove: (on) => void entry.approve.push(on),
      close: async () => entry.end(0),
      onGone: (listener) => void gone.push(listener),
    }
  }
  return { started, start }
}

describe('the demo service that crashed', () => {
  it('starts again on the port it had, as core decides, and says so once it answers', async () => {
    const { started, start } = demoProcesses()
    const said: string[] = []
    const demo = createLazyDemoService(start)
    let now = 0
    const recover = createPageRecovery(
      (notice) => said.push(notice.message),
      () => now,
    )
    demo.recoverWith?.((reason) => recover('demo', reason))
    const first = await demo.start({ autoApprove: true })
    started[0]!.end(1)
    await new Promise((resolve) => setImmediate(resolve))
    expect(started.map((entry) => entry.port)).toEqual([undefined, Number(new URL(first.apiUrl).port)])
    expect(started[1]!.approve, 'consent as the person chose it').toEqual([true])
    expect(said).toEqual([
      'The demo service closed unexpectedly; Encore started it again. Sign in to the demo again to go on.',
    ])
    expect((await demo.start({ autoApprove: true })).apiUrl).toBe(first.apiUrl)
    expect(started).toHaveLength(2)

    // Again within 10 minutes: left stopped, said so; a later sign-in starts it anew.
    now += 60_000
    started[1]!.end(1)
    await new Promise((resolve) => setImmediate(resolve))
    expect(started).toHaveLength(2)
    expect(said.at(-1)).toContain('Encore left it stopped')
    await demo.start({ autoApprove: false })
    expect(started).toHaveLength(3)
  })

  it('is not started again when Encore stopped it', async () => {
    const { started, start } = demoProcesses()
    const demo = createLazyDemoService(start)
    const recover = createPageRecovery(() => {})
    demo.recoverWith?.((reason) => recover('demo', reason))
    await demo.start({ autoApprove: false })
    await demo.stop()
    await new Promise((resolve) => setImmediate(resolve))
    expect(started).toHaveLength(1)
  })
})
