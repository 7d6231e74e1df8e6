import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import {
  isBridgeError,
  type BridgeResult,
  type PlaybackState,
  type SessionState,
} from '../../electron/contract'
import { createEncore, type Encore, type EncoreOptions } from '../../electron/core/app'
import { systemClock } from '../../electron/core/base/ports'
import { startEmulator, type EmulatorHandle } from '../../electron/emulator'
import { createFileSecretStore } from '../../electron/web/file-secret-store'
import { createJsonSettingsStore } from '../../electron/web/json-settings-store'
import { demoServiceOf } from './encore-on-emulator'
import { createMemoryLogger } from './memory-logger'

/**
 * The app as a bridge fuzzer meets it: core with browser mode's file stores in a fresh data folder, signed in
 * to the demo on a real emulator, so that a payload that slipped through would change something observable:
 * the settings, the session, the player, the files, or the requests the service received.
 */
export interface FuzzTarget {
  encore: Encore
  emulator: EmulatorHandle
  dataDir: string
  logLines: string[]
  /** Everything a malformed call must leave as it was. */
  observe(): Promise<Observed>
  close(): Promise<void>
}

export interface Observed {
  settings: unknown
  session: SessionState
  /** The player as the engine holds it, without what moves by itself (progress, read times). */
  player: Partial<PlaybackState> & { trackId: string | null; deviceId: string | null }
  /** Every file in the data folder and its content. */
  files: Record<string, string>
  /** Requests the service received that could change something (not GET). */
  writesToService: number
}

/** `options`: core's (a fuzz that sends valid calls lifts the request budget, so nothing waits for it). */
export async function startFuzzTarget(options: EncoreOptions = {}): Promise<FuzzTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'encore-fuzz-'))
  const emulator = await startEmulator({ size: 'small', seed: 'fuzz', autoApprove: true })
  const { logger, lines } = createMemoryLogger()
  const encore = createEncore(
    {
      identity: { name: 'Encore', version: '0.0.0-fuzz', mode: 'browser' },
      logger,
      clock: systemClock,
      dataDir,
      settingsStore: createJsonSettingsStore(dataDir),
      secretStore: createFileSecretStore(dataDir, logger),
      demoService: demoServiceOf(emulator),
    },
    options,
  )
  const signedIn = await encore.api.session.signIn({ profile: 'demo', skipConsent: true })
  if (signedIn.status !== 'signed-in') {
    await new Promise<void>((resolve) => {
      const off = encore.on('session.changed', (state) => {
        if (state.status === 'signed-in') {
          off()
          resolve()
        }
      })
    })
  }
  await encore.api.playback.get()
  // The library's first sync runs on sign-in and writes its cache: let it end before anything is compared.
  await encore.library.service.idle()

  const observe = async (): Promise<Observed> => {
    const state = await encore.api.playback.get()
    return {
      settings: await encore.api.settings.get(),
      session: await encore.api.session.get(),
      player: {
        status: state.status,
        isPlaying: state.isPlaying,
        repeat: state.repeat,
        shuffle: state.shuffle,
        saved: state.saved,
        trackId: state.track?.id ?? null,
        deviceId: state.device?.id ?? null,
      },
      // Every file under the data folder (the library's cache lives in a folder of its own).
      files: Object.fromEntries(
        readdirSync(dataDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => {
            const path = join(entry.parentPath, entry.name)
            return [path.slice(dataDir.length + 1), readFileSync(path, 'utf8')]
          }),
      ),
      writesToService: emulator.traffic.entries().filter((entry) => entry.method !== 'GET').length,
    }
  }

  return {
    encore,
    emulator,
    dataDir,
    logLines: lines,
    observe,
    async close() {
      await encore.dispose()
      await emulator.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A refusal as the contract promises it: INVALID_INPUT in the BridgeError shape, no stack trace. */
export function expectTypedRefusal(result: unknown, what: string): void {
  const envelope = result as BridgeResult<unknown>
  if (envelope.ok !== false) expect.fail(`${what} was accepted: ${JSON.stringify(result).slice(0, 300)}`)
  expect(isBridgeError(envelope.error), `${what}: not a BridgeError`).toBe(true)
  expect(envelope.error.code, what).toBe('INVALID_INPUT')
  expect(JSON.stringify(envelope.error), `${what}: a stack trace crossed the bridge`).not.toMatch(/\n\s+at /)
}

/** Object.prototype as it was before the fuzzing: a merge of `__proto__` would add keys to it. */
export function prototypeKeys(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).sort()
}
