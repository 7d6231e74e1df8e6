import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HELP_POINTER, USAGE } from '../../electron/core/features/command-line/args'
import { errorLine, runClient } from '../../electron/cli/run-client'
import { startCommandServer, type CommandServer } from '../../electron/core/features/command-line/server'
import { systemClock } from '../../electron/core/base/ports'
import { createFakeEncore } from '../support/fake-encore'
import { createMemoryLogger } from '../support/memory-logger'

describe('one run of the command', () => {
  const dirs: string[] = []
  const servers: CommandServer[] = []
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'encore-run-'))
    dirs.push(dir)
    return dir
  }
  const io = () => ({ out: vi.fn(), err: vi.fn(), note: vi.fn() })
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close()
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('bad arguments: 2, the line naming them, then one line pointing to --help; --help: the usage, 0', async () => {
    const bad = io()
    const env = { LANG: 'C.UTF-8' }
    expect(await runClient({ argv: ['volume', 'up'], defaultDataDir: folder(), io: bad, env })).toBe(2)
    expect(bad.err.mock.calls).toEqual([['volume: “up” is not a volume (use 0 to 100, +5 or -5)']])
    expect(bad.note.mock.calls).toEqual([[HELP_POINTER]])
    expect(bad.out).not.toHaveBeenCalled()
    const help = io()
    expect(await runClient({ argv: ['--help'], defaultDataDir: folder(), io: help, env })).toBe(0)
    expect(help.out).toHaveBeenCalledWith(USAGE)
  })

  it('speaks the help in the locale’s language: German, Japanese, English otherwise', async () => {
    const helpIn = async (env: Record<string, string>) => {
      const help = io()
      expect(await runClient({ argv: ['--help'], defaultDataDir: folder(), io: help, env })).toBe(0)
      return String(help.out.mock.calls[0]?.[0])
    }
    expect(await helpIn({ LANG: 'de_DE.UTF-8' })).toMatch(/^Aufruf: encore/)
    expect(await helpIn({ LANG: 'en_US.UTF-8', LC_ALL: 'ja_JP.UTF-8' })).toMatch(/^使い方: encore/)
    expect(await helpIn({ LANG: 'fr_FR.UTF-8' })).toBe(USAGE)
    const bad = io()
    await runClient({ argv: ['volume', 'up'], defaultDataDir: folder(), io: bad, env: { LANG: 'de_AT' } })
    expect(bad.note.mock.calls).toEqual([['Mit „encore --help“ siehst du alle Befehle und Optionen.']])
  })

  it('no Encore: 3 and one line; --start starts one and runs the command there', async () => {
    const dir = folder()
    const alone = io()
    expect(await runClient({ argv: ['next'], defaultDataDir: dir, io: alone })).toBe(3)
    expect(alone.err.mock.calls).toEqual([
      [`Start Encore first (or add --start): none is running for ${dir}.`],
    ])

    const fake = createFakeEncore()
    const started = io()
    const start = vi.fn((dataDir: string) => {
      void startCommandServer({
        encore: { ...fake.encore, openLink: vi.fn() },
        dataDir,
        shell: {},
        clock: systemClock,
        logger: createMemoryLogger().logger,
      }).then((server) => server && servers.push(server))
    })
    const argv = ['--data-dir', dir, '--start', 'status', '--format', '{title}']
    expect(await runClient({ argv, defaultDataDir: '/nowhere', io: started, start, retryMs: 20 })).toBe(0)
    expect(start).toHaveBeenCalledWith(dir)
    expect(started.out.mock.calls).toEqual([['Blue in Green']])
  })

  it('prints errors in colour on a terminal only', () => {
    expect(errorLine('No device', { isTTY: true }, {})).toBe('\u001b[31mencore: No device\u001b[39m')
    expect(errorLine('No device', { isTTY: false }, {})).toBe('encore: No device')
    expect(errorLine('No device', {}, {})).toBe('encore: No device')
    expect(errorLine('No device', { isTTY: true }, { NO_COLOR: '1' })).toBe('encore: No device')
    expect(errorLine('No device', { isTTY: true }, { TERM: 'dumb' })).toBe('encore: No device')
  })
})
