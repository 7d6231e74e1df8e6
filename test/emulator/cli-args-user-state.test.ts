import { describe, expect, it } from 'vitest'
import { CliUsageError, USAGE, parseEmulatorArgs } from '../../electron/emulator/cli-args'

describe('the user-state flags of the emulator CLI (issue 4)', () => {
  it('--state-file PATH and --free-user become the stateFile and premium options', () => {
    expect(parseEmulatorArgs(['--state-file', '/tmp/encore/state.json', '--free-user'])).toEqual({
      kind: 'run',
      options: { stateFile: '/tmp/encore/state.json', premium: false },
    })
    expect(parseEmulatorArgs(['--port', '0'])).toEqual({ kind: 'run', options: { port: 0 } })
  })

  it('refuses an empty --state-file and a --state-file without a value', () => {
    expect(() => parseEmulatorArgs(['--state-file', ''])).toThrow(CliUsageError)
    expect(() => parseEmulatorArgs(['--state-file'])).toThrow(CliUsageError)
  })

  it('the usage text names both flags', () => {
    expect(USAGE).toMatch(/--state-file PATH/)
    expect(USAGE).toMatch(/--free-user/)
  })
})
