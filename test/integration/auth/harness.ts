import type { SessionState, Settings } from '../../../electron/contract'
import { createAccount, type Account, type AccountOptions } from '../../../electron/core/features/account'
import { EventBus } from '../../../electron/core/base/bridge/event-bus'
import { KEPT_SESSION_KEY } from '../../../electron/core/features/auth/kept-session'
import { createLazyDemoService } from '../../../electron/core/features/account/demo-service'
import { systemClock, type Clock, type SettingsStore } from '../../../electron/core/base/ports'
import { Redactor } from '../../../electron/core/base/security/redact'
import { startEmulator, type EmulatorHandle, type ManualClock } from '../../../electron/emulator'
import { createMemoryLogger } from '../../support/memory-logger'
import { MemorySecretStore } from '../../support/memory-secret-store'

/** A Client ID of the accepted form, registered with the test emulator for the "spotify" profile. */
export const SPOTIFY_LIKE_CLIENT_ID = '0123456789abcdef0123456789abcdef'

export class MemorySettingsStore implements SettingsStore {
  constructor(public document: unknown = undefined) {}
  read(): unknown {
    return this.document
  }
  write(document: unknown): void {
    this.document = structuredClone(document)
  }
}

export interface Harness {
  emulator: EmulatorHandle<ManualClock>
  account: Account
  states: SessionState[]
  opened: string[]
  secrets: MemorySecretStore
  settingsStore: MemorySettingsStore
  redactor: Redactor
  logLines: string[]
  /** Resolves with the first published state that matches (or the current one if it already does). */
  until(predicate: (state: SessionState) => boolean, what: string): Promise<SessionState>
  /** The refresh token the session keeps (Spotify-like profile only). */
  keptRefreshToken(): string | undefined
  start(overrides?: Partial<HarnessOptions>): Harness
  close(): Promise<void>
}

export interface HarnessOptions {
  profile: 'demo' | 'spotify'
  skipConsent: boolean
  clock: Clock
  secrets: MemorySecretStore
  settingsStore: MemorySettingsStore
  emulator: EmulatorHandle<ManualClock>
  account: AccountOptions
}

/**
 * Core's settings and session against a real emulator over HTTP. The demo profile uses the emulator as the
 * built-in service; the "spotify" profile points the configurable base URLs at it, as a user would for
 * another service that speaks the same API.
 */
export async function startHarness(options: Partial<HarnessOptions> = {}): Promise<Harness> {
  const emulator =
    options.emulator ??
    (await startEmulator({
      size: 'small',
      seed: 'auth',
      clock: 'manual',
      extraClientIds: [SPOTIFY_LIKE_CLIENT_ID],
    }))
  const build = (
    opts: Partial<HarnessOptions>,
    shared?: { emulator: EmulatorHandle<ManualClock> },
  ): Harness => {
    const states: SessionState[] = []
    const opened: string[] = []
    const secrets = opts.secrets ?? new MemorySecretStore('encrypted')
    const profile = opts.profile ?? 'demo'
    const settingsStore =
      opts.settingsStore ??
      new MemorySettingsStore({
        version: 1,
        profile,
        demo: { skipConsent: opts.skipConsent ?? true },
        spotify: {
          clientId: SPOTIFY_LIKE_CLIENT_ID,
          redirectPort: null,
          accountsUrl: emulator.accountsUrl,
          apiUrl: emulator.apiUrl,
          extendedQuota: false,
        } satisfies Settings['spotify'],
      })
    const redactor = new Redactor()
    const { logger, lines } = createMemoryLogger(redactor)
    const waiters = new Set<() => void>()
    const bus = new EventBus()
    bus.on('session.changed', (state) => {
      states.push(state)
      for (const wake of [...waiters]) wake()
    })
    const account = createAccount(
      {
        identity: { name: 'Encore', version: 'test', mode: 'browser' },
        logger,
        clock: opts.clock ?? systemClock,
        redactor,
        settingsStore,
        secretStore: secrets,
        urlOpener: {
          async open(url) {
            opened.push(url)
          },
        },
        demoService: createLazyDemoService(async () => ({
          apiUrl: emulator.apiUrl,
          accountsUrl: emulator.accountsUrl,
          clientId: emulator.clientId,
          setAutoApprove: (on) => emulator.setConsent(on ? 'approve' : 'ask'),
          close: async () => {},
        })),
      },
      bus,
      opts.account ?? {},
    )
    const harness: Harness = {
      emulator: shared?.emulator ?? emulator,
      account,
      states,
      opened,
      secrets,
      settingsStore,
      redactor,
      logLines: lines,
      until(predicate, what) {
        return new Promise((resolve, reject) => {
          const check = () => {
            const current = account.session.state()
            if (!predicate(current)) return false
            waiters.delete(check)
            clearTimeout(timer)
            resolve(current)
            return true
          }
          const timer = setTimeout(() => {
            waiters.delete(check)
            reject(
              new Error(
                `the session never became ${what}; last state: ${JSON.stringify(account.session.state())}`,
              ),
            )
          }, 10_000)
          waiters.add(check)
          check()
        })
      },
      keptRefreshToken() {
        const raw = secrets.values.get(KEPT_SESSION_KEY)
        if (!raw) return undefined
        const kept = JSON.parse(raw) as { refreshToken?: string }
        return kept.refreshToken
      },
      start: (overrides = {}) => build({ ...opts, secrets, settingsStore, ...overrides }, { emulator }),
      close: async () => {
        await account.dispose()
      },
    }
    return harness
  }
  const harness = build(options)
  const close = harness.close
  harness.close = async () => {
    await close()
    await emulator.close()
  }
  return harness
}

/**
 * Plays the user's browser: opens the authorize URL, answers the consent page (when there is one), and
 * follows the redirect to the loopback receiver. Answers the receiver's page.
 */
export async function actAsBrowser(
  authorizeUrl: string,
  decision: 'approve' | 'deny' = 'approve',
): Promise<{ status: number; body: string; location: string }> {
  let response = await fetch(authorizeUrl, { redirect: 'manual' })
  if (response.status === 200) {
    const page = await response.text()
    const requestId = /name="request_id" value="([^"]+)"/.exec(page)?.[1]
    if (!requestId) throw new Error(`no consent form on the authorize page:\n${page.slice(0, 400)}`)
    response = await fetch(new URL('/authorize', authorizeUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request_id: requestId, decision }).toString(),
    })
  }
  const location = response.headers.get('location')
  if (!location) throw new Error(`the accounts service did not redirect (status ${response.status})`)
  const back = await fetch(location)
  return { status: back.status, body: await back.text(), location }
}

/** True when nothing listens at the URL any more. */
export async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5000) })
    return false
  } catch (error) {
    return ((error as Error).cause as { code?: string } | undefined)?.code === 'ECONNREFUSED'
  }
}
