/**
 * Redirect URIs the accounts service accepts: loopback IP literals over http, any port, any path
 * (`http://127.0.0.1:<port>/…`, `http://[::1]:<port>/…`). `localhost` and every other host are refused as
 * insecure, as the real service does for new apps.
 */
export type RedirectUriCheck = { ok: true; uri: URL } | { ok: false; reason: string }

export function checkRedirectUri(raw: string | undefined): RedirectUriCheck {
  if (!raw) return { ok: false, reason: 'Missing required parameter: redirect_uri' }
  let uri: URL
  try {
    uri = new URL(raw)
  } catch {
    return { ok: false, reason: 'Invalid redirect URI' }
  }
  if (uri.protocol !== 'http:' || (uri.hostname !== '127.0.0.1' && uri.hostname !== '[::1]')) {
    return {
      ok: false,
      reason:
        'Insecure redirect URI: use a loopback IP literal (http://127.0.0.1:PORT/… or http://[::1]:PORT/…)',
    }
  }
  if (uri.hash !== '' || uri.username !== '' || uri.password !== '') {
    return { ok: false, reason: 'Invalid redirect URI' }
  }
  return { ok: true, uri }
}
