/**
 * A tray that sleeps: signed in, nothing playing and no window shown, core keeps no timer but its planned
 * reads (the player at the hidden rhythm, the listening history, the new-release check) and the one that
 * rests the library in its cache file. Every timer core arms is named by the file that armed it.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../support/manual-clock'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../support/encore-on-emulator'

/** The feature file (`area/name`) of core that armed the timer: the first frame outside core's base. */
function armedBy(stack: string): string {
  for (const line of stack.split('\n').slice(2)) {
    const found = /electron\/core\/features\/([\w-]+\/[\w-]+)\.ts/.exec(line)
    if (found?.[1]) return found[1]
  }
  return 'unknown'
}

/** A manual clock that knows who armed each timer and which fired. */
class NamingClock extends ManualClock {
  readonly armed = new Map<unknown, string>()
  readonly fired: string[] = []

  override setTimeout(fn: () => void, ms: number): unknown {
    const owner = armedBy(new Error().stack ?? '')
    const handle = super.setTimeout(() => {
      this.armed.delete(handle)
      this.fired.push(owner)
      fn()
    }, ms)
    this.armed.set(handle, owner)
    return handle
  }

  override clearTimeout(handle: unknown): void {
    this.armed.delete(handle)
    super.clearTimeout(handle)
  }

  armedOwners(): string[] {
    return [...this.armed.values()].sort()
  }
}

/**
 * Runs what is due now and waits until the emulator hears nothing more (requests are real): four quiet turns of
 * 25 ms in a row, since a read the clock fired may take longer than one to reach the emulator on a loaded
 * machine, and moving the clock while it is on its way fired the player's read once more than planned (37 in
 * 3 hours) in a loaded run.
 */
async function settle(clock: NamingClock, running: EncoreOnEmulator): Promise<void> {
  let heard = -1
  let quiet = 0
  while (quiet < 4) {
    if (clock.nextDueAt() !== null && clock.nextDueAt()! <= clock.now()) clock.advance(0)
    await new Promise((resolve) => setTimeout(resolve, 25))
    const now = running.emulator.traffic.count({})
    quiet = now === heard && (clock.nextDueAt() ?? Infinity) > clock.now() ? quiet + 1 : 0
    heard = now
  }
}

const HOURS = 3
const planned = ['history/history-service', 'history/release-service', 'playback/engine-effects']

let running: EncoreOnEmulator | undefined
afterEach(async () => {
  await running?.close()
  running = undefined
})

describe('the tray, hidden and idle', () => {
  it(`arms only its planned reads, and in ${HOURS} hours fires nothing else`, async () => {
    const clock = new NamingClock(Date.now())
    running = await startEncoreOnEmulator({ clock, profile: 'spotify' })
    await running.signIn()
    await settle(clock, running)
    const playback = await running.encore.api.playback.get()
    expect(playback.isPlaying).toBe(false)
    // The library rests in its cache file a minute after nothing shows it: once.
    expect(clock.armedOwners()).toEqual([...planned, 'library/cache-keeping'].sort())

    const start = clock.now()
    clock.fired.length = 0
    for (
      let due = clock.nextDueAt();
      due !== null && due - start <= HOURS * 3_600_000;
      due = clock.nextDueAt()
    ) {
      clock.advance(due - clock.now())
      await settle(clock, running)
    }
    const fired = new Map<string, number>()
    for (const owner of clock.fired) fired.set(owner, (fired.get(owner) ?? 0) + 1)
    expect([...fired.keys()].sort()).toEqual([...planned, 'library/cache-keeping'].sort())
    expect(fired.get('library/cache-keeping')).toBe(1)
    // The player is read every five minutes while hidden and paused; the history hourly, new releases rarer.
    expect(fired.get('playback/engine-effects')).toBeLessThanOrEqual((HOURS * 60) / 5)
    expect(fired.get('history/history-service')).toBeLessThanOrEqual(HOURS + 1)
    expect(fired.get('history/release-service')).toBeLessThanOrEqual(HOURS)
    expect(clock.armedOwners()).toEqual(planned)
  }, 60_000)
})
