import { describe, expect, it } from 'vitest'
import { describeSpan, judgeCallback } from '../../../../electron/core/features/auth/loopback-receiver'
import { callbackPage } from '../../../../electron/core/features/auth/callback-page'
import { sessionEndedReason } from '../../../../electron/core/features/auth/session-ended'
import { createTokenEndpoint } from '../../../../electron/core/features/auth/token-endpoint'
import { AccountsUnreachable } from '../../../../electron/core/features/auth/accounts-http'
import {
  createTokenHolder,
  credentialsFrom,
} from '../../../../electron/core/features/auth/session-credentials'
import { createEncore } from '../../../../electron/core/app'
import { systemClock } from '../../../../electron/core/base/ports'
import { Redactor } from '../../../../electron/core/base/security/redact'
import { createMemoryLogger } from '../../../support/memory-logger'

const STATE = 'expected-state-0123456789abcdefghijklmnopqrstuv'

describe('the sign-in in German and Japanese', () => {
  it('says the page the browser shows in the language, English unchanged', () => {
    expect(judgeCallback('GET', `/callback?code=abc&state=${STATE}`, STATE, 'de')).toMatchObject({
      title: 'Zurück zu Encore',
      message:
        'Encore hat die Antwort erhalten und schließt die Anmeldung ab. Du kannst diesen Tab schließen.',
    })
    expect(judgeCallback('GET', `/callback?error=server_error&state=${STATE}`, STATE, 'ja')).toMatchObject({
      title: 'ログインに失敗しました',
      message:
        'サービスのログインページがエラー「server_error」を返しました。ログインは行われていません。このタブは閉じてかまいません。',
    })
    expect(judgeCallback('GET', `/callback?error=server_error&state=${STATE}`, STATE).message).toBe(
      'The service’s sign-in page answered with the error “server_error”. Nothing was signed in. You can close this tab.',
    )
    expect(callbackPage('success', 'Zurück zu Encore', '…', 'de')).toContain('<html lang="de">')
  })

  it('counts the wait by the language’s plural rules', () => {
    expect(describeSpan(60_000, 'de')).toBe('1 Minute')
    expect(describeSpan(5 * 60_000, 'de')).toBe('5 Minuten')
    expect(describeSpan(1_000, 'ja')).toBe('1 秒')
    expect(describeSpan(5 * 60_000)).toBe('5 minutes')
    expect(describeSpan(1_000)).toBe('1 second')
  })

  it('says why a kept sign-in ended, naming the service in the language', () => {
    expect(sessionEndedReason('demo', undefined, false, 'de').reason).toBe(
      'Der Demo-Dienst akzeptiert deine Anmeldung nicht mehr: Sie wurde widerrufen, ist abgelaufen oder wurde durch eine neuere ersetzt. Melde dich erneut an, um fortzufahren.',
    )
    expect(sessionEndedReason('spotify', 'Refresh token expired', false, 'ja').reason).toMatch(
      /^Spotify のログインの有効期限が切れました。/,
    )
  })
})

describe("the sign-in service's failures in German", () => {
  it('says a token endpoint that does not answer, naming its origin and the wait in the language', async () => {
    const endpoint = createTokenEndpoint({
      accountsUrl: 'https://accounts.example.test',
      clientId: 'client',
      timeoutMs: 120_000,
      http: () => Promise.reject(new AccountsUnreachable(true, 'ETIMEDOUT')),
      language: () => 'de',
    })
    await expect(
      endpoint.exchangeCode({ code: 'c', redirectUri: 'http://127.0.0.1/callback', codeVerifier: 'v' }),
    ).rejects.toThrow(
      'Der Anmeldedienst unter https://accounts.example.test hat nicht innerhalb von 2 Minuten geantwortet.',
    )
  })
})

describe("the sign-in's rare failures in German and Japanese", () => {
  const endpoints = {
    profile: 'demo' as const,
    apiUrl: 'http://127.0.0.1:9/v1',
    accountsUrl: 'http://127.0.0.1:9',
    clientId: 'client',
  }

  it('says a service that granted no refresh token, naming the service', () => {
    const endpoint = createTokenEndpoint({ accountsUrl: endpoints.accountsUrl, clientId: 'client' })
    const tokens = { accessToken: 'a', refreshToken: undefined, expiresInSeconds: 3600, scopes: undefined }
    expect(() => credentialsFrom(endpoints, endpoint, tokens, 0, undefined, 'de')).toThrow(
      'Der Demo-Dienst hat nichts mitgeschickt, womit Encore deine Anmeldung erneuern kann.',
    )
    expect(() => credentialsFrom(endpoints, endpoint, tokens, 0)).toThrow(
      'The demo service granted no refresh token.',
    )
  })

  it('says nobody is signed in when a token is asked for with none held', async () => {
    const holder = createTokenHolder({
      clock: systemClock,
      redactor: new Redactor(),
      onRefused: async () => {},
      onRenewed: async () => {},
      language: () => 'ja',
    })
    await expect(holder.provider.refresh()).rejects.toThrow('ログインしていません。')
  })

  it('says a demo sign-in that cannot reach the accounts service in the language spoken', async () => {
    const encore = createEncore({
      identity: { name: 'Encore', version: '0.0.0-test', mode: 'browser' },
      logger: createMemoryLogger().logger,
      clock: systemClock,
      preferredLanguages: () => ['de-DE'],
      demoService: {
        start: async () => ({ apiUrl: endpoints.apiUrl, accountsUrl: endpoints.accountsUrl, clientId: 'c' }),
        stop: async () => {},
      },
    })
    try {
      const state = await encore.api.session.signIn({ profile: 'demo', skipConsent: true })
      expect(state).toMatchObject({
        status: 'signed-out',
        reason: {
          message: 'Die Anmeldung konnte nicht starten: der Anmeldedienst ist nicht erreichbar',
        },
      })
    } finally {
      await encore.dispose()
    }
  })
})
