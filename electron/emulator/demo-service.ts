import { startEmulator } from './start-emulator'

/** The built-in demo service as both shells run it: what it listens on, its consent switch, and its stop. */
export interface RunningDemoService {
  apiUrl: string
  accountsUrl: string
  clientId: string
  setAutoApprove(on: boolean): void
  close(): Promise<void>
}

/** Starts the emulator for the demo profile: the `demo` catalog on a free loopback port. */
export async function startDemoService(): Promise<RunningDemoService> {
  const emulator = await startEmulator({ port: 0, size: 'demo' })
  return {
    apiUrl: emulator.apiUrl,
    accountsUrl: emulator.accountsUrl,
    clientId: emulator.clientId,
    setAutoApprove: (on) => emulator.setConsent(on ? 'approve' : 'ask'),
    close: () => emulator.close(),
  }
}
