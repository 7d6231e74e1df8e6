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
} from '../../contract'
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

function aborted(method: MethodName): BridgeResult<never> {
  return fail({ code: 'ABORTED', message: `The call to ${method} was cancelled.` })
}

/**
 * The server side of the bridge, shared by IPC, WebSocket and the in-process API: checks the method name and
 * the payload, runs the handler with the caller's signal, checks the answer, and maps every failure to
 * `{ code, message, details? }`. A cancelled call answers ABORTED at once; the handler's late result is dropped.
 */
export function createDispatcher(handlers: Handlers, logger: Logger): Dispatch {
  const run = async (
    method: MethodName,
    input: unknown,
    signal: AbortSignal,
  ): Promise<BridgeResult<unknown>> => {
    const spec = methods[method]
    const parsed = spec.input.safeParse(input)
    if (!parsed.success) {
      return fail({
        code: 'INVALID_INPUT',
        message: `Invalid input for ${method}.`,
        details: { issues: describeIssues(parsed.error) },
      })
    }
    try {
      const handler = handlers[method] as (input: unknown, context: CallContext) => unknown
      const output = await handler(parsed.data, { signal })
      if (signal.aborted) return aborted(method)
      const checked = spec.output.safeParse(output)
      if (!checked.success) {
        logger.error(`Handler for ${method} answered outside its schema`, {
          issues: describeIssues(checked.error),
        })
        return fail({ code: 'INTERNAL', message: `Encore produced an invalid answer for ${method}.` })
      }
      return { ok: true, value: checked.data }
    } catch (error) {
      if (signal.aborted) return aborted(method)
      if (error instanceof EncoreError) return fail(error.toBridgeError())
      logger.error(`Bridge method ${method} failed`, { error })
      return fail({ code: 'INTERNAL', message: `Something went wrong while running ${method}.` })
    }
  }

  return async (method, input, options = {}) => {
    if (!isMethodName(method)) {
      return fail({
        code: 'UNKNOWN_METHOD',
        message: `There is no bridge method named ${describeName(method)}.`,
      })
    }
    const signal = options.signal ?? new AbortController().signal
    if (signal.aborted) return aborted(method)
    return new Promise((resolve) => {
      const onAbort = () => resolve(aborted(method))
      signal.addEventListener('abort', onAbort, { once: true })
      void run(method, input, signal).then((result) => {
        signal.removeEventListener('abort', onAbort)
        resolve(result)
      })
    })
  }
}
