import { createServer, type AddressInfo, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import {
  endpointTrust,
  parseListeners,
  procOwnerProbe,
  type OwnerProbe,
} from '../../../../electron/core/features/soloist/socket-owner'

/** /proc/net/tcp as Linux writes it: port 0x9C8B (40075) listened on by uid 1001 and by uid 1000. */
const header =
  '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode'
const table = [
  header,
  '   0: 0100007F:9C8B 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1001        0 551234 1 0000000000000000 100 0 0 10 0',
  '   1: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 551300 1 0000000000000000 100 0 0 10 0',
  '   2: 0100007F:1F90 0100007F:D2F0 01 00000000:00000000 00:00000000 00000000  1000        0 551301 1 0000000000000000 20 4 30 10 -1',
].join('\n')
const table6 = [
  header,
  '   0: 00000000000000000000000001000000:A0F1 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 771 1 0000000000000000 100 0 0 10 0',
].join('\n')

const probe = (sockets: Record<number, string[]> = {}): OwnerProbe => ({
  readNetTables: async () => [table, table6],
  socketsOf: async (pid) => new Set(sockets[pid] ?? []),
  uid: 1000,
})

describe('who listens on a port (/proc/net/tcp)', () => {
  it('reads the listening sockets only, with their port, uid and inode (IPv4 and IPv6)', () => {
    expect(parseListeners(table)).toEqual([
      { port: 40075, uid: 1001, inode: '551234' },
      { port: 8080, uid: 1000, inode: '551300' },
    ])
    expect(parseListeners(table6)).toEqual([{ port: 41201, uid: 1000, inode: '771' }])
    expect(parseListeners('')).toEqual([])
    expect(parseListeners(`${header}\n   0: garbage`)).toEqual([])
  })

  it("trusts this user's listener, and for Encore's child only the socket that child holds", async () => {
    expect(await endpointTrust(40075, undefined, probe())).toBe('foreign')
    expect(await endpointTrust(8080, undefined, probe())).toBe('ours')
    expect(await endpointTrust(41201, undefined, probe())).toBe('ours')
    expect(await endpointTrust(8080, 4242, probe({ 4242: ['551300'] }))).toBe('ours')
    expect(await endpointTrust(8080, 4242, probe({ 4243: ['551300'] }))).toBe('foreign')
    // Nothing listens there at all.
    expect(await endpointTrust(9, undefined, probe())).toBe('foreign')
    expect(await endpointTrust(8080, undefined, { ...probe(), readNetTables: async () => undefined })).toBe(
      'unknown',
    )
  })
})

let server: Server | undefined
afterEach(() => void server?.close())

if (process.platform === 'linux') {
  describe('on this Linux', () => {
    it('finds its own listening socket as this process’s, and not its parent’s', async () => {
      server = createServer().listen(0, '127.0.0.1')
      await new Promise((resolve) => server!.once('listening', resolve))
      const port = (server.address() as AddressInfo).port
      expect(await endpointTrust(port, undefined, procOwnerProbe)).toBe('ours')
      expect(await endpointTrust(port, process.pid, procOwnerProbe)).toBe('ours')
      expect(await endpointTrust(port, process.ppid, procOwnerProbe)).toBe('foreign')
    })
  })
}
