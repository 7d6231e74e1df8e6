import { createHash } from 'node:crypto'
import { join, resolve } from 'node:path'
import { tmpdir } from 'node:os'

/**
 * Where an Encore listens for its command: a Unix socket in its data folder (`encore.sock`), or on Windows a
 * named pipe named after the folder. The command finds it from the same folder (`--data-dir`, or the shell's
 * default), so each Encore has its own, and two data folders never meet.
 */

export const SOCKET_NAME = 'encore.sock'
/** The key file beside it: the client proves with it that it runs as the same user (socket-access.ts). */
export const KEY_NAME = 'command-line.key'

/** sockaddr_un holds 108 bytes on Linux, 104 on macOS, with the final NUL; this leaves room on both. */
const MAX_SOCKET_PATH_BYTES = 100

const folderHash = (dataDir: string, platform: NodeJS.Platform) =>
  createHash('sha256')
    .update(platform === 'win32' ? resolve(dataDir).toLowerCase() : resolve(dataDir))
    .digest('hex')
    .slice(0, 24)

/**
 * The socket's path for a data folder. A folder whose path is too long for a socket gets one in the user's
 * own runtime folder (`$XDG_RUNTIME_DIR`; on macOS the per-user temporary folder); throws where there is none.
 */
export function socketPathFor(
  dataDir: string,
  platform: NodeJS.Platform = process.platform,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  if (platform === 'win32') return `\\\\.\\pipe\\encore-${folderHash(dataDir, platform)}`
  const inFolder = join(resolve(dataDir), SOCKET_NAME)
  if (Buffer.byteLength(inFolder) <= MAX_SOCKET_PATH_BYTES) return inFolder
  const runtime = env['XDG_RUNTIME_DIR'] || (platform === 'darwin' ? tmpdir() : null)
  if (!runtime) {
    throw new Error(
      `The data folder's path is too long for a socket (${inFolder}) and $XDG_RUNTIME_DIR is not set: choose a shorter folder.`,
    )
  }
  return join(runtime, `encore-${folderHash(dataDir, platform)}.sock`)
}

export const keyPathFor = (dataDir: string): string => join(resolve(dataDir), KEY_NAME)
