import type { ChildChannel, Clock } from '../../../base/ports'
import { createOnceTimer } from '../../../base/timer'
import type { JapaneseToken } from './hepburn'
import { JAPANESE_DICTIONARY_IDLE_MS, type JapaneseReader } from './japanese-reader'

/**
 * Japanese read in a process of its own. Reading kuromoji's dictionary costs ~290 MiB of RSS for a few seconds,
 * and a process that let it go still kept ~90 MiB (glibc keeps freed pages), all day, in a tray app. A child
 * that ends after the idle minutes hands every page back to the system.
 *
 * Parent → child: `read` (lines). Child → parent: `read` (each line's tokens) or `failed` (why).
 */
export type ToJapaneseReader = { type: 'read'; id: number; lines: string[] }
export type FromJapaneseReader =
  { type: 'read'; id: number; tokens: JapaneseToken[][] } | { type: 'failed'; id: number; message: string }

/** Starts the reader's process (the shell's port); throws when it cannot (the program is missing). */
export type StartJapaneseReader = () => ChildChannel

/** The dictionary takes ~3 s to read on an idle machine; a child silent this long is stuck, not busy. */
export const JAPANESE_READ_DEADLINE_MS = 60_000

interface Waiter {
  resolve(tokens: JapaneseToken[][]): void
  reject(error: Error): void
  deadline: unknown
}

interface Running {
  channel: ChildChannel
  waiting: Map<number, Waiter>
}

function isToken(value: unknown): value is JapaneseToken {
  const t = value as Record<string, unknown> | null
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t['surface'] === 'string' &&
    typeof t['pos'] === 'string' &&
    typeof t['posDetail'] === 'string' &&
    (t['pronunciation'] === undefined || typeof t['pronunciation'] === 'string')
  )
}

/** A child's answer, checked: the lines' tokens for a read, or why it failed. */
export function readAnswer(message: unknown): FromJapaneseReader | null {
  const m = message as Record<string, unknown> | null
  if (typeof m !== 'object' || m === null || typeof m['id'] !== 'number') return null
  if (m['type'] === 'failed') return { type: 'failed', id: m['id'], message: String(m['message']) }
  const tokens = m['tokens']
  const valid =
    m['type'] === 'read' &&
    Array.isArray(tokens) &&
    tokens.every((line: unknown) => Array.isArray(line) && line.every(isToken))
  return valid ? { type: 'read', id: m['id'], tokens: tokens as JapaneseToken[][] } : null
}

/**
 * A JapaneseReader whose dictionary lives in a child process: started by the first read, ended after
 * `idleMs` without one (and by dispose), started again by the next. A child that exits or falls silent fails
 * the reads it held with words saying so; the next read starts a fresh one.
 */
export function createJapaneseReaderProcess(
  start: StartJapaneseReader,
  clock: Clock,
  idleMs = JAPANESE_DICTIONARY_IDLE_MS,
  deadlineMs = JAPANESE_READ_DEADLINE_MS,
): JapaneseReader {
  let running: Running | undefined
  let nextId = 1
  const end = (why: string) => {
    const ended = running
    if (!ended) return
    running = undefined
    ended.channel.kill()
    failAll(ended, why)
  }
  const idle = createOnceTimer(clock, () => end('Encore stopped reading Japanese'))

  function failAll(ended: Running, why: string): void {
    for (const waiter of ended.waiting.values()) {
      clock.clearTimeout(waiter.deadline)
      waiter.reject(new Error(`The Japanese lyrics could not be read: ${why}.`))
    }
    ended.waiting.clear()
  }

  function open(): Running {
    const channel = start()
    const opened: Running = { channel, waiting: new Map() }
    channel.onMessage((message) => {
      const answer = readAnswer(message)
      const waiter = answer && opened.waiting.get(answer.id)
      if (!answer || !waiter) return
      opened.waiting.delete(answer.id)
      clock.clearTimeout(waiter.deadline)
      if (answer.type === 'read') waiter.resolve(answer.tokens)
      else waiter.reject(new Error(`The Japanese lyrics could not be read: ${answer.message}`))
      if (opened.waiting.size === 0 && running === opened) idle.schedule(idleMs)
    })
    channel.onExit((code) => {
      if (running === opened) running = undefined
      failAll(opened, `the reader stopped (exit code ${code ?? 'unknown'})`)
    })
    return opened
  }

  return {
    read(lines) {
      idle.cancel()
      return new Promise((resolve, reject) => {
        try {
          running ??= open()
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)))
          return
        }
        const id = nextId++
        const deadline = clock.setTimeout(
          () => end(`the reader did not answer within ${deadlineMs / 1000} seconds`),
          deadlineMs,
        )
        running.waiting.set(id, { resolve, reject, deadline })
        const message: ToJapaneseReader = { type: 'read', id, lines: [...lines] }
        running.channel.send(message)
      })
    },
    dispose() {
      idle.cancel()
      end('Encore stopped reading Japanese')
    },
  }
}
