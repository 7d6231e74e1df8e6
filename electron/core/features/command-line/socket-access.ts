import { timingSafeEqual } from 'node:crypto'
import { lstatSync, readFileSync, type Stats } from 'node:fs'

/**
 * Who may talk to Encore through its socket: the user who started it, and nobody else. Two checks, because
 * Node tells a server nothing about who connected (no SO_PEERCRED, no getpeereid):
 *  - the socket's mode: owner-only (0600) in a folder of the user's own, so another user's connect() is
 *    refused by the system (Linux checks a socket's write permission on connect);
 *  - the peer's proof, checked on every connection: the first line must carry the key Encore wrote at start
 *    into an owner-only file beside the socket, which only the same user (or root) can read. This is the
 *    portable peer check: it holds where socket modes are ignored (some BSDs, Windows named pipes, whose
 *    default security lets every local user read and connect).
 * Both ends check the files they use: Encore refuses to serve a socket others may open, and the command refuses
 * to talk to a socket or read a key that another user owns.
 */

/** What the checks need of a file (lstat's answer). */
export interface FileFacts {
  kind: 'socket' | 'file' | 'other'
  uid: number
  /** The permission bits (mode & 0o777). */
  mode: number
}

export function factsOf(stats: Stats): FileFacts {
  return {
    kind: stats.isSocket() ? 'socket' : stats.isFile() ? 'file' : 'other',
    uid: stats.uid,
    mode: stats.mode & 0o777,
  }
}

const octal = (mode: number) => `0${mode.toString(8).padStart(3, '0')}`

function ownerOnlyProblem(
  facts: FileFacts,
  uid: number,
  kind: FileFacts['kind'],
  what: string,
): string | null {
  if (facts.kind !== kind) return `${what} is not a ${kind === 'socket' ? 'socket' : 'regular file'}`
  if (facts.uid !== uid) return `${what} belongs to another user (uid ${facts.uid}, not ${uid})`
  if ((facts.mode & 0o077) !== 0) return `others may use ${what} (mode ${octal(facts.mode)}, not owner-only)`
  return null
}

/** Why a socket must not be used by the user `uid`; null when it is theirs alone. */
export function socketProblem(facts: FileFacts, uid: number, path = 'the socket'): string | null {
  return ownerOnlyProblem(facts, uid, 'socket', path)
}

/** Why a key file must not be trusted by the user `uid`; null when it is theirs alone. */
export function keyFileProblem(facts: FileFacts, uid: number, path = 'the key file'): string | null {
  return ownerOnlyProblem(facts, uid, 'file', path)
}

/** The current user's id; null on Windows, which has none (its files are the user's by their folder's ACL). */
export const currentUid = (): number | null =>
  typeof process.getuid === 'function' ? process.getuid() : null

/** Reads the key Encore wrote, after checking the file is the user's own; throws with the reason. */
export function readKey(path: string, uid: number | null = currentUid()): string {
  if (uid !== null) {
    const problem = keyFileProblem(factsOf(lstatSync(path)), uid, path)
    if (problem) throw new Error(problem)
  }
  return readFileSync(path, 'utf8').trim()
}

/** Whether a key offered matches Encore's, in constant time. */
export function keysMatch(offered: string, expected: string): boolean {
  const a = Buffer.from(offered)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
