import type { SessionState } from '../../../contract'
import { Emitter } from '../../base/emitter'
import type {
  DemoRecovery,
  DemoService,
  DemoServiceInfo,
  DemoServiceProblem,
  EncorePorts,
} from '../../base/ports'

/** What a shell's emulator start answers: where it listens, how to set its consent page, how to stop it. */
export interface RunningDemo extends DemoServiceInfo {
  setAutoApprove(on: boolean): void
  close(): Promise<void>
  /** What it could not do with its state file, including what happened before it answered. */
  onProblem?(listener: (problem: DemoServiceProblem) => void): void
  /** Its process ended (asked to or not): the exit code, null when unknown. */
  onGone?(listener: (code: number | null) => void): void
}

/** How a shell starts its emulator: on a free port, or on the one it had (a restart keeps its address). */
export type StartDemo = (options: { port?: number }) => Promise<RunningDemo>

/**
 * The `DemoService` port around a shell's emulator start: started on first use (the first demo sign-in),
 * once, even when asked twice at the same time; a failed start can be tried again. A process that ends
 * unasked is a crash: whoever `recoverWith` names decides whether it starts again (on the same port, so the
 * session's addresses still hold), and is told once it answers.
 */
export function createLazyDemoService(start: StartDemo): DemoService {
  let running: Promise<RunningDemo> | undefined
  let autoApprove = false
  let recover: DemoRecovery = () => ({ restart: false, reopened: () => {} })
  const problems = new Emitter<DemoServiceProblem>()

  const gone = (pending: Promise<RunningDemo>, demo: RunningDemo, code: number | null) => {
    // Stopped on purpose (`stop` let go of it first), or already replaced.
    if (running !== pending) return
    running = undefined
    const plan = recover(code === 0 ? 'clean-exit' : `exit code ${code ?? 'unknown'}`)
    if (!plan.restart) return
    const again = launch(Number(new URL(demo.apiUrl).port))
    again.then(
      (back) => {
        back.setAutoApprove(autoApprove)
        plan.reopened()
      },
      () => {},
    )
  }

  const launch = (port?: number): Promise<RunningDemo> => {
    const pending: Promise<RunningDemo> = start(port === undefined ? {} : { port }).then(
      (demo) => {
        demo.onProblem?.((problem) => problems.fire(problem))
        demo.onGone?.((code) => gone(pending, demo, code))
        return demo
      },
      (error: unknown) => {
        if (running === pending) running = undefined
        throw error
      },
    )
    running = pending
    return pending
  }

  return {
    // The port hears for as long as the app runs: nothing to undo.
    onProblem: (listener) => void problems.event(listener),
    recoverWith: (decide) => {
      recover = decide
    },
    async start(options) {
      autoApprove = options.autoApprove
      const demo = await (running ?? launch())
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
