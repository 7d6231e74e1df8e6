import { startEmulator, type EmulatorHandle, type ManualClock } from '../../electron/emulator'
import { SPOTIFY_LIKE_CLIENT_ID, startEncoreOnEmulator } from '../support/encore-on-emulator'
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
 * whole library and writes its cache), with the settings that point the compiled app at the emulator.
 */
export async function cacheLibraryFor(emulator: EmulatorHandle, dataDir: string): Promise<void> {
  const writer = await startEncoreOnEmulator({
    running: emulator,
    dataDir,
    profile: 'spotify',
    account: { api: { scheduler: { budget: 20_000 } } },
  })
  await writer.signIn()
  await writer.encore.library.service.idle()
  await writer.close()
  writeSpotifySettings(dataDir, emulator, SPOTIFY_LIKE_CLIENT_ID)
}
