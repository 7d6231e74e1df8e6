import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { CliUsageError, parseEmulatorArgs } from '../../../electron/emulator/cli-args'
import { clientWithScopes, startTestEmulator } from '../../support/emulator'
import { tempFolder } from '../../support/temp-folders'

let emulator: EmulatorHandle<ManualClock> | undefined
const sockets: WebSocket[] = []

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate()
  await emulator?.close()
  emulator = undefined
})

/** Opens a socket to the stand-in and collects every frame it receives, parsed. */
async function listen(url: string) {
  const socket = new WebSocket(url)
  sockets.push(socket)
  const frames: Record<string, unknown>[] = []
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>))
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  return { socket, frames }
}

describe('the Soloist stand-in', () => {
  it('writes ws.addr and ws.port into its data folder, and removes them and its device on close', async () => {
    const dataDir = tempFolder('encore-soloist-')
    emulator = await startTestEmulator({ soloist: { dataDir } })
    const { port, deviceId } = emulator.soloist!
    expect(readFileSync(join(dataDir, 'ws.addr'), 'utf8').trim()).toBe('127.0.0.1')
    expect(Number(readFileSync(join(dataDir, 'ws.port'), 'utf8'))).toBe(port)
    await emulator.soloist!.close()
    expect(existsSync(join(dataDir, 'ws.port'))).toBe(false)
    const devices = await clientWithScopes(emulator).get<{ devices: { id: string }[] }>('/me/player/devices')
    expect(devices.body.devices.map((device) => device.id)).not.toContain(deviceId)
  })

  it('sends auth_state first on connect, then playback_state and the queue (as the reference orders them)', async () => {
    emulator = await startTestEmulator({ soloist: { dataDir: tempFolder('encore-soloist-') } })
    const { frames } = await listen(emulator.soloist!.url)
    await expect.poll(() => frames.length).toBeGreaterThanOrEqual(3)
    expect(frames.slice(0, 3).map((frame) => frame.type)).toEqual([
      'auth_state',
      'playback_state',
      'queue_changed',
    ])
    expect(frames[0]).toEqual({ type: 'auth_state', logged_in: true, is_active: false })
  })

  it('sends only auth_state to a client while logged out, and refuses commands then', async () => {
    emulator = await startTestEmulator({ soloist: { dataDir: tempFolder('encore-soloist-') } })
    emulator.soloist!.setLoggedIn(false)
    const { socket, frames } = await listen(emulator.soloist!.url)
    socket.send(JSON.stringify({ type: 'command', command: 'play' }))
    await expect.poll(() => frames.map((frame) => frame.type)).toEqual(['auth_state', 'error'])
    expect(frames[1]).toMatchObject({ code: 'not_logged_in' })
  })

  it.each([
    ['not JSON', 'play'],
    ['a command without type', '{"command":"play"}'],
    ['an unknown command', '{"type":"command","command":"eject"}'],
    ['a seek without a position', '{"type":"command","command":"seek"}'],
  ])('answers %s with an error event', async (_label, frame) => {
    emulator = await startTestEmulator({ soloist: { dataDir: tempFolder('encore-soloist-') } })
    const { socket, frames } = await listen(emulator.soloist!.url)
    socket.send(frame)
    await expect
      .poll(() => frames.find((received) => received.type === 'error'))
      .toMatchObject({ code: 'bad_request' })
  })

  it('is the --soloist flag of the CLI, with a data folder of its own unless one is named', () => {
    const named = parseEmulatorArgs(['--soloist', '--soloist-data-dir', '/tmp/soloist-here'])
    expect(named).toEqual({ kind: 'run', options: { soloist: { dataDir: '/tmp/soloist-here' } } })
    const own = parseEmulatorArgs(['--soloist'])
    expect(own.kind === 'run' && own.options.soloist?.dataDir).toMatch(/encore-soloist-/)
    expect(() => parseEmulatorArgs(['--soloist-data-dir', '/tmp/x'])).toThrow(CliUsageError)
  })

  it('`npm run emulator -- --soloist` names the stand-in in its one JSON line', async () => {
    const dataDir = tempFolder('encore-soloist-')
    const projectRoot = fileURLToPath(new URL('../../../', import.meta.url))
    const child = spawn(
      process.execPath,
      // Node itself with tsx's loader, not tsx's command, so SIGTERM reaches the emulator (as cli-state-file).
      [
        '--import',
        'tsx',
        'electron/emulator/cli.ts',
        '--size',
        'small',
        '--soloist',
        '--soloist-data-dir',
        dataDir,
      ],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      await expect.poll(() => stdout.includes('\n'), { timeout: 30_000 }).toBe(true)
      const line = JSON.parse(stdout.split('\n')[0]!) as { soloist: { url: string; dataDir: string } }
      expect(line.soloist.dataDir).toBe(dataDir)
      const port = readFileSync(join(dataDir, 'ws.port'), 'utf8').trim()
      expect(line.soloist.url).toBe(`ws://127.0.0.1:${port}`)
    } finally {
      child.kill('SIGTERM')
      await exited
    }
    expect(existsSync(join(dataDir, 'ws.port'))).toBe(false)
  })
})
