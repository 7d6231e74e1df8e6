import type { DemoService, DemoServiceInfo } from './ports'

/** What a shell's emulator start answers: where it listens, how to set its consent page, how to stop it. */
export interface RunningDemo extends DemoServiceInfo {
  setAutoApprove(on: boolean): void
  close(): Promise<void>
}

/**
 * The `DemoService` port around a shell's emulator start: started on first use (the first demo sign-in),
 * once, even when asked twice at the same time; a failed start can be tried again.
 */
export function createLazyDemoService(start: () => Promise<RunningDemo>): DemoService {
  let running: Promise<RunningDemo> | undefined
  return {
    async start({ autoApprove }) {
      running ??= start().catch((error: unknown) => {
        running = undefined
        throw error
      })
      const demo = await running
      demo.setAutoApprove(autoApprove)
      return { apiUrl: demo.apiUrl, accountsUrl: demo.accountsUrl, clientId: demo.clientId }
    },
    async stop() {
      const pending = running
      running = undefined
      if (pending) await (await pending.catch(() => undefined))?.close()
    },
  }
}
