import { expect } from 'vitest'
import { live, MINUTE, playAlbum, startDay, type DayRun } from '../../support/listening-day'

export const THIS_COMPUTER = 'This computer (Encore)'

/**
 * Core on the emulator with its Soloist stand-in, an album playing on "This computer", and two focused minutes
 * lived so what follows the sign-in (the library's first sync, the history) is done before anything is counted.
 */
export async function playingOnThisComputer(options: { today?: boolean } = {}): Promise<DayRun> {
  const run = await startDay({ ...options, soloist: true })
  await playAlbum(run, THIS_COMPUTER)
  await expect.poll(async () => (await run.encore.api.playback.get()).device?.name).toBe(THIS_COMPUTER)
  await live(run, run.clock.now() + 2 * MINUTE, 'focused')
  return run
}
