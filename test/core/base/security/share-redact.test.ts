import { describe, expect, it } from 'vitest'
import { Redactor } from '../../../../electron/core/base/security/redact'
import { redactForSharing } from '../../../../electron/core/base/security/share-redact'

const accessToken = 'BQDx7Qk2v9aLr0u3mZp8sT1yN4cW6eH5jF2gK9bV0xY7zA1qR3tU5wE8iO6pL4kJ2hG0fD9sA7'

describe('redactForSharing', () => {
  it('masks tokens: bearer headers, token fields, JWTs, long token-like runs and registered live secrets', () => {
    expect(redactForSharing(`Authorization: Bearer ${accessToken}`)).toBe('Authorization: Bearer [redacted]')
    expect(redactForSharing('refresh_token=AQAx9short&x=1')).toBe('refresh_token=[redacted]&x=1')
    expect(redactForSharing('id eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl seen')).toBe(
      'id [redacted] seen',
    )
    expect(redactForSharing(`the service refused ${accessToken} today`)).toBe(
      'the service refused [redacted] today',
    )
    const live = new Redactor()
    live.addSecret('shortLive99')
    expect(redactForSharing('sent shortLive99 once', {}, live)).toBe('sent [redacted] once')
  })

  it('masks keys however they are written', () => {
    expect(redactForSharing('apiKey=abc123 and key: "zz-9"')).toBe('apiKey=[redacted] and key: "[redacted]"')
    expect(redactForSharing('{"client_secret": "s3cr3t", "password":"hunter2"}')).toBe(
      '{"client_secret": "[redacted]", "password":"[redacted]"}',
    )
  })

  it('masks Client IDs, named or bare', () => {
    expect(redactForSharing('client_id=0123456789abcdef0123456789abcdef&scope=x')).toBe(
      'client_id=[redacted]&scope=x',
    )
    expect(redactForSharing('app 0123456789ABCDEF0123456789abcdef registered')).toBe(
      'app [client id] registered',
    )
  })

  it('masks e-mail addresses', () => {
    expect(redactForSharing('signed in as ana.maria+music@example.co.uk.')).toBe('signed in as [e-mail].')
  })

  it('shows the home folder as ~, with either slash, and leaves other folders alone', () => {
    const person = { home: '/home/ana' }
    expect(redactForSharing('log at /home/ana/.config/Encore/logs/encore.log', person)).toBe(
      'log at ~/.config/Encore/logs/encore.log',
    )
    expect(redactForSharing('kept in /home/anabel/x', person)).toBe('kept in /home/anabel/x')
    expect(redactForSharing('C:\\Users\\Ana\\AppData and C:/Users/Ana/x', { home: 'C:\\Users\\Ana\\' })).toBe(
      '~\\AppData and ~/x',
    )
  })

  it('masks the person’s names as whole words, whatever their case, and ignores one-letter names', () => {
    const person = { home: '/home/ana', names: ['ana', 'Ana Lúcia Reis', null, 'x'] }
    expect(redactForSharing('Ana Lúcia Reis played; user ana; banana stays; x stays', person)).toBe(
      '[name] played; user [name]; banana stays; x stays',
    )
  })

  it('leaves ordinary log text as it was', () => {
    const line = 'Playback: the device Kitchen speaker did not answer (502) after 3 tries at /v1/me/player'
    expect(redactForSharing(line, { home: '/home/ana', names: ['ana'] })).toBe(line)
  })
})
