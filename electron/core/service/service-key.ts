import type { ServiceKind } from '../../contract'

/**
 * The service a session's kept data belongs to (the library's cache, the history): the demo whatever its
 * port, which is new each start; else the API address.
 */
export function serviceKeyOf(session: { profile: ServiceKind; apiUrl: string }): string {
  return session.profile === 'demo' ? 'demo' : `spotify@${session.apiUrl}`
}
