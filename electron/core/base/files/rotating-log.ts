import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, extname, basename, join } from 'node:path'

/** How much log a person keeps: five files of a megabyte at most, the oldest removed. */
export const LOG_FILE_BYTES = 1024 * 1024
export const LOG_FILES = 5

export interface RotatingLogOptions {
  file: string
  maxBytes?: number
  files?: number
  /** Told once when the file cannot be written (a full disk): the log goes on in memory and the terminal. */
  onError?: (error: unknown) => void
}

/** `encore.log` → `encore.1.log`, `encore.2.log`… (the older, the higher). */
export function rotatedName(file: string, index: number): string {
  if (index === 0) return file
  const ext = extname(file)
  return join(dirname(file), `${basename(file, ext)}.${index}${ext}`)
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}

/**
 * A log file that never grows past `maxBytes`: a line that would overflow it first moves every file one place
 * older and drops the oldest, so at most `files` files are kept. Written synchronously, owner-only, so the last
 * line before a crash is on disk.
 */
export function createRotatingLog(options: RotatingLogOptions) {
  const maxBytes = options.maxBytes ?? LOG_FILE_BYTES
  const files = options.files ?? LOG_FILES
  let size: number | null = null
  let failed = false

  const rotate = () => {
    rmSync(rotatedName(options.file, files - 1), { force: true })
    for (let index = files - 2; index >= 0; index--) {
      try {
        renameSync(rotatedName(options.file, index), rotatedName(options.file, index + 1))
      } catch {
        // A file missing from the chain (never written, or removed by the person) leaves a gap, nothing else.
      }
    }
    size = 0
  }

  return {
    file: options.file,
    write(line: string) {
      if (failed) return
      const text = `${line}\n`
      const bytes = Buffer.byteLength(text)
      try {
        if (size === null) {
          mkdirSync(dirname(options.file), { recursive: true, mode: 0o700 })
          size = sizeOf(options.file)
        }
        if (size > 0 && size + bytes > maxBytes) rotate()
        appendFileSync(options.file, text, { mode: 0o600 })
        size = (size ?? 0) + bytes
      } catch (error) {
        failed = true
        options.onError?.(error)
      }
    },
  }
}
