import { describe, expect, it } from 'vitest'
import type { RuntimeFiles } from '../../../../electron/core/features/soloist/endpoint'
import {
  createSoloistSupervisor,
  DISCOVERY_TIMEOUT_MS,
  restartDelaysMs,
  STABLE_RUN_MS,
  STOP_GRACE_MS,
  type SoloistChild,
  type SupervisorOptions,
  type SoloistStatus,
} from '../../../../electron/core/features/soloist/supervisor'
import { ManualClock } from '../../../support/manual-clock'
import { createMemoryLogger } from '../../../support/memory-logger'

const API_KEY = 'sk-soloist-0123456789abcdef'

/** A child that does what the test tells it: print a line, write its runtime files, exit. */
class FakeChild implements SoloistChild {
  readonly signals: string[] = []
  private line: (line: string) => void = () => {}
  private exit: (code: number | null, signal: string | null) => void = () => {}
  private error: (error: { code?: string; message: string }) => void = () => {}
  constructor(
    readonly args: string[],
    readonly pid?: number,
  ) {}
  onLine(listener: (line: string) => void) {
    this.line = listener
  }
  onExit(listener: (code: number | null, signal: string | null) => void) {
    this.exit = listener
  }
  onError(listener: (error: { code?: string; message: string }) => void) {
    this.error = listener
  }
  kill(signal: 'SIGTERM' | 'SIGKILL') {
    this.signals.push(signal)
  }
  say(line: string) {
    this.line(line)
  }
  exits(code: number | null, signal: string | null = null) {
    this.exit(code, signal)
  }
  fails(code: string) {
    this.error({ code, message: `spawn soloist ${code}` })
  }
}

/** The data folder's runtime files, in memory. */
function memoryFiles(): RuntimeFiles & { files: Map<string, string> } {
  const files = new Map<string, string>()
  return {
    files,
    read: async (_dir, name) => files.get(name),
    clear: async () => files.clear(),
  }
}

/** Lets the supervisor's awaited file reads finish. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

function harness(seams: Pick<SupervisorOptions, 'trust'> & { pid?: number } = {}) {
  const clock = new ManualClock(Date.UTC(2026, 10, 28, 12))
  const files = memoryFiles()
  const children: FakeChild[] = []
  const statuses: SoloistStatus[] = []
  const { logger, lines } = createMemoryLogger()
  const supervisor = createSoloistSupervisor({
    binary: '/opt/soloist/soloist',
    apiKey: API_KEY,
    deviceName: 'This computer (Encore)',
    dataDir: '/home/me/.config/encore/soloist',
    spawn: (_command, args) => {
      const child = new FakeChild(args, seams.pid)
      children.push(child)
      return child
    },
    files,
    clock,
    logger,
    onStatus: (status) => statuses.push(status),
    ...(seams.trust ? { trust: seams.trust } : {}),
  })
  const listening = async (port = 40123) => {
    files.files.set('ws.addr', '127.0.0.1\n')
    files.files.set('ws.port', `${port}\n`)
    clock.advance(100)
    await settle()
  }
  return { clock, files, children, statuses, lines, supervisor, listening }
}

describe('the Soloist child process', () => {
  it('starts Soloist with its name, key, a loopback socket on a free port and its own data folder', async () => {
    const { supervisor, children } = harness()
    supervisor.start()
    await settle()
    expect(children).toHaveLength(1)
    expect(children[0]!.args).toEqual([
      '--device-name',
      'This computer (Encore)',
      '--api-key',
      API_KEY,
      '--ws',
      '127.0.0.1:0',
      '--data-dir',
      '/home/me/.config/encore/soloist',
    ])
  })

  it('finds the endpoint in ws.addr/ws.port once Soloist writes them, and clears stale ones first', async () => {
    const { supervisor, files, clock, listening } = harness()
    files.files.set('ws.addr', '127.0.0.1')
    files.files.set('ws.port', '9999')
    supervisor.start()
    await settle()
    clock.advance(100)
    await settle()
    expect(supervisor.status()).toMatchObject({ phase: 'starting', endpoint: null })
    await listening(40123)
    expect(supervisor.status()).toMatchObject({
      phase: 'running',
      endpoint: { address: '127.0.0.1', port: 40123, url: 'ws://127.0.0.1:40123' },
    })
  })

  it('takes no endpoint that is not on this computer', async () => {
    const { supervisor, files, clock } = harness()
    supervisor.start()
    await settle()
    files.files.set('ws.addr', '10.0.0.5')
    files.files.set('ws.port', '40123')
    clock.advance(100)
    await settle()
    expect(supervisor.status().endpoint).toBeNull()
  })

  it('restarts with growing waits when Soloist exits, and resets them after a stable run', async () => {
    const { supervisor, children, clock, listening } = harness()
    supervisor.start()
    await settle()
    await listening()
    for (const [attempt, delay] of restartDelaysMs.slice(0, 3).entries()) {
      children.at(-1)!.exits(1)
      expect(supervisor.status()).toMatchObject({ phase: 'restarting', restartAt: clock.now() + delay })
      clock.advance(delay - 1)
      await settle()
      expect(children).toHaveLength(attempt + 1)
      clock.advance(1)
      await settle()
      expect(children).toHaveLength(attempt + 2)
    }
    await listening()
    clock.advance(STABLE_RUN_MS)
    children.at(-1)!.exits(null, 'SIGSEGV')
    expect(supervisor.status().restartAt).toBe(clock.now() + restartDelaysMs[0]!)
  })

  it('restarts a Soloist that never opens its socket', async () => {
    const { supervisor, children, clock } = harness()
    supervisor.start()
    await settle()
    for (let waited = 0; waited <= DISCOVERY_TIMEOUT_MS; waited += 100) {
      clock.advance(100)
      await settle()
    }
    expect(children[0]!.signals).toEqual(['SIGTERM'])
    expect(supervisor.status().message).toMatch(/did not open its connection within 15 seconds/)
  })

  it('kills a Soloist that ignores SIGTERM after 5 s, says so, and starts it again', async () => {
    const { supervisor, children, clock } = harness()
    supervisor.start()
    await settle()
    while (children[0]!.signals.length === 0) {
      clock.advance(100)
      await settle()
    }
    clock.advance(STOP_GRACE_MS - 1)
    expect(children[0]!.signals).toEqual(['SIGTERM'])
    clock.advance(1)
    expect(children[0]!.signals).toEqual(['SIGTERM', 'SIGKILL'])
    expect(supervisor.status().message).toMatch(/did not stop when asked: Encore ended it/)
    children[0]!.exits(null, 'SIGKILL')
    expect(supervisor.status()).toMatchObject({
      phase: 'restarting',
      message: expect.stringMatching(/ended it/),
    })
  })

  it("takes no endpoint whose socket is not its own child's (another program took the port)", async () => {
    const asked: [number, number][] = []
    let owner: 'ours' | 'foreign' = 'foreign'
    const { supervisor, listening } = harness({
      pid: 4242,
      trust: async (port, pid) => {
        asked.push([port, pid])
        return owner
      },
    })
    supervisor.start()
    await settle()
    await listening(40123)
    await settle()
    expect(supervisor.status()).toMatchObject({ phase: 'starting', endpoint: null })
    owner = 'ours'
    await listening(40123)
    await settle()
    expect(supervisor.status()).toMatchObject({ phase: 'running', endpoint: { port: 40123 } })
    expect(asked[0]).toEqual([40123, 4242])
  })

  it('says exit code 10 plainly and does not restart an expired build', async () => {
    const { supervisor, children, clock } = harness()
    supervisor.start()
    await settle()
    children[0]!.exits(10)
    expect(supervisor.status()).toMatchObject({
      phase: 'expired',
      message: 'This Spotify Soloist build has expired: download a newer one.',
    })
    clock.advance(restartDelaysMs.at(-1)! * 2)
    await settle()
    expect(children).toHaveLength(1)
  })

  it('says a missing binary in words and does not retry it', async () => {
    const { supervisor, children, clock } = harness()
    supervisor.start()
    await settle()
    children[0]!.fails('ENOENT')
    expect(supervisor.status().phase).toBe('missing')
    expect(supervisor.status().message).toMatch(/not found.*choose its file again, or download it/)
    clock.advance(60_000)
    await settle()
    expect(children).toHaveLength(1)
  })

  it('reads the days left from the startup log and warns from 14 days before the end', async () => {
    const { supervisor, children } = harness()
    supervisor.start()
    await settle()
    children[0]!.say('INFO build lifetime: 30 days remaining')
    expect(supervisor.status()).toMatchObject({ daysLeft: 30, warning: null })
    children[0]!.say('WARN this build expires in 5 days')
    // Noon UTC on 28 November plus 5 days is 3 December in every time zone within ±11 hours.
    expect(supervisor.status()).toMatchObject({
      daysLeft: 5,
      warning: 'Spotify Soloist stops on 3 December: download a newer build.',
    })
  })

  it('says a wrong API key with its fix and waits for a new key instead of restarting', async () => {
    const { supervisor, children, clock } = harness()
    supervisor.start()
    await settle()
    children[0]!.say('ERROR authentication failed: invalid API key')
    expect(supervisor.status().message).toBe(
      'Spotify Soloist did not accept its API key: copy the key again from Spotify for Developers and set it in Settings → This computer.',
    )
    children[0]!.exits(1)
    expect(supervisor.status().phase).toBe('failed')
    clock.advance(restartDelaysMs.at(-1)! * 2)
    await settle()
    expect(children).toHaveLength(1)
  })

  it('says a busy port with its fix, and still starts Soloist again', async () => {
    const { supervisor, children, clock } = harness()
    supervisor.start()
    await settle()
    children[0]!.say('error: bind 0.0.0.0:57621: Address already in use (os error 98)')
    children[0]!.exits(1)
    expect(supervisor.status()).toMatchObject({ phase: 'restarting' })
    expect(supervisor.status().message).toMatch(/another program uses it: quit the other Soloist/)
    clock.advance(restartDelaysMs[0]!)
    await settle()
    expect(children).toHaveLength(2)
    // A new run starts with a clean slate.
    expect(supervisor.status().message).toBeNull()
  })

  it('never logs the API key, not even when Soloist prints it', async () => {
    const { supervisor, children, lines } = harness()
    supervisor.start()
    await settle()
    children[0]!.say(`starting with --api-key ${API_KEY}`)
    children[0]!.exits(1)
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.join('\n')).not.toContain(API_KEY)
  })

  it('stops Soloist on dispose: SIGTERM, then SIGKILL if it lingers, and no restart after', async () => {
    const { supervisor, children, clock, listening } = harness()
    supervisor.start()
    await settle()
    await listening()
    const stopped = supervisor.dispose()
    expect(children[0]!.signals).toEqual(['SIGTERM'])
    clock.advance(STOP_GRACE_MS)
    expect(children[0]!.signals).toEqual(['SIGTERM', 'SIGKILL'])
    children[0]!.exits(null, 'SIGKILL')
    await stopped
    expect(supervisor.status()).toMatchObject({ phase: 'stopped', endpoint: null })
    clock.advance(60_000)
    await settle()
    expect(children).toHaveLength(1)
  })
})
