import type { z } from 'zod'
import {
  isMethodName,
  methods,
  type Area,
  type BridgeError,
  type BridgeResult,
  type CallOptions,
  type MethodName,
  type MethodOutput,
  type MethodsOf,
} from '../../../contract'
import { EncoreError } from '../errors'
import type { Logger } from '../ports'

/** What a handler receives besides its input: the caller's cancellation, always present. */
export interface CallContext {
  signal: AbortSignal
}

/** Handlers receive the parsed input (defaults applied) and may answer synchronously or not. */
export type Handlers = {
  [M in MethodName]: (
    input: z.output<(typeof methods)[M]['input']>,
    context: CallContext,
  ) => MethodOutput<M> | Promise<MethodOutput<M>>
}

/** The handlers of some areas, derived from the method table: a service implements `HandlersOf<'session'>`. */
export type HandlersOf<A extends Area> = Pick<Handlers, MethodsOf<A>>

export type Dispatch = (
  method: unknown,
  input: unknown,
  options?: CallOptions,
) => Promise<BridgeResult<unknown>>

/** Turns zod issues into a short, serialisable list: where, and what rule was broken. */
export function describeIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : '(input)',
    message: issue.message,
  }))
}

/** Names what a caller sent as a method, safely: callers may send objects whose toString throws. */
export function describeName(method: unknown): string {
  return typeof method === 'string'
    ? JSON.stringify(method.slice(0, 100))
    : `(a ${method === null ? 'null' : typeof method})`
}

function fail(error: BridgeError): BridgeResult<never> {
  return { ok: false, error }
}

function abortedError(method: MethodName): EncoreError {
  return new EncoreError('ABORTED', `The call to ${method} was cancelled.`)
}

/**
 * Runs one handler with the caller's signal, for the dispatcher and the in-process API alike: resolves its
 * output, or rejects with an EncoreError (ABORTED at once when the caller cancels, the late result dropped;
 * anything unexpected logged and said as INTERNAL, never with its stack).
 */
export function runHandler(
  handlers: Handlers,
  method: MethodName,
  input: unknown,
  signal: AbortSignal,
  logger: Logger,
): Promise<unknown> {
  if (signal.aborted) return Promise.reject(abortedError(method))
  const handler = handlers[method] as (input: unknown, context: CallContext) => unknown
  const run = (async () => {
    try {
      const output = await handler(input, { signal })
      if (signal.aborted) throw abortedError(method)
      return output
    } catch (error) {
      if (signal.aborted) throw abortedError(method)
      if (error instanceof EncoreError) throw error
      logger.error(`Bridge method ${method} failed`, { error })
      throw new EncoreError('INTERNAL', `Something went wrong while running ${method}.`)
    }
  })()
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abortedError(method))
    signal.addEventListener('abort', onAbort, { once: true })
    run.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * The server side of the bridge, shared by IPC and the WebSocket (where data crosses into core): checks the
 * method name and the payload, runs the handler with the caller's signal, checks the answer, and maps every
 * failure to `{ code, message, details? }`. A cancelled call answers ABORTED at once; the handler's late result
 * is dropped.
 */
export function createDispatcher(handlers: Handlers, logger: Logger): Dispatch {
  return async (method, input, options = {}) => {
    if (!isMethodName(method)) {
      return fail({
        code: 'UNKNOWN_METHOD',
        message: `There is no bridge method named ${describeName(method)}.`,
      })
    }
    const signal = options.signal ?? new AbortController().signal
    if (signal.aborted) return fail(abortedError(method).toBridgeError())
    const spec = methods[method]
    const parsed = spec.input.safeParse(input)
    if (!parsed.success) {
      return fail({
        code: 'INVALID_INPUT',
        message: `Invalid input for ${method}.`,
        details: { issues: describeIssues(parsed.error) },
      })
    }
    let output: unknown
    try {
      output = await runHandler(handlers, method, parsed.data, signal, logger)
    } catch (error) {
      // runHandler rejects with EncoreErrors only.
      return fail(
        error instanceof EncoreError
          ? error.toBridgeError()
          : { code: 'INTERNAL', message: `Something went wrong while running ${method}.` },
      )
    }
    const checked = spec.output.safeParse(output)
    if (!checked.success) {
      logger.error(`Handler for ${method} answered outside its schema`, {
        issues: describeIssues(checked.error),
      })
      return fail({ code: 'INTERNAL', message: `Encore produced an invalid answer for ${method}.` })
    }
    return { ok: true, value: checked.data }
  }
}
