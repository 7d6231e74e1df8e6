/** Core's one shape of something to undo: a subscription, a timer, a child service. */
export interface Disposable {
  dispose(): void
}

/** `undo` as a Disposable that runs it once (a second dispose does nothing). */
export function toDisposable(undo: () => void): Disposable {
  let done = false
  return {
    dispose() {
      if (done) return
      done = true
      undo()
    },
  }
}

/**
 * What a part of core holds until it is disposed (unsubscriptions, child services, timers), in one shape:
 * added as they are taken, undone in reverse once. One that throws is reported and the rest still run, so a
 * failing part cannot leave the others subscribed.
 */
export interface Disposables {
  /**
   * Keeps `dispose` to run at the end (a Disposable, or a function that undoes); returns it, so
   * `const off = store.add(bus.on(…))` reads naturally.
   */
  add<T extends Disposable | (() => unknown)>(dispose: T): T
  /**
   * Runs every kept disposal in reverse order, awaiting each that answers a promise; those that answer none run
   * at once, so a store of plain unsubscriptions is undone before `dispose` returns. A second call does nothing.
   */
  dispose(): Promise<void>
}

const isDisposable = (value: Disposable | (() => unknown)): value is Disposable =>
  typeof (value as Partial<Disposable>).dispose === 'function'

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function'

export function createDisposables(onFault: (error: unknown) => void = () => {}): Disposables {
  const kept: Array<() => unknown> = []
  let disposed = false
  /** Undoes `order` from `at` on: at once while each answers no promise, then after the one that does. */
  const undo = (order: Array<() => unknown>, at: number): Promise<void> => {
    for (let next = at; next < order.length; next++) {
      let result: unknown
      try {
        result = order[next]!()
      } catch (error) {
        onFault(error)
        continue
      }
      if (isThenable(result))
        return Promise.resolve(result).then(
          () => undo(order, next + 1),
          (error: unknown) => {
            onFault(error)
            return undo(order, next + 1)
          },
        )
    }
    return Promise.resolve()
  }
  return {
    add(dispose) {
      const undo: () => unknown = isDisposable(dispose) ? () => dispose.dispose() : dispose
      if (disposed) void Promise.resolve().then(undo).catch(onFault)
      else kept.push(undo)
      return dispose
    },
    dispose() {
      if (disposed) return Promise.resolve()
      disposed = true
      const order = kept.splice(0).reverse()
      return undo(order, 0)
    },
  }
}
