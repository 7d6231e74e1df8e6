import { CALLBACK_PATH } from '../../contract'

/**
 * Follows the demo's auto-approved authorize redirect in-process, so a newcomer's one-click sign-in needs no
 * browser tab. Answers false when a consent page answered instead (the user must see it after all). Only a
 * redirect back to our own loopback receiver is followed.
 */
export async function approveWithoutBrowser(
  authorizeUrl: string,
  redirectUri: string,
  doFetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<boolean> {
  const response = await doFetch(authorizeUrl, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  const location = response.headers.get('location')
  await response.body?.cancel().catch(() => {})
  if (response.status < 300 || response.status > 399 || !location) return false
  const target = new URL(location, authorizeUrl)
  const expected = new URL(redirectUri)
  if (target.origin !== expected.origin || target.pathname !== CALLBACK_PATH) return false
  const answer = await doFetch(target, { signal: AbortSignal.timeout(15_000) })
  await answer.body?.cancel().catch(() => {})
  return true
}
