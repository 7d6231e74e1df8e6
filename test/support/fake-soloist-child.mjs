// Acts as Spotify Soloist for the child-process tests: reads the documented flags, logs its lifetime, opens
// a loopback WebSocket on the port the system picks and writes ws.addr/ws.port into its data folder, removes
// them on SIGTERM. FAKE_SOLOIST_EXIT_CODE makes it exit at once with that code (10: an expired build). Spawned through
// test/support/fake-soloist.ts.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'
import { setTimeout } from 'node:timers'
import { WebSocketServer } from 'ws'

const flag = (name) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}
const dataDir = flag('--data-dir')
if (!flag('--device-name') || !flag('--api-key') || !dataDir || flag('--ws') !== '127.0.0.1:0') {
  process.stderr.write('usage: soloist -n NAME -k KEY --ws 127.0.0.1:0 -D DIR\n')
  process.exit(2)
}
process.stdout.write(`INFO build lifetime: ${process.env.FAKE_SOLOIST_DAYS ?? '60'} days remaining\n`)
if (process.env.FAKE_SOLOIST_EXIT_CODE) process.exit(Number(process.env.FAKE_SOLOIST_EXIT_CODE))

mkdirSync(dataDir, { recursive: true })
const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
server.on('connection', (socket) => socket.send(JSON.stringify({ type: 'auth_state', logged_in: false })))
server.on('listening', () => {
  writeFileSync(join(dataDir, 'ws.addr'), '127.0.0.1\n')
  writeFileSync(join(dataDir, 'ws.port'), `${server.address().port}\n`)
})
// FAKE_SOLOIST_LIFETIME_MS: it dies that long after opening its socket (a crash: its files stay behind).
if (process.env.FAKE_SOLOIST_LIFETIME_MS) {
  setTimeout(() => process.exit(3), Number(process.env.FAKE_SOLOIST_LIFETIME_MS))
}
process.on('SIGTERM', () => {
  for (const name of ['ws.addr', 'ws.port']) rmSync(join(dataDir, name), { force: true })
  server.close(() => process.exit(0))
})
