import { CALLBACK_PATH } from '../../../contract'
import { EncoreError } from '../../base/errors'
import { axiosAccountsHttp, type AccountsHttp } from './accounts-http'
import { signInWords } from './sign-in-words'

/**
 * Follows the demo's auto-approved authorize redirect in-process, so a newcomer's one-click sign-in needs no
 * browser tab. Answers false when a consent page answered instead (the user must see it after all); throws
 * when the service answered an error of its own. Only a redirect back to our own loopback receiver is followed.
 */
export async function approveWithoutBrowser(
  authorizeUrl: string,
  redirectUri: string,
  http: AccountsHttp = axiosAccountsHttp,
  /** Said when the service is down, in the language spoken (the sign-in's words). */
  notAnswering = signInWords.en.refusal.demoSilent,
): Promise<boolean> {
  const response = await http({ url: authorizeUrl, method: 'GET', timeoutMs: 15_000 })
  // A service that is down shows no consent page: handing its error to the person as one would leave the
  // sign-in waiting for an approval nobody can give (a kept sign-in restored at start while it is down).
  if (response.status >= 500) {
    throw new EncoreError('SERVICE_ERROR', notAnswering, { status: response.status })
  }
  const location = response.location
  if (response.status < 300 || response.status > 399 || !location) return false
  const target = new URL(location, authorizeUrl)
  const expected = new URL(redirectUri)
  if (target.origin !== expected.origin || target.pathname !== CALLBACK_PATH) return false
  await http({ url: target, method: 'GET', timeoutMs: 15_000 })
  return true
}
