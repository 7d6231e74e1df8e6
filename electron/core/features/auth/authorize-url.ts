import { scopeNames } from '../../../contract'

/** Every scope of the service plus cover upload: the UI then disables what the user did not grant. */
export const requestedScopes: readonly string[] = scopeNames

export interface AuthorizeUrlParams {
  accountsUrl: string
  clientId: string
  redirectUri: string
  codeChallenge: string
  state: string
  scopes?: readonly string[]
  /** Ask the service to show its consent page even when the user approved before. */
  showDialog?: boolean
}

/** `{accounts}/authorize?…` for the Authorization Code flow with PKCE (S256). */
export function buildAuthorizeUrl(params: AuthorizeUrlParams): string {
  const url = new URL('authorize', withTrailingSlash(params.accountsUrl))
  url.searchParams.set('client_id', params.clientId)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('redirect_uri', params.redirectUri)
  url.searchParams.set('code_challenge_method', 'S256')
  url.searchParams.set('code_challenge', params.codeChallenge)
  url.searchParams.set('state', params.state)
  url.searchParams.set('scope', (params.scopes ?? requestedScopes).join(' '))
  if (params.showDialog) url.searchParams.set('show_dialog', 'true')
  return url.toString()
}

export function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`
}
