/**
 * What a part of core holds until it is disposed (unsubscriptions, child services, timers), in one shape:
 * added as they are taken, undone in reverse once. One that throws is reported and the rest still run, so a
 * failing part cannot leave the others subscribed.
 */
export interface Disposables {
  /** Keeps `dispose` to run at the end; returns it, so `const off = store.add(bus.on(…))` reads naturally. */
  add<T extends () => unknown>(dispose: T): T
  /** Runs every kept disposal in reverse order, awaiting each; a second call does nothing. */
  dispose(): Promise<void>
}

export function createDisposables(onFault: (error: unknown) => void = () => {}): Disposables {
  const kept: Array<() => unknown> = []
  let disposed = false
  return {
    add(dispose) {
      if (disposed) void Promise.resolve().then(dispose).catch(onFault)
      else kept.push(dispose)
      return dispose
    },
    async dispose() {
      if (disposed) return
      disposed = true
      for (const dispose of kept.reverse()) {
        try {
          await dispose()
        } catch (error) {
          onFault(error)
        }
      }
      kept.length = 0
    },
  }
}
