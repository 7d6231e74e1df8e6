import type { SessionState } from '../../../contract'
import { Emitter } from '../../base/emitter'
import type { DemoService, DemoServiceInfo, DemoServiceProblem, EncorePorts } from '../../base/ports'

/** What a shell's emulator start answers: where it listens, how to set its consent page, how to stop it. */
export interface RunningDemo extends DemoServiceInfo {
  setAutoApprove(on: boolean): void
  close(): Promise<void>
  /** What it could not do with its state file, including what happened before it answered. */
  onProblem?(listener: (problem: DemoServiceProblem) => void): void
}

/**
 * The `DemoService` port around a shell's emulator start: started on first use (the first demo sign-in),
 * once, even when asked twice at the same time; a failed start can be tried again.
 */
export function createLazyDemoService(start: () => Promise<RunningDemo>): DemoService {
  let running: Promise<RunningDemo> | undefined
  const problems = new Emitter<DemoServiceProblem>()
  return {
    // The port hears for as long as the app runs: nothing to undo.
    onProblem: (listener) => void problems.event(listener),
    async start({ autoApprove }) {
      running ??= start().then(
        (demo) => {
          demo.onProblem?.((problem) => problems.fire(problem))
          return demo
        },
        (error: unknown) => {
          running = undefined
          throw error
        },
      )
      const demo = await running
      demo.setAutoApprove(autoApprove)
      return {
        apiUrl: demo.apiUrl,
        accountsUrl: demo.accountsUrl,
        clientId: demo.clientId,
        ...(demo.soloist ? { soloist: demo.soloist } : {}),
      }
    },
    async stop() {
      const pending = running
      running = undefined
      if (pending) await (await pending.catch(() => undefined))?.close()
    },
  }
}

/** After the demo's session ends, its service is stopped this much later unless a demo sign-in starts. */
export const DEMO_IDLE_STOP_MS = 15_000

/**
 * Stops the demo service when nothing uses it (signed out, or switched to Spotify), a little later so that
 * signing in again at once does not restart it; its memory then goes back to the system.
 */
export function stopDemoWhenUnused(
  ports: Pick<EncorePorts, 'demoService' | 'clock' | 'logger'>,
  idleMs: number,
): { sessionChanged(state: SessionState): void; dispose(): void } {
  let timer: unknown
  const cancel = () => {
    if (timer !== undefined) ports.clock.clearTimeout(timer)
    timer = undefined
  }
  return {
    sessionChanged(state) {
      const demoInUse = state.profile === 'demo' && state.status !== 'signed-out'
      if (demoInUse) return cancel()
      if (state.status !== 'signed-out' || timer !== undefined || !ports.demoService) return
      timer = ports.clock.setTimeout(() => {
        timer = undefined
        ports.demoService?.stop().catch((error: unknown) => {
          ports.logger.warn('The demo service did not stop cleanly', { error: String(error) })
        })
      }, idleMs)
    },
    dispose: cancel,
  }
}
