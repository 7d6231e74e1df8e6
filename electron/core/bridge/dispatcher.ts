import type { z } from 'zod'
import {
  isMethodName,
  methods,
  type BridgeError,
  type BridgeResult,
  type MethodName,
  type MethodOutput,
} from '../../contract'
import { EncoreError } from '../errors'
import type { Logger } from '../ports'

/** Handlers receive the parsed input (defaults applied) and may answer synchronously or not. */
export type Handlers = {
  [M in MethodName]: (
    input: z.output<(typeof methods)[M]['input']>,
  ) => MethodOutput<M> | Promise<MethodOutput<M>>
}

export type Dispatch = (method: unknown, input: unknown) => Promise<BridgeResult<unknown>>

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

/**
 * The server side of the bridge, shared by IPC and WebSocket: checks the method name and the payload, runs
 * the handler, checks the answer, and maps every failure to `{ code, message, details? }`.
 */
export function createDispatcher(handlers: Handlers, logger: Logger): Dispatch {
  return async (method, input) => {
    if (!isMethodName(method)) {
      return fail({
        code: 'UNKNOWN_METHOD',
        message: `There is no bridge method named ${describeName(method)}.`,
      })
    }
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
      const handler = handlers[method] as (input: unknown) => unknown
      const output = await handler(parsed.data)
      const checked = spec.output.safeParse(output)
      if (!checked.success) {
        logger.error(`Handler for ${method} answered outside its schema`, {
          issues: describeIssues(checked.error),
        })
        return fail({ code: 'INTERNAL', message: `Encore produced an invalid answer for ${method}.` })
      }
      return { ok: true, value: checked.data }
    } catch (error) {
      if (error instanceof EncoreError) return fail(error.toBridgeError())
      logger.error(`Bridge method ${method} failed`, { error })
      return fail({ code: 'INTERNAL', message: `Something went wrong while running ${method}.` })
    }
  }
}
