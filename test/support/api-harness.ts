import { createApiClient, type ApiClientOptions } from '../../electron/core/service/api'
import type { Logger } from '../../electron/core/base/ports'
import { systemClock } from '../../electron/core/base/ports'
import { startEmulator, type EmulatorHandle, type EmulatorOptions } from '../../electron/emulator'
import { EmulatorTokenProvider } from './emulator-token-provider'
import { createRecordingAdapter } from './recording-adapter'

/** A small, seeded emulator for API client tests (real HTTP on 127.0.0.1). */
export function startApiEmulator(options: EmulatorOptions = {}): Promise<EmulatorHandle> {
  return startEmulator({ size: 'small', seed: 'api-client-tests', ...options })
}

export interface ConnectOptions extends Partial<
  Omit<ApiClientOptions, 'baseUrl' | 'tokenProvider' | 'adapter'>
> {
  /** Scopes of the issued token; every scope when absent. */
  scopes?: readonly string[]
  ttlSeconds?: number
}

/** Collects log lines so tests can check that no token ever reaches a log. */
export function recordingLogger() {
  const lines: string[] = []
  const record = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    void lines.push(`${level} ${message} ${fields ? JSON.stringify(fields) : ''}`)
  const logger: Logger = {
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  }
  return { logger, lines }
}

/**
 * An API client signed in to the emulator: a token issued by the emulator, a provider that refreshes against
 * its accounts service, and a recorder of every request sent (the requests still go over HTTP).
 * Jitter is zero unless the test passes `random`, so waits are predictable.
 */
export function connectClient(emulator: EmulatorHandle, options: ConnectOptions = {}) {
  const { scopes, ttlSeconds, ...clientOptions } = options
  const tokens = new EmulatorTokenProvider({
    accountsUrl: emulator.accountsUrl,
    clientId: emulator.clientId,
    initial: emulator.issueToken({
      ...(scopes ? { scopes } : {}),
      ...(ttlSeconds !== undefined ? { ttlSeconds } : {}),
    }),
  })
  const recorder = createRecordingAdapter(emulator.apiUrl)
  const log = recordingLogger()
  const client = createApiClient({
    baseUrl: emulator.apiUrl,
    tokenProvider: tokens,
    clock: systemClock,
    logger: log.logger,
    adapter: recorder.adapter,
    random: () => 0,
    ...clientOptions,
  })
  return { client, tokens, recorder, requests: recorder.requests, logLines: log.lines }
}

export type ConnectedClient = ReturnType<typeof connectClient>
