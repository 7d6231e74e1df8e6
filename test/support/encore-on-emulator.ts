import type { SessionState } from '../../electron/contract'
import { createEncore, type Encore, type EncoreOptions } from '../../electron/core/app'
import { systemClock, type Clock, type DemoService } from '../../electron/core/base/ports'
import { startEmulator, type EmulatorHandle, type EmulatorOptions } from '../../electron/emulator'
import { createMemoryLogger } from './memory-logger'

export interface EncoreOnEmulator {
  encore: Encore
  emulator: EmulatorHandle
  logLines: string[]
  /**
   * Signs in (the emulator approves at once) and waits until signed in: to the demo, or with `spotify` to the
   * emulator standing in for Spotify at configured URLs, following the consent page as a browser would.
   */
  signIn(): Promise<SessionState>
  close(): Promise<void>
}

/** A Client ID of the accepted form that the test emulators also accept, for the "spotify" profile. */
export const SPOTIFY_LIKE_CLIENT_ID = 'abcdef0123456789abcdef0123456789'

/** A DemoService port answering an emulator the test controls. */
export function demoServiceOf(emulator: EmulatorHandle): DemoService {
  return {
    async start({ autoApprove }) {
      emulator.setConsent(autoApprove ? 'approve' : 'ask')
      const standIn = emulator.soloist
      return {
        apiUrl: emulator.apiUrl,
        accountsUrl: emulator.accountsUrl,
        clientId: emulator.clientId,
        // As the demo service does: its Soloist stand-in, when the emulator runs one.
        ...(standIn ? { soloist: { dataDir: standIn.dataDir, deviceName: standIn.deviceName } } : {}),
      }
    },
    stop: async () => {},
  }
}

/** Core (createEncore) whose demo profile is a real emulator on a free port, in memory otherwise. */
export async function startEncoreOnEmulator(
  options: {
    emulator?: Partial<EmulatorOptions>
    /** An emulator already running (another Encore used it before: a restart); left running on close. */
    running?: EmulatorHandle
    account?: EncoreOptions
    profile?: 'demo' | 'spotify'
    dataDir?: string
    extendedQuota?: boolean
    /** The clock core runs on (tests count its timers); the system's by default. */
    clock?: Clock
  } = {},
): Promise<EncoreOnEmulator> {
  const profile = options.profile ?? 'demo'
  const emulator =
    options.running ??
    (await startEmulator({
      size: 'small',
      seed: 'encore-core',
      extraClientIds: [SPOTIFY_LIKE_CLIENT_ID],
      autoApprove: true,
      ...options.emulator,
    }))
  const { logger, lines } = createMemoryLogger()
  const encore = createEncore(
    {
      identity: { name: 'Encore', version: '0.0.0-test', mode: 'browser' },
      logger,
      clock: options.clock ?? systemClock,
      demoService: demoServiceOf(emulator),
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    },
    options.account,
  )
  return {
    encore,
    emulator,
    logLines: lines,
    async signIn() {
      if (profile === 'spotify') {
        await encore.api.settings.update({
          profile: 'spotify',
          spotify: {
            clientId: SPOTIFY_LIKE_CLIENT_ID,
            accountsUrl: emulator.accountsUrl,
            apiUrl: emulator.apiUrl,
            extendedQuota: options.extendedQuota ?? false,
          },
        })
      }
      // Settled: signed in, or signed out again with a reason (a refused account, say).
      const settled = new Promise<SessionState>((resolve) => {
        const off = encore.on('session.changed', (state) => {
          if (state.status !== 'signed-in' && !(state.status === 'signed-out' && state.reason)) return
          off()
          resolve(state)
        })
      })
      if (profile === 'demo') {
        await encore.api.session.signIn({ profile: 'demo', skipConsent: true })
      } else {
        const waiting = await encore.api.session.signIn()
        if (waiting.status !== 'signing-in' || !waiting.authorizeUrl)
          throw new Error(`no consent page: ${waiting.status}`)
        // As the browser would: the emulator approves at once and redirects to Encore's loopback receiver.
        const consent = await fetch(waiting.authorizeUrl, { redirect: 'manual' })
        const back = consent.headers.get('location')
        await consent.body?.cancel()
        if (!back) throw new Error(`the consent page answered ${consent.status} without a redirect`)
        await (await fetch(back)).body?.cancel()
      }
      const now = await encore.api.session.get()
      return now.status === 'signed-in' ? now : settled
    },
    async close() {
      await encore.dispose()
      if (!options.running) await emulator.close()
    },
  }
}
