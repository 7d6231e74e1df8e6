import { afterEach, describe, expect, it } from 'vitest'
import { diagnosticsSchemas } from '../../../../electron/contract'
import { createEncore, type Encore } from '../../../../electron/core/app'
import { systemClock } from '../../../../electron/core/base/ports'
import { parseCommandLine } from '../../../../electron/core/features/command-line/args'
import { createCommandRunner } from '../../../../electron/core/features/command-line/runner'
import { createMemoryLogger } from '../../../support/memory-logger'

let encore: Encore | undefined
afterEach(async () => {
  await encore?.dispose()
  encore = undefined
})

function start() {
  const { logger } = createMemoryLogger()
  encore = createEncore({
    identity: { name: 'Encore', version: '3.1.0', mode: 'browser' },
    runtime: { versions: {}, platform: 'linux', arch: 'x64' },
    logger,
    clock: systemClock,
    diagnostics: {
      home: '/home/ana',
      userName: 'ana',
      osRelease: '6.8.0',
      recentLog: () => ['token=abc123 read /home/ana/x'],
    },
  })
  return { encore, runner: createCommandRunner({ encore, shell: {}, clock: systemClock }) }
}

describe('encore diagnose', () => {
  it('is a command of its own, with --json, that takes no argument', () => {
    expect(parseCommandLine(['diagnose', '--json'])).toMatchObject({
      ok: true,
      invocation: { command: { name: 'diagnose' }, output: { json: true } },
    })
    expect(parseCommandLine(['diagnose', 'now'])).toEqual({
      ok: false,
      message: 'diagnose takes no arguments; got “now”',
    })
  })

  it('prints the report as text, redacted, while nobody is signed in', async () => {
    const { runner } = start()
    const reply = await runner.runArgs(['diagnose'])
    runner.dispose()
    expect(reply.code).toBe(0)
    expect(reply.out[0]).toBe('# Encore problem report')
    expect(reply.out).toContain('Version: Encore 3.1.0')
    expect(reply.out).toContain('System: linux 6.8.0 x64')
    expect(reply.out).toContain('Mode: browser mode')
    expect(reply.out).toContain('Profile: demo')
    expect(reply.out).toContain('token=[redacted] read ~/x')
    expect(reply.out.slice(-2)).toEqual([
      '## Crash reports (0)',
      'None kept (only the desktop app keeps them).',
    ])
    expect(reply.out.join('\n')).not.toMatch(/abc123|\/home\/ana|\bana\b/)
  })

  it('prints the same report as one JSON document with --json', async () => {
    const { runner, encore: app } = start()
    const reply = await runner.runArgs(['diagnose', '--json'])
    runner.dispose()
    expect(reply.code).toBe(0)
    const printed = diagnosticsSchemas().DiagnosticReportSchema.parse(JSON.parse(reply.out.join('\n')))
    expect(printed).toEqual(await app.api.diagnostics.report())
    expect(printed.parts.logLines).toEqual(['token=[redacted] read ~/x'])
  })

  it('is refused, in words, by an Encore that cannot make a report', async () => {
    const { encore: app } = start()
    const runner = createCommandRunner({
      encore: {
        player: app.player,
        on: (event, listener) => app.on(event, listener),
        openLink: () => {},
        sleep: app.sleep,
        yourQueue: app.yourQueue,
      },
      shell: {},
      clock: systemClock,
    })
    expect(await runner.runArgs(['diagnose'])).toMatchObject({
      code: 5,
      message: 'This Encore cannot make a problem report.',
    })
    runner.dispose()
  })
})
