import { describe, expect, it } from 'vitest'
import { buildAuthorizeUrl, requestedScopes } from '../../../../electron/core/features/auth/authorize-url'

describe('buildAuthorizeUrl', () => {
  const params = {
    accountsUrl: 'https://accounts.spotify.com',
    clientId: '0123456789abcdef0123456789abcdef',
    redirectUri: 'http://127.0.0.1:53682/callback',
    codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    state: 'state-value',
  }

  it('asks for a code with PKCE S256, the state, the loopback redirect and every scope', () => {
    const url = new URL(buildAuthorizeUrl(params))
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.spotify.com/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: params.clientId,
      response_type: 'code',
      redirect_uri: params.redirectUri,
      code_challenge_method: 'S256',
      code_challenge: params.codeChallenge,
      state: 'state-value',
      scope: requestedScopes.join(' '),
    })
  })

  it('requests all scopes of api-spec.md plus ugc-image-upload and user-read-playback-position', () => {
    expect(requestedScopes).toHaveLength(18)
    expect(requestedScopes).toContain('ugc-image-upload')
    expect(requestedScopes).toContain('user-read-playback-position')
    expect(requestedScopes).toContain('user-read-birthdate')
  })

  it('keeps a base path of the accounts URL and adds show_dialog only when asked', () => {
    const url = new URL(
      buildAuthorizeUrl({ ...params, accountsUrl: 'http://127.0.0.1:4000/accounts/', showDialog: true }),
    )
    expect(url.pathname).toBe('/accounts/authorize')
    expect(url.searchParams.get('show_dialog')).toBe('true')
  })
})
