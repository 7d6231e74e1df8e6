import type { ExitCode, OutputOptions } from './command'
import type { WireCommand } from './player-call'

/**
 * What crosses the local socket between the command and the running Encore: line-delimited JSON, one request
 * per connection, versioned. The client sends one line: its protocol version, the key that proves it runs as
 * the user who started Encore (socket-access.ts), and the invocation: the player's commands by id and arguments
 * (player-call.ts), the others as parsed. Encore answers lines to print (`out`)
 * and ends with `done` (the exit code, and one line to say when it is not 0); `status --follow` sends `out`
 * lines until the client goes. Encore checks requests with a schema (protocol-schemas.ts); the client checks
 * answers by hand here, so it loads no schema library and starts fast.
 */

export const PROTOCOL_VERSION = 2

/** A line larger than this is refused before it is parsed (requests are a few hundred bytes). */
export const MAX_LINE_BYTES = 64 * 1024

export interface CommandRequest {
  v: number
  key: string
  invocation: { command: WireCommand; output: OutputOptions }
}

export type ServerMessage =
  { type: 'out'; line: string } | { type: 'done'; code: ExitCode; message: string | null }

const EXIT_CODES: readonly number[] = [0, 2, 3, 4, 5]

/** One line from Encore, checked; null when it is not a message of this protocol. */
export function readServerMessage(line: string): ServerMessage | null {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const message = value as Record<string, unknown>
  if (message['type'] === 'out' && typeof message['line'] === 'string') {
    return { type: 'out', line: message['line'] }
  }
  if (
    message['type'] === 'done' &&
    typeof message['code'] === 'number' &&
    EXIT_CODES.includes(message['code']) &&
    (message['message'] === null || typeof message['message'] === 'string')
  ) {
    return { type: 'done', code: message['code'] as ExitCode, message: message['message'] }
  }
  return null
}

/** Splits a stream into lines, refusing one longer than `max` bytes (answers false then). */
export function lineReader(onLine: (line: string) => void, max = MAX_LINE_BYTES) {
  let buffered = ''
  return (chunk: string): boolean => {
    buffered += chunk
    let end = buffered.indexOf('\n')
    while (end !== -1) {
      onLine(buffered.slice(0, end))
      buffered = buffered.slice(end + 1)
      end = buffered.indexOf('\n')
    }
    return Buffer.byteLength(buffered) <= max
  }
}
