import { chmodSync, mkdirSync, statSync } from 'node:fs'
import type { Logger } from '../ports'
import { linkTarget, moveAside, readKeptText, writeFileAtomic } from './atomic-write'

export { writeFileAtomic } from './atomic-write'

/** Creates the folder (owner-only when new) that holds a data file. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
}

/** Tightens a file's mode to `mode` when it is looser (someone copied it in, or an old version wrote it). */
export function tightenMode(path: string, mode: number): boolean {
  if (process.platform === 'win32') return false
  const current = statSync(path).mode & 0o777
  if ((current & ~mode) === 0) return false
  chmodSync(path, mode)
  return true
}

/** Owner read and write only. */
export const OWNER_ONLY = 0o600

export interface PrivateJsonMap<T> {
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  read(): Record<string, T>
  write(values: Record<string, T>): void
}

/** A data file that could not be used: it was moved aside (owner-only) for a look, and says where. */
export class DamagedFileError extends Error {
  override readonly name = 'DamagedFileError'
  constructor(
    readonly path: string,
    readonly problem: string,
    readonly setAsideAs: string | undefined,
  ) {
    super(
      setAsideAs
        ? `${path} is damaged (${problem}); it was set aside as ${setAsideAs}`
        : `${path} is damaged (${problem}) and could not be set aside`,
    )
  }
}

/** The values of a private JSON file's text, or why there are none. */
function parseObject<T>(text: string, accept: (value: unknown) => value is T): Record<string, T> | string {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not the parser's message: it quotes the text around the fault, and this text may hold a token.
    return 'not valid JSON'
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'not a JSON object'
  // A value of the wrong type is damage too, said as such (its name only: the value may be a token).
  const wrong = Object.entries(parsed).find((entry) => !accept(entry[1]))
  if (wrong) return `the value of “${wrong[0].slice(0, 100)}” is not of the kind Encore keeps there`
  return parsed as Record<string, T>
}

/**
 * A JSON object kept in an owner-only file, read and written whole: an absent file reads as empty, a file
 * someone loosened is tightened again (and said so). A file that is not a JSON object, or holds a value
 * `accept` does not recognise, is moved aside (`….unreadable`, owner-only) and `read` throws a DamagedFileError
 * once, so the reader can say why what it kept is gone; changes go on from an empty object.
 */
export function createPrivateJsonMap<T>(
  path: string,
  accept: (value: unknown) => value is T,
  logger: Logger,
  what: string,
): PrivateJsonMap<T> {
  /** For a change: a damaged file was just set aside (and said so to whoever reads), so go on from nothing. */
  const readForChange = (): Record<string, T> => {
    try {
      return map.read()
    } catch (error) {
      if (error instanceof DamagedFileError) return {}
      throw error
    }
  }
  // A damaged file is said to each key's first reader (the sign-in, Soloist's key…), not only to whoever read
  // first: the file is set aside at that read, and the others would find nothing and never know why.
  let damage: DamagedFileError | undefined
  const told = new Set<string>()
  const map: PrivateJsonMap<T> = {
    get(key) {
      try {
        const values = map.read()
        if (damage && !told.has(key) && !(key in values)) throw damage
        return values[key]
      } catch (error) {
        if (error instanceof DamagedFileError) {
          damage = error
          told.add(key)
        }
        throw error
      }
    },
    set(key, value) {
      map.write({ ...readForChange(), [key]: value })
    },
    delete(key) {
      const values = readForChange()
      if (!(key in values)) return
      delete values[key]
      map.write(values)
    },
    read() {
      // What a write cut short left beside the file goes first, secrets included.
      const text = readKeptText(path)
      if (text === null) return {}
      if (tightenMode(path, OWNER_ONLY))
        logger.warn(`The ${what} file was readable by others; it is owner-only now`)
      const values = parseObject(text, accept)
      if (typeof values !== 'string') return values
      logger.warn(`The ${what} file is not readable; it was set aside`, { problem: values })
      let aside: string | undefined
      try {
        // A linked file is set aside where it is; the next write through the link makes a new one there.
        const target = linkTarget(path)
        aside = moveAside(target, `${target}.unreadable`)
      } catch (error) {
        logger.warn(`The ${what} file could not be set aside`, { error: (error as Error).message })
      }
      throw new DamagedFileError(path, values, aside)
    },
    write(values) {
      writeFileAtomic(path, `${JSON.stringify(values, null, 2)}\n`, OWNER_ONLY)
    },
  }
  return map
}
