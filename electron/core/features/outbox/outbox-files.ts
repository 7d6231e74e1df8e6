import {
  closeSync,
  constants,
  fdatasyncSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import { linkTarget, moveAside, removeStaleTemporariesIn } from '../../base/files/atomic-write'
import { ensurePrivateDir, OWNER_ONLY, writeFileAtomic } from '../../base/files/private-files'

/**
 * The outbox's files by name, in its folder or in memory (tests without a data folder): read, written whole
 * (atomically), appended to (flushed to the disk before it returns), set aside.
 */
export interface OutboxFiles {
  /** The text; null when there is none. Throws when it cannot be read or is another user's. */
  read(name: string): string | null
  writeWhole(name: string, text: string): void
  /** Appends to the file; `create` false: throws ENOENT when there is none (a journal needs its first line). */
  append(name: string, text: string, create?: boolean): void
  remove(name: string): void
  /** Moves the file aside as `<name>.<suffix>` (owner-only): where it went, or null when it could not. */
  setAside(name: string, suffix: string): string | null
  /** Keeps `text` beside the file as `<name>.<suffix>` (owner-only): where, or null when it could not. */
  keepAside(name: string, suffix: string, text: string): string | null
}

export function diskFiles(folder: string, uid: number | null): OutboxFiles {
  // What writes cut short left beside the files (each file itself is whole), whoever's they were.
  removeStaleTemporariesIn(folder)
  const pathOf = (name: string) => join(folder, name)
  return {
    read(name) {
      const path = pathOf(name)
      let text: string
      try {
        text = readFileSync(path, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw new Error(`it could not be read (${(error as Error).message})`, { cause: error })
      }
      // Another user's file must not send changes as this user (someone put it there, or a copy kept its owner).
      const fileUid = uid === null ? uid : statSync(path).uid
      if (fileUid !== uid) throw new Error(`it belongs to another user of this computer (uid ${fileUid})`)
      return text
    },
    writeWhole: (name, text) => writeFileAtomic(pathOf(name), text, OWNER_ONLY),
    append(name, text, create = true) {
      ensurePrivateDir(folder)
      // Where a whole write would go too (a link is written through, never replaced).
      const fd = openSync(
        linkTarget(pathOf(name)),
        constants.O_WRONLY | constants.O_APPEND | (create ? constants.O_CREAT : 0),
        OWNER_ONLY,
      )
      try {
        const bytes = Buffer.from(text, 'utf8')
        for (let offset = 0; offset < bytes.length;) {
          offset += writeSync(fd, bytes, offset, bytes.length - offset)
        }
        fdatasyncSync(fd)
      } finally {
        closeSync(fd)
      }
    },
    remove: (name) => rmSync(pathOf(name), { force: true }),
    setAside(name, suffix) {
      try {
        return moveAside(pathOf(name), `${pathOf(name)}.${suffix}`)
      } catch {
        return null
      }
    },
    keepAside(name, suffix, text) {
      try {
        writeFileAtomic(`${pathOf(name)}.${suffix}`, text, OWNER_ONLY)
        return `${pathOf(name)}.${suffix}`
      } catch {
        return null
      }
    },
  }
}

export function memoryFiles(): OutboxFiles {
  const texts = new Map<string, string>()
  return {
    read: (name) => texts.get(name) ?? null,
    writeWhole: (name, text) => void texts.set(name, text),
    append(name, text, create = true) {
      const before = texts.get(name)
      if (before === undefined && !create) throw Object.assign(new Error('no such file'), { code: 'ENOENT' })
      texts.set(name, `${before ?? ''}${text}`)
    },
    remove: (name) => void texts.delete(name),
    setAside(name) {
      texts.delete(name)
      return null
    },
    keepAside: () => null,
  }
}
