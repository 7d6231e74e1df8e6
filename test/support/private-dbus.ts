import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Message, Variant } from '@jellybrick/dbus-next'

/**
 * A private session bus for one test file: `dbus-daemon --session` listening on a socket in a fresh temporary
 * folder, so tests never touch the user's own session bus. When no daemon can start (not installed, no
 * session configuration), the answer says why, for the test to print and skip.
 */
export type PrivateBus =
  { available: true; address: string; stop(): Promise<void> } | { available: false; reason: string }

/** How long the daemon may take to print its address; a guard against a hung start, not a measurement. */
const START_GUARD_MS = 10_000

export async function startPrivateBus(): Promise<PrivateBus> {
  const dir = mkdtempSync(join(tmpdir(), 'encore-dbus-'))
  let daemon: ChildProcess
  try {
    daemon = spawn(
      'dbus-daemon',
      ['--session', '--nofork', '--nopidfile', '--print-address=1', `--address=unix:dir=${dir}`],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    return { available: false, reason: `dbus-daemon could not be started (${(error as Error).message})` }
  }
  let stderr = ''
  daemon.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))

  const address = await new Promise<string | Error>((resolve) => {
    let output = ''
    const guard = setTimeout(() => resolve(new Error('it printed no address')), START_GUARD_MS)
    daemon.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n')[0]
      if (output.includes('\n') && line) {
        clearTimeout(guard)
        resolve(line.trim())
      }
    })
    daemon.once('error', (error) => {
      clearTimeout(guard)
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
      resolve(new Error(missing ? 'dbus-daemon is not installed (apt-get install dbus)' : error.message))
    })
    daemon.once('exit', (code) => {
      clearTimeout(guard)
      resolve(new Error(`it exited with code ${code}: ${stderr.trim().split('\n').slice(-2).join(' ')}`))
    })
  })

  const stop = async () => {
    if (daemon.exitCode === null && daemon.signalCode === null) {
      const exited = new Promise((resolve) => daemon.once('exit', resolve))
      daemon.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }

  if (address instanceof Error) {
    await stop()
    return { available: false, reason: `no private dbus-daemon: ${address.message}` }
  }
  return { available: true, address, stop }
}

/** A property's value as another client reads it (`org.freedesktop.DBus.Properties.Get`). */
export async function readDbusProperty(
  client: { call(message: Message): Promise<Message | null> },
  target: { busName: string; path: string; iface: string; name: string },
): Promise<unknown> {
  const dbus = await import('@jellybrick/dbus-next')
  const reply = await client.call(
    new dbus.Message({
      destination: target.busName,
      path: target.path,
      interface: 'org.freedesktop.DBus.Properties',
      member: 'Get',
      signature: 'ss',
      body: [target.iface, target.name],
    }),
  )
  return (reply?.body[0] as Variant | undefined)?.value
}
