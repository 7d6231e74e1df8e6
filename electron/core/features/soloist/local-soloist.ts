import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import { connect } from 'node:net'
import { delimiter, isAbsolute, join } from 'node:path'
import type { SoloistEndpoint } from './endpoint'

/**
 * What Encore looks for on this computer: a Soloist program on the PATH (offered when none is chosen), and
 * whether a Soloist already listens where its data folder says (then Encore uses it instead of starting one).
 */

/** The names Spotify's Linux builds are known by, most likely first. */
export const soloistProgramNames = ['soloist', 'spotify-soloist']

const executable = async (path: string): Promise<boolean> =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  )

/** The first Soloist program on `pathVariable` (the PATH's folders), or null. Only absolute folders count. */
export async function findOnPath(
  pathVariable: string | undefined,
  isExecutable: (path: string) => Promise<boolean> = executable,
): Promise<string | null> {
  const folders = (pathVariable ?? '').split(delimiter).filter((folder) => isAbsolute(folder))
  for (const folder of folders) {
    for (const name of soloistProgramNames) {
      const candidate = join(folder, name)
      if (await isExecutable(candidate)) return candidate
    }
  }
  return null
}

/** Whether something accepts connections at the endpoint (a Soloist left running; stale files do not). */
export function listens(endpoint: SoloistEndpoint, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: endpoint.address, port: endpoint.port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}
