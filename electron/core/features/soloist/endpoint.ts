import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Where a running Soloist listens: it writes `ws.addr` and `ws.port` into its data folder once its socket is
 * open and removes them on shutdown. The files are read as untrusted text: only a loopback address and a
 * port number are taken, so a stray file cannot point Encore at another machine.
 */

export const runtimeFileNames = ['ws.addr', 'ws.port'] as const
export type RuntimeFileName = (typeof runtimeFileNames)[number]

export interface RuntimeFiles {
  read(dataDir: string, name: RuntimeFileName): Promise<string | undefined>
  /** Removes what a crashed Soloist left behind, so an old port is never taken for the new one. */
  clear(dataDir: string): Promise<void>
}

export interface SoloistEndpoint {
  address: string
  port: number
  url: string
}

const loopback = new Set(['127.0.0.1', '::1', 'localhost'])

export function endpointFrom(
  addrText: string | undefined,
  portText: string | undefined,
): SoloistEndpoint | null {
  if (addrText === undefined || portText === undefined) return null
  const address = addrText.trim()
  const portString = portText.trim()
  if (!loopback.has(address) || !/^\d{1,5}$/.test(portString)) return null
  const port = Number(portString)
  if (port < 1 || port > 65_535) return null
  const host = address === '::1' ? '[::1]' : address
  return { address, port, url: `ws://${host}:${port}` }
}

export const nodeRuntimeFiles: RuntimeFiles = {
  async read(dataDir, name) {
    try {
      const text = await readFile(join(dataDir, name), 'utf8')
      return text.length > 100 ? undefined : text
    } catch {
      return undefined
    }
  },
  async clear(dataDir) {
    await Promise.all(runtimeFileNames.map((name) => rm(join(dataDir, name), { force: true })))
  },
}

/** Reads the endpoint once; null while Soloist has not written it (or wrote something that is not one). */
export async function readEndpoint(files: RuntimeFiles, dataDir: string): Promise<SoloistEndpoint | null> {
  const [addr, port] = await Promise.all([files.read(dataDir, 'ws.addr'), files.read(dataDir, 'ws.port')])
  return endpointFrom(addr, port)
}
