import { figure, type BenchModule } from './bench-kit'
import { MINUTE, live, playAlbum, startDay } from '../support/listening-day'

/**
 * Requests a minute while an album plays, shown and focused: on this computer through Spotify Soloist (the
 * emulator's stand-in, its live feed leading the player) beside the same on another device (the Web API's read
 * rhythm). The whole of core (createEncore) against the emulator on one manual clock; counted from the
 * emulator's traffic log after the sign-in's own reads: every request, and the reads of the player among them.
 */

const MINUTES = 30
const isCoverRead = (entry: { method: string; path: string }) =>
  entry.method === 'GET' && /^\/tracks\/[^/]+$/.test(entry.path)
const isPlayerRead = (entry: { method: string; path: string }) =>
  entry.method === 'GET' && entry.path.startsWith('/me/player') && entry.path !== '/me/player/recently-played'

async function playingOn(
  device: string,
  soloist: boolean,
): Promise<{
  all: number
  reads: number
  tracks: number
  covered: number
  coverReads: number
  nextUp: number
  nextUpCovered: number
}> {
  const run = await startDay({ soloist })
  try {
    const began = run.clock.now()
    await playAlbum(run, device)
    // Until Encore shows the album on that device (through the feed, or a read).
    for (let tries = 0; tries < 500; tries++) {
      const state = await run.encore.api.playback.get()
      if (state.isPlaying && state.device?.name === device) break
      await live(run, run.clock.now() + 500, 'focused')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    // Two minutes for what follows the sign-in (the library's first sync, the history) before counting.
    await live(run, run.clock.now() + 2 * MINUTE, 'focused')
    await run.settle()
    const start = run.clock.now()
    // What the player showed meanwhile: the album moving on, without reads on this computer.
    const shown = new Set<string>()
    const covered = new Set<string>()
    const nextUp = new Set<string>()
    const nextUpCovered = new Set<string>()
    const stops = [
      run.encore.on('playback.state', (state) => {
        if (state.track) shown.add(state.track.uri)
        if (state.track?.album?.images.length) covered.add(state.track.uri)
      }),
      // Next up as it was told (the feed's queue on this computer, the Web API's queue elsewhere).
      run.encore.on('queue.changed', (queue) => {
        for (const next of queue.upNext) {
          nextUp.add(next.uri)
          if (next.album?.images.length) nextUpCovered.add(next.uri)
        }
      }),
    ]
    for (let minute = 0; minute < MINUTES; minute++) {
      await live(run, run.clock.now() + MINUTE, 'focused')
      // The stand-in pushes its events in real time: let the minute's changes (new tracks) reach the feed.
      await new Promise((resolve) => setTimeout(resolve, 80))
      await run.settle()
    }
    for (const stop of stops) stop()
    const sent = run.emulator.traffic.entries().filter((entry) => entry.at > start)
    return {
      all: sent.length,
      reads: sent.filter(isPlayerRead).length,
      tracks: shown.size,
      covered: covered.size,
      // From the moment it began to play: the covers learnt before counting cost their reads too.
      coverReads: run.emulator.traffic.entries().filter((entry) => entry.at >= began && isCoverRead(entry))
        .length,
      nextUp: nextUp.size,
      nextUpCovered: nextUpCovered.size,
    }
  } finally {
    await run.close()
  }
}

const bench: BenchModule = async () => {
  const here = await playingOn('This computer (Encore)', true)
  const elsewhere = await playingOn('Encore Desktop', false)
  return {
    title: 'Play on this computer: requests with the Soloist feed',
    figures: [
      figure(
        'on this computer (Soloist feed), shown and focused: requests a minute',
        here.all / MINUTES,
        'req/min',
      ),
      figure('  of which reads of the player', here.reads / MINUTES, 'req/min'),
      figure(`  tracks the player showed in ${MINUTES} min`, here.tracks, 'tracks'),
      figure('    of which shown with their cover', here.covered, 'tracks'),
      figure('  catalog reads for covers since it began to play', here.coverReads, 'reads'),
      figure('  tracks listed in Next up', here.nextUp, 'tracks'),
      figure('    of which listed with their cover', here.nextUpCovered, 'tracks'),
      figure(
        'on another device (read rhythm), shown and focused: requests a minute',
        elsewhere.all / MINUTES,
        'req/min',
      ),
      figure('  of which reads of the player', elsewhere.reads / MINUTES, 'req/min'),
      figure(`  tracks the player showed in ${MINUTES} min`, elsewhere.tracks, 'tracks'),
    ],
    notes: [
      `Whole core against the emulator (small catalog, demo profile) and its Soloist stand-in, one manual clock; an album on repeat, ${MINUTES} min shown and focused, counted from two minutes after it plays (the sign-in's own reads done).`,
      "Target on this computer: 0 reads of the player (commands only). Covers of what plays and of Next up come in Soloist's events (`visual_identity.cover`): no catalog read for them; an item given without one would cost one catalog read of the track, once (GET /tracks/{id}).",
    ],
  }
}

export default bench
