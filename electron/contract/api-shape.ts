import { methodNames } from './method-names'
import type { MethodInput, MethodName, MethodOutput, MethodParsedInput } from './methods'
import type { EventName, EventPayload } from './events'
import type { BridgeResult } from './bridge-error'

type AreaOf<M extends string> = M extends `${infer A}.${string}` ? A : never
type VerbsOf<M extends string, A extends string> = M extends `${A}.${infer V}` ? V : never
type MethodOf<A extends string, V extends string> = `${A}.${V}` & MethodName

export type Area = AreaOf<MethodName>

/** The methods of one or more areas: `MethodsOf<'session' | 'settings'>`. */
export type MethodsOf<A extends Area> = Extract<MethodName, `${A}.${string}`>

/** What a caller may pass besides the input: a signal that cancels the call (and the requests it made). */
export interface CallOptions {
  signal?: AbortSignal
}

/**
 * Options of a `window.encore` call. An AbortSignal cannot cross Electron's context bridge, so the page
 * numbers a cancellable call and cancels it by that number (`window.encore.cancel(callId)`).
 */
export interface PreloadCallOptions {
  callId?: number
}

/**
 * Which input a caller passes: `sent` what a transport carries (defaults may be left out, the dispatcher
 * applies them), `parsed` what a handler receives (core's own callers pass it whole: nothing checks it again).
 */
type InputOf<M extends MethodName, In extends 'sent' | 'parsed'> = In extends 'sent'
  ? MethodInput<M>
  : MethodParsedInput<M>

/** A function that takes a method's input (optional when the method takes nothing) and call options. */
type Caller<I, R, O> = undefined extends I
  ? (input?: I, options?: O) => Promise<R>
  : (input: I, options?: O) => Promise<R>

/** `{ area: { verb(input, options) } }` for every method, answering the output or a result envelope. */
export type NestedApi<
  Wrap extends 'value' | 'result',
  O = CallOptions,
  In extends 'sent' | 'parsed' = 'sent',
> = {
  [A in Area]: {
    [V in VerbsOf<MethodName, A>]: Caller<
      InputOf<MethodOf<A, V>, In>,
      Wrap extends 'value' ? MethodOutput<MethodOf<A, V>> : BridgeResult<MethodOutput<MethodOf<A, V>>>,
      O
    >
  }
}

export type EventSubscriber = <E extends EventName>(
  event: E,
  listener: (payload: EventPayload<E>) => void,
) => () => void

/** What the preload exposes as `window.encore`: one function per method (answering a result envelope), `on`, `cancel`. */
export type PreloadApi = NestedApi<'result', PreloadCallOptions> & {
  on: EventSubscriber
  cancel(callId: number): void
}

/** The renderer's bridge: one function per method (resolving the output, rejecting with a BridgeCallError) and `on`. */
export type BridgeApi = NestedApi<'value'> & { on: EventSubscriber }

/**
 * Core's typed in-process API, for code that runs beside core (the shell's tray, hotkeys, MPRIS, login item):
 * each function calls its service directly, with the input a handler receives; nothing is parsed on the way.
 */
export type InProcessApi = NestedApi<'value', CallOptions, 'parsed'>

export function splitMethodName(name: MethodName): { area: string; verb: string } {
  const dot = name.indexOf('.')
  return { area: name.slice(0, dot), verb: name.slice(dot + 1) }
}

/** The loose function every nested API is built from: a method's input and options in, a promise out. */
export type LooseCaller<O> = (input?: unknown, options?: O) => Promise<unknown>

/**
 * Builds `{ area: { verb: fn } }` from the method table, so no side keeps its own list. `makeFn` receives each
 * method's name and returns the function that calls it; `Wrap` says whether those functions answer the output
 * or a result envelope.
 */
export function buildNestedApi<
  Wrap extends 'value' | 'result',
  O = CallOptions,
  In extends 'sent' | 'parsed' = 'sent',
>(names: readonly MethodName[], makeFn: (name: MethodName) => LooseCaller<O>): NestedApi<Wrap, O, In> {
  const api: Record<string, Record<string, LooseCaller<O>>> = {}
  for (const name of names) {
    const { area, verb } = splitMethodName(name)
    api[area] ??= {}
    api[area][verb] = makeFn(name)
  }
  if (!isNestedApi<Wrap, O, In>(api)) throw new TypeError('A nested API must hold every bridge method.')
  return api
}

/**
 * Whether `api` holds a function for every bridge method under its area and verb: what a nested API is, as
 * far as a run time can tell (the functions' parameter types exist for the compiler only).
 */
function isNestedApi<Wrap extends 'value' | 'result', O, In extends 'sent' | 'parsed'>(
  api: object,
): api is NestedApi<Wrap, O, In> {
  return methodNames.every((name) => nestedCaller(api, name) !== undefined)
}

/**
 * Finds the function of `method` on an object shaped like a nested API, checking at run time that it is one
 * (the preload's object crosses a process boundary: trust nothing about it).
 */
export function nestedCaller<O>(api: object, method: MethodName): LooseCaller<O> | undefined {
  const { area, verb } = splitMethodName(method)
  const group: unknown = Reflect.get(api, area)
  if (typeof group !== 'object' || group === null) return undefined
  const fn: unknown = Reflect.get(group, verb)
  if (typeof fn !== 'function') return undefined
  return (input, options) => Promise.resolve(fn.call(group, input, options))
}
