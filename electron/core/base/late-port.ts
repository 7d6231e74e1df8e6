/**
 * How the composition root breaks a true cycle between two services without a forward reference: the port is
 * made first and handed to the earlier service, and the later service is bound to it once, as soon as it
 * exists. A use before the binding (or a second binding) is a wiring fault, thrown at once with the port's
 * name rather than failing later as `undefined`.
 */
export interface LatePort<T> {
  /** What the port is for, in the wiring's words: named in its faults. */
  readonly name: string
  /** The bound service; throws while none is bound. */
  get(): T
  /** Binds the service made later; throws if the port is bound already. */
  bind(service: T): void
}

export function createLatePort<T>(name: string): LatePort<T> {
  let bound: { service: T } | undefined
  return {
    name,
    get() {
      if (!bound)
        throw new Error(`Core's wiring: ${name} was used before it was bound (bind it where it is made)`)
      return bound.service
    },
    bind(service) {
      if (bound) throw new Error(`Core's wiring: ${name} is bound already (a port is bound once)`)
      bound = { service }
    },
  }
}
