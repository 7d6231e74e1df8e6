import { describe, expect, it } from 'vitest'
import { problemFromLog } from '../../../../electron/core/features/soloist/log-problems'

describe("Soloist's log lines in a listener's words", () => {
  it.each([
    ['ERROR invalid api key', 'api-key', true],
    ['WARN api_key rejected by server (401 unauthorized)', 'api-key', true],
    ['error: bind 0.0.0.0:57621: Address already in use (os error 98)', 'port-busy', false],
    ['ERROR listen EADDRINUSE 127.0.0.1:4070', 'port-busy', false],
    ['ERROR pairing request was refused by the account', 'pairing-refused', true],
    ['ERROR PipeWire connection failed, trying PulseAudio', 'no-audio', false],
  ])('%s', (line, kind, stops) => {
    expect(problemFromLog(line)).toMatchObject({ kind, stops })
  })

  it('says each with its fix and no log jargon', () => {
    for (const line of [
      'invalid api key',
      'Address already in use',
      'pairing refused',
      'pulseaudio not found',
    ]) {
      const message = problemFromLog(line)!.message
      expect(message).toMatch(/: /)
      expect(message).not.toMatch(/EADDRINUSE|errno|401|api_key/)
    }
  })

  it('reads an ordinary line as no problem', () => {
    for (const line of [
      'INFO build lifetime: 60 days remaining',
      'INFO logged in as a Premium user; device registered',
      'INFO websocket listening on 127.0.0.1:41234',
    ]) {
      expect(problemFromLog(line)).toBeUndefined()
    }
  })
})
