import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_SOLOIST_NAME } from './soloist/stand-in'
import { startEmulator } from './start-emulator'
import { createProblemRelay } from './problem-relay'
import type { StateFileProblem } from './state/persistence'

export { createProblemRelay }

/** The built-in demo service as both shells run it: what it listens on, its consent switch, and its stop. */
export interface RunningDemoService {
  apiUrl: string
  accountsUrl: string
  clientId: string
  /** Its Spotify Soloist stand-in: where its runtime files are and the device it plays as ("This computer"). */
  soloist: { dataDir: string; deviceName: string }
  setAutoApprove(on: boolean): void
  close(): Promise<void>
  /** What it could not do with its state file; problems from before the call are told at once. */
  onProblem(listener: (problem: StateFileProblem) => void): void
  /** Its process ended, asked to or not (a service in this process never does). */
  onGone?(listener: (code: number | null) => void): void
}

/** The file that keeps the demo user's library, playlists and player between runs. */
export const DEMO_STATE_FILE = 'demo-state.json'

/**
 * Starts the emulator for the demo profile: the `demo` catalog on a free loopback port (or the one given: a
 * restart after a crash keeps its address), with a Spotify Soloist
 * stand-in so the demo shows "This computer" too. With a data folder, what the user changed in the demo (saved
 * tracks, playlists, follows) is kept there between runs.
 */
export async function startDemoService(
  options: { dataDir?: string; port?: number } = {},
): Promise<RunningDemoService> {
  const problems = createProblemRelay()
  // The stand-in's runtime files (its port) last one run: a temporary folder, so a data folder that cannot be
  // written does not keep the demo from starting.
  const soloistDir = await mkdtemp(join(tmpdir(), 'encore-demo-soloist-'))
  const emulator = await startEmulator({
    port: options.port ?? 0,
    size: 'demo',
    soloist: { dataDir: soloistDir },
    ...(options.dataDir
      ? { stateFile: join(options.dataDir, DEMO_STATE_FILE), onStateProblem: problems.report }
      : {}),
  })
  return {
    apiUrl: emulator.apiUrl,
    accountsUrl: emulator.accountsUrl,
    clientId: emulator.clientId,
    soloist: { dataDir: soloistDir, deviceName: emulator.soloist?.deviceName ?? DEFAULT_SOLOIST_NAME },
    setAutoApprove: (on) => emulator.setConsent(on ? 'approve' : 'ask'),
    close: async () => {
      await emulator.close()
      await rm(soloistDir, { recursive: true, force: true })
    },
    onProblem: problems.onProblem,
  }
}
