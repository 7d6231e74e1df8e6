import { readdir, readFile, readlink } from 'node:fs/promises'

/**
 * Who listens on a loopback port, on Linux: /proc/net/tcp and tcp6 list each socket with its owner's uid and
 * its inode, and /proc/<pid>/fd links name the sockets a process holds. Soloist's socket has no
 * authentication, so a port named in a runtime file is trusted only when this user listens on it, and, for
 * Encore's own child, only when that child holds the socket. After a crash the old `ws.port` may name a port
 * another user's program listens on now: it would get Encore's commands and feed it anything.
 */

export interface Listener {
  port: number
  uid: number
  inode: string
}

/** The listening sockets (state 0A) of /proc/net/tcp or tcp6's text. */
export function parseListeners(text: string): Listener[] {
  const listeners: Listener[] = []
  for (const line of text.split('\n').slice(1)) {
    // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode …
    const fields = line.trim().split(/\s+/)
    const local = fields[1]?.split(':')
    if (!local || local.length !== 2 || fields[3] !== '0A') continue
    const port = Number.parseInt(local[1]!, 16)
    const uid = Number(fields[7])
    const inode = fields[9]
    if (!Number.isInteger(port) || !Number.isInteger(uid) || !inode || !/^\d+$/.test(inode)) continue
    listeners.push({ port, uid, inode })
  }
  return listeners
}

export type EndpointTrust = 'ours' | 'foreign' | 'unknown'

export interface OwnerProbe {
  /** /proc/net/tcp and tcp6's text; undefined where /proc is absent (not Linux). */
  readNetTables(): Promise<string[] | undefined>
  /** The socket inodes a process holds (from /proc/<pid>/fd). */
  socketsOf(pid: number): Promise<Set<string>>
  uid: number | undefined
}

export const procOwnerProbe: OwnerProbe = {
  async readNetTables() {
    const tables = await Promise.all(
      ['/proc/net/tcp', '/proc/net/tcp6'].map((path) => readFile(path, 'utf8').catch(() => undefined)),
    )
    const read = tables.filter((table): table is string => table !== undefined)
    return read.length ? read : undefined
  },
  async socketsOf(pid) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [])
    const links = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')))
    return new Set(links.flatMap((link) => /^socket:\[(\d+)\]$/.exec(link)?.[1] ?? []))
  },
  uid: process.getuid?.(),
}

/**
 * Whether the listener on `port` is this user's (and, given `pid`, that process's own socket): `foreign` when
 * another user's or another process's, or when nothing listens there; `unknown` where /proc does not say.
 */
export async function endpointTrust(
  port: number,
  pid?: number,
  probe: OwnerProbe = procOwnerProbe,
): Promise<EndpointTrust> {
  const tables = await probe.readNetTables()
  if (tables === undefined || probe.uid === undefined) return 'unknown'
  const listeners = tables.flatMap(parseListeners).filter((listener) => listener.port === port)
  if (listeners.length === 0 || listeners.some((listener) => listener.uid !== probe.uid)) return 'foreign'
  if (pid === undefined) return 'ours'
  const held = await probe.socketsOf(pid)
  return listeners.every((listener) => held.has(listener.inode)) ? 'ours' : 'foreign'
}
