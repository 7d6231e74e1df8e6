import { join } from 'node:path'
import { startEmulator } from './start-emulator'

/** The built-in demo service as both shells run it: what it listens on, its consent switch, and its stop. */
export interface RunningDemoService {
  apiUrl: string
  accountsUrl: string
  clientId: string
  setAutoApprove(on: boolean): void
  close(): Promise<void>
}

/** The file that keeps the demo user's library, playlists and player between runs. */
export const DEMO_STATE_FILE = 'demo-state.json'

/**
 * Starts the emulator for the demo profile: the `demo` catalog on a free loopback port. With a data folder,
 * what the user changed in the demo (saved tracks, playlists, follows) is kept there between runs.
 */
export async function startDemoService(options: { dataDir?: string } = {}): Promise<RunningDemoService> {
  const emulator = await startEmulator({
    port: 0,
    size: 'demo',
    ...(options.dataDir ? { stateFile: join(options.dataDir, DEMO_STATE_FILE) } : {}),
  })
  return {
    apiUrl: emulator.apiUrl,
    accountsUrl: emulator.accountsUrl,
    clientId: emulator.clientId,
    setAutoApprove: (on) => emulator.setConsent(on ? 'approve' : 'ask'),
    close: () => emulator.close(),
  }
}
