import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { EmulatorHandle } from '../../../electron/emulator'

/** The Client ID of "your own Spotify app", registered today: the emulator must accept it (`extraClientIds`). */
export const TODAY_CLIENT_ID = '0123456789abcdef0123456789abcdef'

/**
 * A fresh data folder whose settings choose the Spotify profile, pointed at a test-owned emulator playing
 * today's service: how a person with their own Client ID starts Encore.
 */
export function todayDataDir(
  emulator: Pick<EmulatorHandle, 'accountsUrl' | 'apiUrl'>,
  prefix: string,
): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  writeFileSync(
    join(dataDir, 'settings.json'),
    JSON.stringify({
      version: 1,
      profile: 'spotify',
      spotify: { clientId: TODAY_CLIENT_ID, accountsUrl: emulator.accountsUrl, apiUrl: emulator.apiUrl },
    }),
  )
  return dataDir
}
