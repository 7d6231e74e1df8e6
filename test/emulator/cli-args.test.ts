import { describe, expect, it } from 'vitest'
import { CliUsageError, parseEmulatorArgs } from '../../electron/emulator/cli-args'

describe('parseEmulatorArgs', () => {
  it('reads the fixed flags of the issue', () => {
    expect(
      parseEmulatorArgs([
        '--port',
        '8123',
        '--seed',
        'abc',
        '--size',
        'large',
        '--auto-approve',
        '--latency-ms',
        '40',
        '--token-ttl',
        '90',
      ]),
    ).toEqual({
      kind: 'run',
      options: {
        port: 8123,
        seed: 'abc',
        size: 'large',
        autoApprove: true,
        tokenTtlSeconds: 90,
        faults: { latencyMs: 40 },
      },
    })
  })

  it('reads the fault flags', () => {
    const command = parseEmulatorArgs([
      '--jitter-ms',
      '10',
      '--error-rate',
      '0.25',
      '--rate-limit',
      '100',
      '--down',
    ])
    expect(command).toEqual({
      kind: 'run',
      options: { faults: { jitterMs: 10, errorRate: 0.25, rateLimit: 100, down: true } },
    })
  })

  it.each([
    [['--port', 'abc'], /--port/],
    [['--port', '70000'], /--port/],
    [['--size', 'huge'], /--size/],
    [['--token-ttl', '0'], /--token-ttl/],
    [['--error-rate', '1.5'], /--error-rate/],
    [['--rate-limit', '0'], /--rate-limit/],
    [['--country', 'sweden'], /--country/],
    [['--bogus'], /bogus/],
    [['stray'], /stray|positional/i],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseEmulatorArgs(argv)).toThrow(CliUsageError)
    expect(() => parseEmulatorArgs(argv)).toThrow(message)
  })
})
