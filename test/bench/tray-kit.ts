import { readdirSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { REQUESTS_DOCUMENT } from '../../electron/core/features/usage/daily-budget'
import { startEmulator, type EmulatorHandle, type ManualClock } from '../../electron/emulator'
import {
  SPOTIFY_LIKE_CLIENT_ID,
  startEncoreOnEmulator,
  type EncoreOnEmulator,
} from '../support/encore-on-emulator'
import { writeSpotifySettings } from './lean-kit'

/** The setup of the tray's memory rows (the library bench, the history bench), shared so the rows compare. */

/** The service of the tray's memory rows: today's service (2026), the large catalog, 50,000 saved tracks. */
export function startTrayEmulator(): Promise<EmulatorHandle<ManualClock>> {
  return startEmulator({
    size: 'large',
    seed: 'bench-library',
    savedTracks: 50_000,
    apiMode: '2026',
    autoApprove: true,
    clock: 'manual',
    extraClientIds: [SPOTIFY_LIKE_CLIENT_ID],
  })
}

/**
 * A data folder as the app leaves it after its first sign-in to the Spotify profile (core itself reads the
 * whole library and writes its cache) on an earlier day, with the settings that point the compiled app at the
 * emulator.
 */
export async function cacheLibraryFor(emulator: EmulatorHandle, dataDir: string): Promise<void> {
  const writer = await startEncoreOnEmulator({
    running: emulator,
    dataDir,
    profile: 'spotify',
    account: { api: { scheduler: { budget: 20_000 } } },
  })
  await writeWholeCache(writer, dataDir)
  writeSpotifySettings(dataDir, emulator, SPOTIFY_LIKE_CLIENT_ID)
}

/**
 * Core reads the whole library into its cache in `dataDir`, then closes. The day's request budget is lifted
 * for it (50,000 tracks are 1,000 reads: the default budget would leave the cache unfinished, so the measured
 * app would read everything again), and the day's count it leaves is removed: the cache stands for one written
 * on an earlier day, so the measured app starts its own day.
 */
export async function writeWholeCache(writer: EncoreOnEmulator, dataDir: string): Promise<void> {
  await writer.encore.api.settings.update({ requestBudget: { perDay: 100_000 } })
  await writer.signIn()
  await writer.encore.library.service.idle()
  await writer.close()
  for (const entry of readdirSync(dataDir, { recursive: true, encoding: 'utf8' }))
    if (basename(entry) === REQUESTS_DOCUMENT) rmSync(join(dataDir, entry))
}
