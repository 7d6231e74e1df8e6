import type { MethodInput, MethodName, MethodOutput } from './methods'
import type { EventName, EventPayload } from './events'
import type { BridgeResult } from './bridge-error'

type AreaOf<M extends string> = M extends `${infer A}.${string}` ? A : never
type VerbsOf<M extends string, A extends string> = M extends `${A}.${infer V}` ? V : never
type MethodOf<A extends string, V extends string> = `${A}.${V}` & MethodName

export type Area = AreaOf<MethodName>

/** A function that takes a method's input; optional when the method takes nothing. */
type Caller<M extends MethodName, R> =
  undefined extends MethodInput<M>
    ? (input?: MethodInput<M>) => Promise<R>
    : (input: MethodInput<M>) => Promise<R>

/** `{ area: { verb(input) } }` for every method, answering `R<output>`. */
export type NestedApi<Wrap extends 'value' | 'result'> = {
  [A in Area]: {
    [V in VerbsOf<MethodName, A>]: Caller<
      MethodOf<A, V>,
      Wrap extends 'value' ? MethodOutput<MethodOf<A, V>> : BridgeResult<MethodOutput<MethodOf<A, V>>>
    >
  }
}

export type EventSubscriber = <E extends EventName>(
  event: E,
  listener: (payload: EventPayload<E>) => void,
) => () => void

/** What the preload exposes as `window.encore`: one function per method (answering a result envelope) and `on`. */
export type PreloadApi = NestedApi<'result'> & { on: EventSubscriber }

/** The renderer's bridge: one function per method (resolving the output, rejecting with a BridgeCallError) and `on`. */
export type BridgeApi = NestedApi<'value'> & { on: EventSubscriber }

export function splitMethodName(name: MethodName): { area: string; verb: string } {
  const dot = name.indexOf('.')
  return { area: name.slice(0, dot), verb: name.slice(dot + 1) }
}

/** Builds `{ area: { verb: fn } }` from the method table, so no side keeps its own list. */
export function buildNestedApi<Fn>(
  names: readonly MethodName[],
  makeFn: (name: MethodName) => Fn,
): Record<string, Record<string, Fn>> {
  const api: Record<string, Record<string, Fn>> = {}
  for (const name of names) {
    const { area, verb } = splitMethodName(name)
    api[area] ??= {}
    api[area][verb] = makeFn(name)
  }
  return api
}
