import { createEncore, type Encore } from '../../electron/core/app'
import type { AccountOptions } from '../../electron/core/account'
import { systemClock, type DemoService } from '../../electron/core/ports'
import { startEmulator, type EmulatorHandle, type EmulatorOptions } from '../../electron/emulator'
import { createMemoryLogger } from './memory-logger'

export interface EncoreOnEmulator {
  encore: Encore
  emulator: EmulatorHandle
  logLines: string[]
  /** Signs in to the demo profile (the emulator approves at once) and waits until signed in. */
  signIn(): Promise<void>
  close(): Promise<void>
}

/** A DemoService port answering an emulator the test controls. */
export function demoServiceOf(emulator: EmulatorHandle): DemoService {
  return {
    async start({ autoApprove }) {
      emulator.setConsent(autoApprove ? 'approve' : 'ask')
      return { apiUrl: emulator.apiUrl, accountsUrl: emulator.accountsUrl, clientId: emulator.clientId }
    },
    stop: async () => {},
  }
}

/** Core (createEncore) whose demo profile is a real emulator on a free port, in memory otherwise. */
export async function startEncoreOnEmulator(
  options: { emulator?: Partial<EmulatorOptions>; account?: AccountOptions } = {},
): Promise<EncoreOnEmulator> {
  const emulator = await startEmulator({ size: 'small', seed: 'encore-core', ...options.emulator })
  const { logger, lines } = createMemoryLogger()
  const encore = createEncore(
    {
      identity: { name: 'Encore', version: '0.0.0-test', mode: 'browser' },
      logger,
      clock: systemClock,
      demoService: demoServiceOf(emulator),
    },
    options.account,
  )
  return {
    encore,
    emulator,
    logLines: lines,
    async signIn() {
      const signedIn = new Promise<void>((resolve) => {
        const off = encore.on('session.changed', (state) => {
          if (state.status !== 'signed-in') return
          off()
          resolve()
        })
      })
      await encore.api.session.signIn({ profile: 'demo', skipConsent: true })
      if ((await encore.api.session.get()).status !== 'signed-in') await signedIn
    },
    async close() {
      await encore.dispose()
      await emulator.close()
    },
  }
}
