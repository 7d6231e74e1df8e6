/**
 * Work written as a generator that yields between slices: run at once where its caller needs the answer now,
 * or a slice at a time where core's thread must stay free for others meanwhile (a window's page loading its
 * files and connecting while the library wakes from its cache file).
 */
export type Slices<T> = Generator<void, T, void>

/** Runs every slice now. */
export function runAll<T>(work: Slices<T>): T {
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
  }
}

/** Lets whatever waits on core's thread (I/O, timers) run before the next slice. */
export const pauseForEvents = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Runs one slice, then lets others run, until the work is done. */
export async function runInSlices<T>(
  work: Slices<T>,
  pause: () => Promise<void> = pauseForEvents,
): Promise<T> {
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
    await pause()
  }
}
