import * as nodeFs from 'node:fs'
import { join } from 'node:path'
import {
  removeStaleTemporaries,
  removeStaleTemporariesIn,
  writeFileAtomic,
} from '../../base/files/atomic-write'
import { OWNER_ONLY } from '../../base/files/private-files'

/**
 * A folder of append-only files of lines (JSON lines). An append writes whole lines with one write and flushes
 * them to the disk before it answers, so a crash or power cut loses at most the lines being written. Such a
 * line is cut short (no newline ends it): reads leave it off, and the first append of a run cuts it off the
 * file before writing, so the next line never joins it. Without a folder (tests) the text stays in memory.
 */
export interface LineFolder {
  /** Where the files are; null in memory. */
  readonly path: string | null
  append(name: string, lines: readonly string[]): void
  /** The file's whole lines; null when there is no such file. */
  read(name: string): string | null
  /** A file written whole (`replace`) as it is; null when there is no such file. */
  readText(name: string): string | null
  /** The file's last whole lines within about `bytes` (from a line's start). */
  readTail(name: string, bytes: number): string | null
  /** The file's size in bytes, a torn tail included (0 when absent): what tells that a file changed. */
  size(name: string): number
  list(): string[]
  /** Replaces a file whole, atomically (old or new after a crash, never part of each). */
  replace(name: string, text: string): void
  /** Deletes a file (nothing when there is none). */
  remove(name: string): void
}

/** The file operations of a line folder; tests pass ones that stop half-way through a write. */
export type LineFs = Pick<
  typeof nodeFs,
  | 'mkdirSync'
  | 'openSync'
  | 'writeSync'
  | 'fdatasyncSync'
  | 'closeSync'
  | 'readFileSync'
  | 'readSync'
  | 'fstatSync'
  | 'ftruncateSync'
  | 'readdirSync'
  | 'rmSync'
  | 'statSync'
>

const NEWLINE = 0x0a

/** The length of the file's whole lines: up to and with its last newline. */
function wholeLength(fs: LineFs, fd: number, size: number): number {
  const chunk = Buffer.alloc(64 * 1024)
  for (let end = size; end > 0;) {
    const start = Math.max(0, end - chunk.length)
    const read = fs.readSync(fd, chunk, 0, end - start, start)
    const last = chunk.subarray(0, read).lastIndexOf(NEWLINE)
    if (last >= 0) return start + last + 1
    end = start
  }
  return 0
}

function wholeLines(text: string): string {
  const last = text.lastIndexOf('\n')
  return last === text.length - 1 ? text : text.slice(0, last + 1)
}

export function createDiskLineFolder(path: string, fs: LineFs = nodeFs): LineFolder {
  // What writes cut short left beside the index and the other whole files: gone at open, not at their next write.
  removeStaleTemporariesIn(path)
  /** Files whose torn tail (if any) was cut off in this run. */
  const repaired = new Set<string>()
  const fileOf = (name: string) => join(path, name)
  const readText = (name: string): string | null => {
    try {
      return fs.readFileSync(fileOf(name), 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }
  return {
    path,
    append(name, lines) {
      if (!lines.length) return
      fs.mkdirSync(path, { recursive: true, mode: 0o700 })
      const fd = fs.openSync(fileOf(name), 'a+', OWNER_ONLY)
      try {
        if (!repaired.has(name)) {
          const size = fs.fstatSync(fd).size
          const whole = wholeLength(fs, fd, size)
          if (whole < size) fs.ftruncateSync(fd, whole)
          repaired.add(name)
        }
        const bytes = Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8')
        for (let offset = 0; offset < bytes.length;) {
          offset += fs.writeSync(fd, bytes, offset, bytes.length - offset)
        }
        fs.fdatasyncSync(fd)
      } finally {
        fs.closeSync(fd)
      }
    },
    read(name) {
      const text = readText(name)
      return text === null ? null : wholeLines(text)
    },
    readText,
    readTail(name, bytes) {
      let fd: number
      try {
        fd = fs.openSync(fileOf(name), 'r')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      try {
        const size = fs.fstatSync(fd).size
        const start = Math.max(0, size - bytes)
        const buffer = Buffer.alloc(size - start)
        const read = fs.readSync(fd, buffer, 0, buffer.length, start)
        const text = wholeLines(buffer.subarray(0, read).toString('utf8'))
        // From the first whole line on (the first may have been cut by `start`).
        return start === 0 ? text : text.slice(text.indexOf('\n') + 1)
      } finally {
        fs.closeSync(fd)
      }
    },
    size(name) {
      try {
        return fs.statSync(fileOf(name)).size
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
        throw error
      }
    },
    list() {
      try {
        return fs.readdirSync(path).filter((name) => !name.endsWith('.tmp'))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
    },
    replace(name, text) {
      removeStaleTemporaries(fileOf(name))
      writeFileAtomic(fileOf(name), text, OWNER_ONLY)
      repaired.add(name)
    },
    remove(name) {
      fs.rmSync(fileOf(name), { force: true })
      repaired.delete(name)
    },
  }
}

export function createMemoryLineFolder(): LineFolder {
  const files = new Map<string, { text: string; bytes: number }>()
  return {
    path: null,
    append(name, lines) {
      if (!lines.length) return
      const added = lines.map((line) => `${line}\n`).join('')
      const file = files.get(name) ?? { text: '', bytes: 0 }
      files.set(name, { text: file.text + added, bytes: file.bytes + Buffer.byteLength(added) })
    },
    read: (name) => files.get(name)?.text ?? null,
    readText: (name) => files.get(name)?.text ?? null,
    readTail(name, bytes) {
      const text = files.get(name)?.text
      if (text === undefined) return null
      if (text.length <= bytes) return text
      const tail = text.slice(text.length - bytes)
      return tail.slice(tail.indexOf('\n') + 1)
    },
    size: (name) => files.get(name)?.bytes ?? 0,
    list: () => [...files.keys()],
    replace: (name, text) => void files.set(name, { text, bytes: Buffer.byteLength(text) }),
    remove: (name) => void files.delete(name),
  }
}
