import { figure, type BenchFigure, type BenchModule } from './bench-kit'
import { HOUR, live, MINUTE, playAlbum, startDay, type Phase } from '../support/listening-day'

/**
 * A listening day's requests, the whole of core (createEncore: the player, the library, the listening history,
 * everything that reads) against the emulator, both on one manual clock that jumps from timer to timer
 * (test/support/listening-day.ts). An album plays on repeat on "Encore Desktop" for 8 hours; what shows the
 * player changes by phase. Counted: every /v1 request Encore sent, as the emulator's traffic log has it.
 * Beside it, a naive remote that reads the player every second.
 */

/** One day: the requests of each phase and of the whole, sign-in and the library's first read included. */
async function day(phases: Phase[]): Promise<{ total: number; perPhase: number[] }> {
  const run = await startDay()
  try {
    const start = run.clock.now()
    await playAlbum(run)
    const own = () => run.emulator.traffic.entries().filter((entry) => entry.at >= start).length
    // The other device's three requests are the bench's, not Encore's.
    const setup = 3
    const perPhase: number[] = []
    for (const phase of phases) {
      const before = own()
      await live(run, run.clock.now() + phase.ms, phase.looking)
      perPhase.push(own() - before)
    }
    return { total: own() - setup, perPhase }
  } finally {
    await run.close()
  }
}

const bench: BenchModule = async () => {
  const figures: BenchFigure[] = []
  const listening = await day([
    { looking: 'focused', ms: 30 * MINUTE },
    { looking: 'shown', ms: 2 * HOUR },
    { looking: 'hidden', ms: 5.5 * HOUR },
  ])
  const [focused, shown, hidden] = listening.perPhase as [number, number, number]
  figures.push(
    figure(
      'a listening day (8 h: 30 min focused, 2 h shown unfocused, 5.5 h hidden): requests',
      listening.total,
      'requests',
    ),
    figure('  of which the 30 min with the focus', focused, 'requests'),
    figure('  of which the 2 h shown without the focus', shown, 'requests'),
    figure('  of which the 5.5 h hidden', hidden, 'requests'),
    figure('requests a minute, shown and focused, playing', focused / 30, 'req/min'),
    figure('requests a minute, shown but not focused, playing', shown / 120, 'req/min'),
  )
  const mini = await day([{ looking: 'shown', ms: 8 * HOUR }])
  figures.push(
    figure('a day with the mini player shown, unfocused, 8 h: requests', mini.total, 'requests'),
    figure('a naive 1 s poller, 8 h: requests', (8 * HOUR) / 1_000, 'requests'),
  )
  return {
    title: 'A listening day: requests',
    figures,
    notes: [
      'Whole core (player, library, listening history) against the emulator (small catalog, demo profile), one manual clock; an album on repeat.',
      "Targets: a listening day at most 500 requests; the mini-player day at most 700 (Spotify's daily quota locks people out near 1,000).",
    ],
  }
}

export default bench
