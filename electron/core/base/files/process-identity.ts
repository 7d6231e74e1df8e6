import { readFileSync } from 'node:fs'

/**
 * Who a process is, on Linux: its id and its start time in clock ticks since boot (/proc/<pid>/stat, field 22).
 * An id is reused once its process ends; the pair never is (until the machine restarts, and then no lock or
 * runtime file of before names a running process). Elsewhere /proc is absent and only the id is known.
 */

export interface ProcStat {
  /** Field 3: R, S, D… ; Z for a zombie (ended, not yet reaped), X for dead. */
  state: string
  /** Field 22: the start time in clock ticks since boot. */
  started: string
}

/** Reads /proc/<pid>/stat's text; undefined when it is not that shape. */
export function parseProcStat(text: string): ProcStat | undefined {
  // The command name in parentheses may hold spaces and parentheses: fields are counted after the last ')'.
  const close = text.lastIndexOf(')')
  if (close < 0) return undefined
  const fields = text.slice(close + 2).split(' ')
  const state = fields[0]
  const started = fields[19]
  if (!state || !started || !/^\d+$/.test(started)) return undefined
  return { state, started }
}

/** A process's /proc/<pid>/stat, read; undefined where /proc does not say (no such process, not Linux). */
export function readProcStat(pid: number): ProcStat | undefined {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return undefined
  }
}

/** A process's start time on Linux; null where /proc does not say. */
export function processStart(pid: number): string | null {
  return readProcStat(pid)?.started ?? null
}

/** Whether this system says who processes are (Linux's /proc). */
export const procReadable = (): boolean => readProcStat(process.pid) !== undefined

/**
 * Whether the process `pid` that started at `started` still runs, on Linux: the id alone decides nothing, the
 * start time must match, and a zombie has ended. Undefined where /proc is absent (the caller decides).
 */
export function runsOnLinux(pid: number, started: string | null): boolean | undefined {
  if (!procReadable()) return undefined
  const stat = readProcStat(pid)
  if (!stat || stat.state === 'Z' || stat.state === 'X') return false
  return started === null || stat.started === started
}
