import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { CATALOG_SIZES, type CatalogSize } from './catalog/catalog-sizes'
import type { EmulatorOptions } from './emulator-options'
import type { FaultSettings } from './faults/fault-settings'
import { API_MODES, isApiMode } from './generation'

export const USAGE = `Usage: npm run emulator -- --port N [--seed S] [--size small|demo|large] [--auto-approve]
         [--latency-ms L] [--token-ttl SECONDS] [--jitter-ms J] [--error-rate F] [--rate-limit N]
         [--down] [--client-id ID] [--country CC] [--state-file PATH] [--free-user]
         [--api-mode classic|2024|2026] [--retired-endpoints] [--quota N] [--quota-window-s S]
         [--unregistered-user] [--owner-premium-lapsed] [--saved-tracks N]
         [--soloist [--soloist-data-dir PATH]]

  --port N           port on 127.0.0.1 (0 picks a free one; default 0)
  --seed S           catalog seed (default encore): the same seed gives the same catalog
  --size             small (tests), demo (default), large (benchmarks: 100k+ tracks)
  --auto-approve     /authorize redirects with a code at once instead of showing the consent page
  --latency-ms L     added to every request (default 0)
  --token-ttl S      access token lifetime in seconds (default 3600)
  --jitter-ms J      random extra latency of 0..J ms (default 0)
  --error-rate F     fraction 0..1 of requests answered 500/502/503 (default 0)
  --rate-limit N     /v1 requests allowed per rolling 30 s; then 429 with Retry-After (default: no limit)
  --down             every request fails with 503
  --client-id ID     the client id the accounts service accepts (default e0c0de00e0c0de00e0c0de00e0c0de00,
                     which Encore's Spotify setup form takes; encore-demo-client is accepted beside it)
  --country CC       the demo user's country (default US)
  --state-file PATH  keep the user state (library, playlists, history, player) in this JSON file
  --free-user        the demo user is a free user: player commands answer PREMIUM_REQUIRED
  --api-mode M       the generation of the API to play: classic (api-spec.md, default), 2024 (the
                     endpoints removed in Nov 2024 answer as removed), 2026 (every rule of
                     service-2026.md: removed endpoints 403, /me/library, removed fields, pages of 10)
  --retired-endpoints
                     the same as --api-mode 2024
  --quota N          /v1 requests allowed in any rolling quota window; then 429 QUOTA_EXCEEDED with
                     Retry-After until one more fits (default: no quota)
  --quota-window-s S the quota window in seconds (default 86400, a day)
  --unregistered-user
                     every /v1 call answers 403: the user is not registered for this application
  --owner-premium-lapsed
                     every /v1 call answers 403: the app owner's Premium subscription lapsed
  --saved-tracks N   the demo user's library holds N saved tracks (a big library, for benchmarks)
  --soloist          also start a Spotify Soloist stand-in: a local WebSocket speaking Soloist's protocol,
                     and a device "This computer (Encore)" the Web API lists and plays on
  --soloist-data-dir PATH
                     where the stand-in writes ws.addr and ws.port (default: a new temporary folder)

Prints one JSON line on stdout once listening: {"api":…,"accounts":…,"clientId":…} (with --soloist, also
"soloist":{"url":…,"dataDir":…}); Ctrl-C stops it.`

/** A wrong command line: the message says which flag and why. */
export class CliUsageError extends Error {
  override name = 'CliUsageError'
}

export type CliCommand = { kind: 'help' } | { kind: 'run'; options: EmulatorOptions }

function integer(flag: string, raw: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new CliUsageError(`--${flag} must be a whole number from ${min} to ${max}; got "${raw}".`)
  }
  return Number(raw)
}

/** Parses the emulator's flags; throws CliUsageError for unknown flags and bad values. */
export function parseEmulatorArgs(argv: readonly string[]): CliCommand {
  let values
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        seed: { type: 'string' },
        size: { type: 'string' },
        'auto-approve': { type: 'boolean' },
        'latency-ms': { type: 'string' },
        'token-ttl': { type: 'string' },
        'jitter-ms': { type: 'string' },
        'error-rate': { type: 'string' },
        'rate-limit': { type: 'string' },
        down: { type: 'boolean' },
        'client-id': { type: 'string' },
        country: { type: 'string' },
        'state-file': { type: 'string' },
        soloist: { type: 'boolean' },
        'soloist-data-dir': { type: 'string' },
        'free-user': { type: 'boolean' },
        'retired-endpoints': { type: 'boolean' },
        'api-mode': { type: 'string' },
        quota: { type: 'string' },
        'quota-window-s': { type: 'string' },
        'saved-tracks': { type: 'string' },
        'unregistered-user': { type: 'boolean' },
        'owner-premium-lapsed': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error))
  }
  if (values.help) return { kind: 'help' }

  const options: EmulatorOptions = {}
  const faults: Partial<FaultSettings> = {}
  if (values.port !== undefined) options.port = integer('port', values.port, 0, 65_535)
  if (values.seed !== undefined) {
    if (values.seed === '') throw new CliUsageError('--seed must not be empty.')
    options.seed = values.seed
  }
  if (values.size !== undefined) {
    if (!(CATALOG_SIZES as readonly string[]).includes(values.size)) {
      throw new CliUsageError(`--size must be one of ${CATALOG_SIZES.join(', ')}; got "${values.size}".`)
    }
    options.size = values.size as CatalogSize
  }
  if (values['auto-approve']) options.autoApprove = true
  if (values['token-ttl'] !== undefined)
    options.tokenTtlSeconds = integer('token-ttl', values['token-ttl'], 1)
  if (values['latency-ms'] !== undefined)
    faults.latencyMs = integer('latency-ms', values['latency-ms'], 0, 600_000)
  if (values['jitter-ms'] !== undefined)
    faults.jitterMs = integer('jitter-ms', values['jitter-ms'], 0, 600_000)
  if (values['error-rate'] !== undefined) {
    const raw = values['error-rate']
    const rate = Number(raw)
    if (raw.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
      throw new CliUsageError(`--error-rate must be a number from 0 to 1; got "${raw}".`)
    }
    faults.errorRate = rate
  }
  if (values['rate-limit'] !== undefined) faults.rateLimit = integer('rate-limit', values['rate-limit'], 1)
  if (values.down) faults.down = true
  if (values['client-id'] !== undefined) {
    if (values['client-id'] === '') throw new CliUsageError('--client-id must not be empty.')
    options.clientId = values['client-id']
  }
  if (values.country !== undefined) {
    if (!/^[A-Z]{2}$/.test(values.country)) {
      throw new CliUsageError(
        `--country must be an ISO 3166-1 alpha-2 code like SE; got "${values.country}".`,
      )
    }
    options.country = values.country
  }
  if (values['state-file'] !== undefined) {
    if (values['state-file'].trim() === '') throw new CliUsageError('--state-file must be a file path.')
    options.stateFile = values['state-file']
  }
  if (values['soloist-data-dir'] !== undefined && !values.soloist) {
    throw new CliUsageError('--soloist-data-dir goes with --soloist.')
  }
  if (values.soloist) {
    const dataDir = values['soloist-data-dir'] ?? mkdtempSync(join(tmpdir(), 'encore-soloist-'))
    if (dataDir.trim() === '') throw new CliUsageError('--soloist-data-dir must be a folder path.')
    options.soloist = { dataDir }
  }
  if (values['free-user']) options.premium = false
  if (values['api-mode'] !== undefined) {
    const mode = values['api-mode']
    if (!isApiMode(mode))
      throw new CliUsageError(`--api-mode must be one of ${API_MODES.join(', ')}; got "${mode}".`)
    if (values['retired-endpoints'] && mode !== '2024') {
      throw new CliUsageError(`--retired-endpoints is --api-mode 2024; it cannot go with --api-mode ${mode}.`)
    }
    options.apiMode = mode
  }
  if (values['retired-endpoints']) options.retiredEndpoints = true
  if (values.quota !== undefined) options.quota = integer('quota', values.quota, 1)
  if (values['quota-window-s'] !== undefined)
    options.quotaWindowSeconds = integer('quota-window-s', values['quota-window-s'], 1)
  if (values['saved-tracks'] !== undefined)
    options.savedTracks = integer('saved-tracks', values['saved-tracks'], 0)
  if (values['unregistered-user']) options.unregisteredUser = true
  if (values['owner-premium-lapsed']) options.ownerPremiumLapsed = true
  if (Object.keys(faults).length > 0) options.faults = faults
  return { kind: 'run', options }
}
